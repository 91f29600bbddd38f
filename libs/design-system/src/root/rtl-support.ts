/**
 * The stylis RTL plugin (with cssjanus, ~4 kB gzip), for third-party styled pieces written with
 * physical CSS: loaded only when someone calls `loadRtlSupport()`. Our own components use logical
 * properties, so no page of the platform needs it (see DesignSystemRoot); a root that turns RTL
 * before it has arrived renders once without mirroring and again when it lands.
 * Module state lives in the shared design-system singleton, so every root on the page sees it.
 */
import { useSyncExternalStore } from 'react';
import type { namedRtlPlugin } from './rtl-plugin';

type RtlPlugin = typeof namedRtlPlugin;

let plugins: RtlPlugin[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Makes the plugin available synchronously (test helpers import it statically). */
export function provideRtlPlugin(plugin: RtlPlugin): void {
  if (plugins) return;
  plugins = [plugin];
  for (const l of listeners) l();
}

export function loadRtlSupport(): Promise<void> {
  if (plugins) return Promise.resolve();
  loading ??= import('./rtl-plugin').then(
    (m) => provideRtlPlugin(m.namedRtlPlugin),
    (e: unknown) => {
      // A failed chunk load may succeed later (network back): allow another attempt.
      loading = null;
      throw e;
    },
  );
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => plugins;

/** The loaded RTL plugins, or null until they arrive. */
export function useRtlPlugins(): RtlPlugin[] | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
