import { useEffect, useRef, useSyncExternalStore } from 'react';
import { sessionStore, subscribeSession } from '@tajriba/session';
import type { HubName } from '@tajriba/contracts/account';
import { RealtimeManager, type ConnectionState, type HubEventMap, type HubEventName, type RealtimeOptions } from './manager';

const KEY = Symbol.for('tajriba.realtime');
type Slot = { manager: RealtimeManager | null; unbind: (() => void) | null };
// One manager per tab even when several remotes bundle this lib (the session lib does the same).
const slot: Slot = ((globalThis as unknown as Record<symbol, Slot | undefined>)[KEY] ??= { manager: null, unbind: null });

/**
 * The shell calls this once: tokens come from the session store's memory, refreshes from the API
 * client, and every connection closes when the session ends.
 */
export function initRealtime(options: Omit<RealtimeOptions, 'getAccessToken' | 'getExpiresAt'> & Partial<Pick<RealtimeOptions, 'getAccessToken' | 'getExpiresAt'>>): RealtimeManager {
  if (slot.manager) return slot.manager;
  const manager = new RealtimeManager({
    getAccessToken: () => sessionStore.accessToken,
    getExpiresAt: () => sessionStore.expiresAt,
    ...options,
  });
  slot.manager = manager;
  let wasSignedIn = sessionStore.status === 'signedIn';
  slot.unbind = subscribeSession(() => {
    const signedIn = sessionStore.status === 'signedIn';
    if (wasSignedIn && !signedIn) void manager.stop();
    wasSignedIn = signedIn;
  });
  return manager;
}

/** The tab's manager, or null before the shell initialised it. */
export const getRealtime = (): RealtimeManager | null => slot.manager;

/** Test helper: forget the tab's manager. */
export async function resetRealtime(): Promise<void> {
  slot.unbind?.();
  await slot.manager?.stop();
  slot.manager = null;
  slot.unbind = null;
}

/**
 * Subscribes a component to a hub event while it is mounted and the user is signed in. The
 * latest `handler` is called (no resubscribe on every render).
 */
export function useHubEvent<H extends HubName, E extends HubEventName<H>>(hub: H, event: E, handler: (payload: HubEventMap[H][E]) => void, manager: RealtimeManager | null = getRealtime()): void {
  const ref = useRef(handler);
  // The latest handler, updated after render (a ref is never written during render).
  useEffect(() => {
    ref.current = handler;
  });
  const signedIn = useSyncExternalStore(subscribeSession, () => sessionStore.status === 'signedIn', () => false);
  useEffect(() => {
    if (!manager || !signedIn) return;
    return manager.on(hub, event, (p) => ref.current(p));
  }, [manager, signedIn, hub, event]);
}

/** A hub's connection state, live. */
export function useHubState(hub: HubName, manager: RealtimeManager | null = getRealtime()): ConnectionState {
  return useSyncExternalStore(
    (cb) => (manager ? manager.onState(hub, () => cb()) : () => undefined),
    () => manager?.state(hub) ?? 'idle',
    () => 'idle',
  );
}
