import type { RefreshCoordinator } from './client';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of `BroadcastChannel` used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export const REFRESH_LOCK = 'tj:token-refresh';
export const AUTH_CHANNEL = 'tj:auth';

interface SharedToken {
  type: 'token-refreshed';
  data: unknown;
}
const isSharedToken = (m: unknown): m is SharedToken => typeof m === 'object' && m !== null && (m as SharedToken).type === 'token-refreshed';

/**
 * The tabs of one browser share the refresh cookie, which rotates on every use. Two tabs
 * refreshing at once are forgiven by the API (one grace use), a third is taken for theft and
 * the whole session family is revoked: every tab and device signed out. So refreshes take a
 * Web Lock, one tab at a time, and each presents the cookie its predecessor just set. A tab that
 * refreshed posts the token response on a BroadcastChannel; `onShared` lets the others adopt it,
 * and a tab whose turn comes after such a message finds its token already new and skips the call.
 *
 * The channel is same-origin only and carries nothing a same-origin script could not get by
 * calling the refresh endpoint itself. Browsers without Web Locks run refreshes unlocked (the
 * API's grace use still covers two tabs).
 */
export function createTabRefreshCoordinator(
  onShared: (data: unknown) => void,
  env: { locks?: LockManagerLike; channel?: ChannelLike } = browserEnv(),
): RefreshCoordinator {
  const { locks, channel } = env;
  channel?.addEventListener('message', (e) => {
    if (isSharedToken(e.data)) onShared(e.data.data);
  });
  return {
    exclusive: (fn) => (locks ? locks.request(REFRESH_LOCK, fn) : fn()),
    share: (data) => {
      try {
        channel?.postMessage({ type: 'token-refreshed', data } satisfies SharedToken);
      } catch {
        // A closed channel or an uncloneable value: the other tabs refresh for themselves.
      }
    },
  };
}

function browserEnv(): { locks?: LockManagerLike; channel?: ChannelLike } {
  const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }) : undefined;
  let channel: ChannelLike | undefined;
  try {
    const bc = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(AUTH_CHANNEL) : undefined;
    // Node (tests, tools) would otherwise stay alive for the channel; browsers have no `unref`.
    (bc as { unref?: () => void } | undefined)?.unref?.();
    channel = bc;
  } catch {
    channel = undefined;
  }
  return { locks: nav?.locks, channel };
}
