import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';
import { applyOverrides, environmentNameSchema, formatOverrideSpec, OVERRIDE_QUERY_PARAM, OVERRIDE_RESET_VALUE, OVERRIDE_STORAGE_KEY, OVERRIDE_TOKEN_QUERY_PARAM, overrideMapSchema, parseOverrideSpec, registryDocumentSchema, resolveOverrides, type EnvironmentName, type OverrideMap, type RegistryDocument } from '@tajriba/contracts/platform';

export const INLINE_REGISTRY_ID = 'registry';
const TOKEN_STORAGE_KEY = `${OVERRIDE_STORAGE_KEY}:token`;

export interface OverridesState {
  active: boolean;
  env: EnvironmentName | null;
  overrides: OverrideMap;
  /** why overrides asked for were not applied (production without a valid signature) */
  refused: string | null;
}

/** Per-browser override status for the shell's "overrides active" badge. */
export const overridesStore = proxy<OverridesState>({ active: false, env: null, overrides: {}, refused: null });
export const useOverrides = (): OverridesState => useSnapshot(overridesStore) as OverridesState;

/** The environment document the edge server inlined into index.html, if any. */
export function readInlineRegistry(doc: Document = document): RegistryDocument | null {
  const el = doc.getElementById(INLINE_REGISTRY_ID);
  if (!el || el.getAttribute('type') !== 'application/json' || !el.textContent) return null;
  try {
    const parsed = registryDocumentSchema.safeParse(JSON.parse(el.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The environment this page runs in: the edge server says so in a meta tag. */
export function readSiteEnv(doc: Document = document, fallback: EnvironmentName = 'production'): EnvironmentName {
  const meta = doc.querySelector('meta[name="tajriba-env"]')?.getAttribute('content');
  const parsed = environmentNameSchema.safeParse(meta);
  return parsed.success ? parsed.data : fallback;
}

export async function fetchRegistry(env: EnvironmentName, opts: { base?: string; fetch?: typeof fetch } = {}): Promise<RegistryDocument> {
  const f: typeof fetch = opts.fetch ?? ((...args) => globalThis.fetch(...args));
  const res = await f(`${opts.base ?? '/registry'}/${env}.json`, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`registry document ${env} unavailable (${res.status})`);
  return registryDocumentSchema.parse(await res.json());
}

interface OverrideInputs {
  url: URL;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * Read the override request: a query parameter wins and is remembered in storage (so a tester's
 * choice survives navigation); `?mf-override=reset` forgets it.
 */
export function readOverrideRequest({ url, storage }: OverrideInputs): { spec: OverrideMap; token: string | null; consumedQuery: boolean } {
  const q = url.searchParams.get(OVERRIDE_QUERY_PARAM);
  const qt = url.searchParams.get(OVERRIDE_TOKEN_QUERY_PARAM);
  let spec: OverrideMap = {};
  let token: string | null = null;
  try {
    if (q === OVERRIDE_RESET_VALUE) {
      storage?.removeItem(OVERRIDE_STORAGE_KEY);
      storage?.removeItem(TOKEN_STORAGE_KEY);
    } else if (q) {
      const { overrides, errors } = parseOverrideSpec(q);
      if (errors.length) console.warn('ignored override items', errors);
      spec = overrides;
      storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(spec));
    } else {
      const stored = storage?.getItem(OVERRIDE_STORAGE_KEY);
      if (stored) {
        const parsed = overrideMapSchema.safeParse(JSON.parse(stored));
        if (parsed.success) spec = parsed.data;
      }
    }
    if (qt) {
      token = qt;
      storage?.setItem(TOKEN_STORAGE_KEY, qt);
    } else if (q !== OVERRIDE_RESET_VALUE) token = storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage or a corrupt entry: no overrides, never a broken page.
  }
  return { spec, token, consumedQuery: q !== null || qt !== null };
}

export interface LoadRegistryOptions {
  env?: EnvironmentName;
  doc?: Document;
  url?: URL;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch?: typeof fetch;
  /** where /registry is served (same origin by default) */
  registryBase?: string;
  /** where versioned remote files are served */
  remotesBase?: string;
}

export interface LoadedRegistry {
  /** the document as published for the environment */
  published: RegistryDocument;
  /** what this browser runs: published + accepted overrides */
  effective: RegistryDocument;
  overrides: OverridesState;
}

async function fetchOverrideKey(base: string, f: typeof fetch): Promise<JsonWebKey | null> {
  try {
    const res = await f(`${base}/override-key.json`, { credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as JsonWebKey) : null;
  } catch {
    return null;
  }
}

/**
 * Registry document → validated → overrides resolved (unsigned ones refused in production) →
 * the document to register. Inlined documents cost no request; otherwise one fetch.
 */
export async function loadRegistry(opts: LoadRegistryOptions = {}): Promise<LoadedRegistry> {
  const doc = opts.doc ?? document;
  const f: typeof fetch = opts.fetch ?? ((...args) => globalThis.fetch(...args));
  const base = opts.registryBase ?? '/registry';
  const published = readInlineRegistry(doc) ?? (await fetchRegistry(opts.env ?? readSiteEnv(doc), { base, fetch: f }));
  const url = opts.url ?? new URL(window.location.href);
  let storage = opts.storage;
  if (!storage) {
    try {
      storage = window.localStorage;
    } catch {
      storage = undefined;
    }
  }
  const request = readOverrideRequest({ url, storage });
  const wantsAny = Object.keys(request.spec).length > 0 || !!request.token;
  const publicKey = request.token ? await fetchOverrideKey(base, f) : null;
  const resolved = wantsAny
    ? await resolveOverrides({ env: published.env, spec: request.spec, token: request.token, publicKey })
    : { overrides: {}, refused: null };
  const effective = applyOverrides(published, resolved.overrides, { remotesBase: opts.remotesBase ?? '/remotes' });
  const state: OverridesState = {
    active: Object.keys(resolved.overrides).length > 0,
    env: published.env,
    overrides: resolved.overrides,
    refused: resolved.refused,
  };
  Object.assign(overridesStore, state);
  if (request.consumedQuery && !opts.url && typeof history !== 'undefined') {
    // Keep shared links clean: the choice lives in storage now.
    const clean = new URL(url.href);
    clean.searchParams.delete(OVERRIDE_QUERY_PARAM);
    clean.searchParams.delete(OVERRIDE_TOKEN_QUERY_PARAM);
    history.replaceState(history.state, '', clean.pathname + clean.search + clean.hash);
  }
  return { published, effective, overrides: state };
}

/** Forget every override and reload, so the page runs exactly what the environment publishes. */
export function resetOverrides(storage: Pick<Storage, 'removeItem'> | undefined = window.localStorage): void {
  try {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
    storage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  // Code from an overridden version is already executing; only a reload unloads it.
  window.location.reload();
}

export const describeOverrides = (o: OverrideMap): string => formatOverrideSpec(o);
