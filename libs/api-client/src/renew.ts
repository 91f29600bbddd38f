import { Msg } from '@tajriba/contracts/constants';
import type { Renewal, RenewalSession } from './client';
import { ApiError, toApiError } from './errors';

/**
 * One refresh for any number of concurrent 401s: they all wait on the same promise, so the
 * rotating refresh cookie is presented once (a second use would look like token theft). In turn
 * with the other tabs when a coordinator is given: if one of them shared a newer token while this
 * one waited (`staleToken` is no longer the token), that one is used and no cookie is presented.
 */
export function renew(session: RenewalSession, staleToken: string | null): Promise<Renewal> {
  session.inflight ??= (async (): Promise<Renewal> => {
    try {
      const tabs = await session.coordinator?.();
      const run = () => refreshOnce(session, staleToken);
      return await (tabs ? tabs.exclusive(run) : run()).then((r) => {
        if (r.data !== undefined) tabs?.share(r.data);
        return r.outcome;
      });
    } catch {
      // The coordination's chunk or lock failed: nothing was learnt about the session.
      return 'unreachable';
    } finally {
      session.inflight = null;
    }
  })();
  return session.inflight;
}

async function refreshOnce({ auth, post }: RenewalSession, staleToken: string | null): Promise<{ outcome: Renewal; data?: unknown }> {
  const current = auth.getAccessToken();
  if (current && current !== staleToken) return { outcome: 'renewed' };
  let res: Response;
  try {
    res = await post();
  } catch {
    return { outcome: 'unreachable' };
  }
  // A server error or a rate limit says nothing about the cookie: the session may be fine.
  if (res.status >= 500 || res.status === 429) return { outcome: 'unreachable' };
  if (!res.ok) return { outcome: 'rejected' };
  const body = (await res.json().catch(() => null)) as { succeeded?: boolean; data?: unknown } | null;
  if (!body?.succeeded || !body.data) return { outcome: 'rejected' };
  try {
    await auth.onRefreshed(body.data);
  } catch {
    // The API answered with a token this client cannot use.
    return { outcome: 'rejected' };
  }
  return { outcome: 'renewed', data: body.data };
}

/**
 * A request sent with `sentWith` got a 401; returns when it should be sent again (once), throws
 * otherwise. If the token changed meanwhile (a concurrent request's refresh landed, or another tab
 * shared one) the 401 was about the old token: no refresh. Only a refused refresh signs out (the
 * 401 is thrown); an API that cannot answer is the generic network failure. A 401 on the request
 * sent again is its caller's: the session was just proven alive, so it signs nobody out.
 */
export async function afterUnauthorized(session: RenewalSession, sentWith: string | null, body: () => Promise<unknown>): Promise<void> {
  const current = session.auth.getAccessToken();
  if (current && current !== sentWith) return;
  // Sent with a token the tab no longer has: the person signed out while it was out (the API
  // refuses a signed-out session's token at once). Its 401 is the caller's; nothing to refresh,
  // nobody to ask to sign in.
  if (sentWith && !current) throw toApiError(401, await body());
  const outcome = await renew(session, sentWith);
  if (outcome === 'renewed') return;
  if (outcome === 'unreachable') throw new ApiError(0, [Msg.somethingWentWrong]);
  // The same, when the sign-out came while the refresh was under way.
  if (sentWith && !session.auth.getAccessToken()) throw toApiError(401, await body());
  session.auth.onRefreshFailed();
  throw toApiError(401, await body());
}
