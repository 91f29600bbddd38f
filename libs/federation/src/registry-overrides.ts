import {
  applyOverrides,
  formatOverrideSpec,
  OVERRIDE_QUERY_PARAM,
  OVERRIDE_RESET_VALUE,
  OVERRIDE_STORAGE_KEY,
  OVERRIDE_TOKEN_QUERY_PARAM,
  OVERRIDE_TOKEN_STORAGE_KEY,
  overrideMapSchema,
  parseOverrideSpec,
  remoteMenuEntrySchema,
  remoteRouteSchema,
  resolveOverrides,
  type OverrideMap,
  type RegistryDocument,
} from '@tajriba/contracts/platform';
import * as z from 'zod/mini';
import type { OverridesState } from './registry-client';

/*
 * Per-browser overrides: loaded by ./registry-client.ts only when a tester asked for one, so
 * their parsing and signature checks (and the schemas behind them) stay off every visitor's page.
 */
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
      storage?.removeItem(OVERRIDE_TOKEN_STORAGE_KEY);
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
      storage?.setItem(OVERRIDE_TOKEN_STORAGE_KEY, qt);
    } else if (q !== OVERRIDE_RESET_VALUE) token = storage?.getItem(OVERRIDE_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage or a corrupt entry: no overrides, never a broken page.
  }
  return { spec, token, consumedQuery: q !== null || qt !== null };
}

async function fetchOverrideKey(base: string, f: typeof fetch): Promise<JsonWebKey | null> {
  try {
    const res = await f(`${base}/override-key.json`, { credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as JsonWebKey) : null;
  } catch {
    return null;
  }
}

const carriedSchema = z.object({
  contractVersion: z.string(),
  routes: z.array(remoteRouteSchema),
  menu: z.optional(z.array(remoteMenuEntrySchema)),
});

/**
 * An overriding build brings its own routes: every build carries its contract beside its manifest
 * (`contract.json`, written by the federation factory, stored by the registry), so a tester who
 * loads a version — or a dev server — with a new route can open it. A build whose contract
 * cannot be read keeps the published entry's routes.
 */
async function withCarriedContracts(doc: RegistryDocument, names: string[], f: typeof fetch): Promise<RegistryDocument> {
  const remotes = { ...doc.remotes };
  await Promise.all(
    names.map(async (name) => {
      const entry = remotes[name];
      if (!entry || !/mf-manifest\.json$/.test(entry.manifest)) return;
      try {
        const res = await f(entry.manifest.replace(/mf-manifest\.json$/, 'contract.json'), { credentials: 'omit' });
        const carried = res.ok ? carriedSchema.safeParse(await res.json()) : null;
        if (carried?.success) remotes[name] = { ...entry, contractVersion: carried.data.contractVersion, routes: carried.data.routes, menu: carried.data.menu ?? [] };
      } catch {
        // unreachable contract: the published routes stay
      }
    }),
  );
  return { ...doc, remotes };
}

/** Resolve what the browser asked for against the published document. */
export async function resolveRequestedOverrides(opts: {
  published: RegistryDocument;
  url: URL;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  fetch: typeof fetch;
  registryBase: string;
  remotesBase: string;
  /** drop the override parameters from the address bar (the real page, not a test URL) */
  cleanUrl: boolean;
}): Promise<{ effective: RegistryDocument; state: OverridesState }> {
  const { published, url } = opts;
  const request = readOverrideRequest({ url, storage: opts.storage });
  const wantsAny = Object.keys(request.spec).length > 0 || !!request.token;
  const publicKey = request.token ? await fetchOverrideKey(opts.registryBase, opts.fetch) : null;
  const resolved = wantsAny
    ? await resolveOverrides({ env: published.env, spec: request.spec, token: request.token, publicKey })
    : { overrides: {}, refused: null };
  const effective = await withCarriedContracts(applyOverrides(published, resolved.overrides, { remotesBase: opts.remotesBase }), Object.keys(resolved.overrides), opts.fetch);
  const state: OverridesState = {
    active: Object.keys(resolved.overrides).length > 0,
    env: published.env,
    overrides: resolved.overrides,
    refused: resolved.refused,
  };
  if (request.consumedQuery && opts.cleanUrl && typeof history !== 'undefined') {
    // Keep shared links clean: the choice lives in storage now.
    const clean = new URL(url.href);
    clean.searchParams.delete(OVERRIDE_QUERY_PARAM);
    clean.searchParams.delete(OVERRIDE_TOKEN_QUERY_PARAM);
    history.replaceState(history.state, '', clean.pathname + clean.search + clean.hash);
  }
  return { effective, state };
}

export const describeOverrides = (o: OverrideMap): string => formatOverrideSpec(o);
