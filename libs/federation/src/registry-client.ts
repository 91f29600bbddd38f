import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';
import {
  environmentNames,
  OVERRIDE_QUERY_PARAM,
  OVERRIDE_STORAGE_KEY,
  OVERRIDE_TOKEN_QUERY_PARAM,
  OVERRIDE_TOKEN_STORAGE_KEY,
  type EnvironmentName,
} from '@tajriba/contracts/constants';
import type { OverrideMap, RegistryDocument } from '@tajriba/contracts/platform';

/*
 * On the first render of every page, so it loads no schema: the inlined document was validated by
 * the edge (infra/web validates it with `registryDocumentSchema` before inlining), a fetched one
 * is validated with the schema loaded at that moment, and the override machinery
 * (./registry-overrides.ts: parsing, signatures) loads only when a tester asked for an override.
 */

export const INLINE_REGISTRY_ID = 'registry';

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

const isEnvironmentName = (v: unknown): v is EnvironmentName => typeof v === 'string' && (environmentNames as readonly string[]).includes(v);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The shape the shell relies on. The edge already validated the inlined document with the
 * contract's schema; this only guards against a stale or hand-edited page, without loading zod.
 */
function isRegistryDocument(v: unknown): v is RegistryDocument {
  if (!isRecord(v) || !isEnvironmentName(v.env) || typeof v.revision !== 'number' || typeof v.updatedAt !== 'string' || !isRecord(v.remotes)) return false;
  return Object.entries(v.remotes).every(
    ([name, r]) =>
      /^mf-[a-z0-9-]+$/.test(name) &&
      isRecord(r) &&
      typeof r.version === 'string' &&
      typeof r.manifest === 'string' &&
      typeof r.entry === 'string' &&
      typeof r.contractVersion === 'string',
  );
}

/** The environment document the edge server inlined into index.html, if any. */
export function readInlineRegistry(doc: Document = document): RegistryDocument | null {
  const el = doc.getElementById(INLINE_REGISTRY_ID);
  if (!el || el.getAttribute('type') !== 'application/json' || !el.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    return isRegistryDocument(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The environment this page runs in: the edge server says so in a meta tag. */
export function readSiteEnv(doc: Document = document, fallback: EnvironmentName = 'production'): EnvironmentName {
  const meta = doc.querySelector('meta[name="tajriba-env"]')?.getAttribute('content');
  return isEnvironmentName(meta) ? meta : fallback;
}

export async function fetchRegistry(env: EnvironmentName, opts: { base?: string; fetch?: typeof fetch } = {}): Promise<RegistryDocument> {
  const f: typeof fetch = opts.fetch ?? ((...args) => globalThis.fetch(...args));
  const [res, { registryDocumentSchema }] = await Promise.all([
    f(`${opts.base ?? '/registry'}/${env}.json`, { cache: 'no-cache', credentials: 'same-origin' }),
    import('@tajriba/contracts/platform'),
  ]);
  if (!res.ok) throw new Error(`registry document ${env} unavailable (${res.status})`);
  return registryDocumentSchema.parse(await res.json());
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

/** Did this browser ask for an override (query parameter now, or one remembered earlier)? */
function overrideRequested(url: URL, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (url.searchParams.has(OVERRIDE_QUERY_PARAM) || url.searchParams.has(OVERRIDE_TOKEN_QUERY_PARAM)) return true;
  try {
    return !!storage?.getItem(OVERRIDE_STORAGE_KEY) || !!storage?.getItem(OVERRIDE_TOKEN_STORAGE_KEY);
  } catch {
    return false;
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
  if (!overrideRequested(url, storage)) {
    const state: OverridesState = { active: false, env: published.env, overrides: {}, refused: null };
    Object.assign(overridesStore, state);
    return { published, effective: published, overrides: state };
  }
  const { resolveRequestedOverrides } = await import('./registry-overrides');
  const { effective, state } = await resolveRequestedOverrides({ published, url, storage, fetch: f, registryBase: base, remotesBase: opts.remotesBase ?? '/remotes', cleanUrl: !opts.url });
  Object.assign(overridesStore, state);
  return { published, effective, overrides: state };
}

/** Forget every override and reload, so the page runs exactly what the environment publishes. */
export function resetOverrides(storage: Pick<Storage, 'removeItem'> | undefined = window.localStorage): void {
  try {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
    storage?.removeItem(OVERRIDE_TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  // Code from an overridden version is already executing; only a reload unloads it.
  window.location.reload();
}
