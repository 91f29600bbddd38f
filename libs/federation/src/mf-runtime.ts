import { getInstance, loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RegistryDocument } from '@tajriba/contracts/platform';
import { createFallbackLifecycles, isFallback } from './fallback';
import type { LifeCycles } from './types';

/** MF container names cannot hold '-': mf-discovery is built as container `mf_discovery`. */
export const containerNameOf = (remote: string): string => remote.replace(/-/g, '_');

interface RegisteredRemote {
  name: string;
  alias: string;
  entry: string;
}
const registered = new Map<string, RegisteredRemote>();

const toRemote = (name: string, entry: string): RegisteredRemote => ({ name: containerNameOf(name), alias: name, entry });

/**
 * Register every remote of the (override-applied) registry document with the MF runtime. The
 * entry is remoteEntry.js, not the manifest: one request fewer before a remote renders.
 */
export function registerRegistryRemotes(doc: RegistryDocument): void {
  const list = Object.entries(doc.remotes).map(([name, r]) => toRemote(name, r.entry));
  for (const r of list) registered.set(r.alias, r);
  registerRemotes(list, { force: false });
}

/**
 * Forget everything MF cached for this remote (container global, loading promise, module cache)
 * and register it again, so the next loadRemote really goes back to the network.
 */
export function forceReregister(name: string): void {
  const r = registered.get(name);
  if (!r) throw new Error(`remote ${name} is not registered`);
  registerRemotes([{ ...r }], { force: true });
}

/** The module a remote's `./app` exposes, as single-spa lifecycles. */
export function lifecyclesOf(mod: unknown): LifeCycles {
  const m = mod as Partial<LifeCycles> & { default?: Partial<LifeCycles> };
  const lc = typeof m?.mount === 'function' ? m : m?.default;
  if (!lc || typeof lc.mount !== 'function' || typeof lc.unmount !== 'function') {
    throw new Error('remote module does not export single-spa lifecycles');
  }
  return { bootstrap: lc.bootstrap ?? (async () => {}), mount: lc.mount, unmount: lc.unmount, update: lc.update } as LifeCycles;
}

/** Load `<remote>/<expose>` for single-spa. On failure this resolves to fallback lifecycles (see plugin). */
export async function loadRemoteLifecycles(name: string, expose = 'app'): Promise<LifeCycles> {
  const mod = await loadRemote<unknown>(`${name}/${expose}`);
  if (isFallback(mod)) return mod as LifeCycles;
  if (mod == null) throw new Error(`remote ${name}/${expose} resolved to nothing`);
  return lifecyclesOf(mod);
}

/**
 * One real retry: fresh registration, fresh load; throws while the remote is still down.
 * Two attempts, because Chromium answers a script request with the result of an unconsumed
 * `<link rel=preload>` for the same URL, failure included: the edge preloads the remote's first
 * chunks, so after an outage the first attempt only consumes those failed preloads (ChunkLoadError
 * without a request) and the second one reaches the network.
 */
async function reloadRemote(name: string, expose: string): Promise<LifeCycles> {
  for (let attempt = 0; attempt < 2; attempt++) {
    forceReregister(name);
    const mod = await loadRemote<unknown>(`${name}/${expose}`);
    if (!isFallback(mod) && mod != null) return lifecyclesOf(mod);
  }
  throw new Error(`remote ${name} is still unavailable`);
}

/**
 * `errorLoadRemote` fires more than once for one failure (afterResolve, then onLoad): only the
 * onLoad call may return the fallback module, otherwise MF treats the fallback as a manifest or
 * remote-info object and fails again further down.
 */
export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tajriba-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const [alias, ...rest] = args.id.split('/');
      const name = [...registered.values()].find((r) => r.alias === alias || r.name === alias)?.alias ?? alias;
      const expose = rest.join('/').replace(/^\.\//, '') || 'app';
      return createFallbackLifecycles({ name, error: args.error, reload: () => reloadRemote(name, expose) });
    },
  };
}

let pluginInstalled = false;
export function installFallbackPlugin(): void {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([createFallbackPlugin()]);
}

export { getInstance };
