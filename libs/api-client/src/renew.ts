import type { AuthHooks, RefreshCoordinator, Renewal } from './client';

/**
 * One refresh of the session (`ApiClient`'s `renew`; loaded with the first). In turn with the
 * other tabs when a coordinator is given: if one of them shared a newer token while this one
 * waited (`staleToken` is no longer the token), that one is used and the cookie is not presented.
 */
export async function renewSession(ctx: {
  staleToken: string | null;
  auth: Pick<AuthHooks, 'getAccessToken' | 'onRefreshed'>;
  coordinator?: () => Promise<RefreshCoordinator>;
  /** POST /Connect/RefreshToken */
  post(): Promise<Response>;
}): Promise<Renewal> {
  const { auth } = ctx;
  const tabs = await ctx.coordinator?.();
  const run = async (): Promise<Renewal> => {
    const current = auth.getAccessToken();
    if (current && current !== ctx.staleToken) return 'renewed';
    let res: Response;
    try {
      res = await ctx.post();
    } catch {
      return 'unreachable';
    }
    // A server error or a rate limit says nothing about the cookie: the session may be fine.
    if (res.status >= 500 || res.status === 429) return 'unreachable';
    if (!res.ok) return 'rejected';
    const body = (await res.json().catch(() => null)) as { succeeded?: boolean; data?: unknown } | null;
    if (!body?.succeeded || !body.data) return 'rejected';
    try {
      await auth.onRefreshed(body.data);
    } catch {
      // The API answered with a token this client cannot use.
      return 'rejected';
    }
    tabs?.share(body.data);
    return 'renewed';
  };
  return tabs ? tabs.exclusive(run) : run();
}
