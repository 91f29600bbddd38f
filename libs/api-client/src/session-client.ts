import { getEventBus } from '@tajriba/event-bus';
import { prefsStore, sessionStore } from '@tajriba/session';
import { applyTokenResponse, signOutLocally } from '@tajriba/session/shell';
import { createApiClient, type ApiClient, type ApiClientOptions, type RefreshCoordinator } from './client';

/**
 * The tabs' refresh coordination (a Web Lock, and the token shared over a BroadcastChannel; see
 * refresh-coordinator.ts), made once, at this tab's first refresh: a visitor never needs it, and
 * a signed-in tab's first refresh is the session restore at start, so it listens from then on.
 */
function tabCoordinatorLoader(): () => Promise<RefreshCoordinator> {
  let loading: Promise<RefreshCoordinator> | null = null;
  return () =>
    (loading ??= import('./tab-session').then(
      (m) => m.tabCoordinator(),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
}

/**
 * The site's client wired to the session: bearer token from the session store, language from
 * the preferences, a refreshed token written back (and shared with the other tabs, which take
 * their refreshes one at a time), and a refused refresh turned into a local sign-out plus
 * `auth:login-requested` so the shell opens the login flow.
 */
export function createSessionApiClient(opts: Omit<ApiClientOptions, 'auth'> = {}): ApiClient {
  return createApiClient({
    coordinator: tabCoordinatorLoader(),
    ...opts,
    auth: {
      getAccessToken: () => sessionStore.accessToken,
      getLocale: () => prefsStore.locale,
      // A visitor never refreshes, so the token schema (and zod) load only when a refresh happens.
      onRefreshed: async (data) => {
        const { tokenResponseSchema } = await import('@tajriba/contracts/platform');
        // A refresh that set out before the person signed out (a 401 of a request in flight)
        // must not sign the tab back in.
        if (sessionStore.status === 'signedOut') return;
        applyTokenResponse(tokenResponseSchema.parse(data));
      },
      onRefreshFailed: () => {
        signOutLocally();
        const redirect = typeof location !== 'undefined' ? location.pathname + location.search : undefined;
        getEventBus().emit('auth:login-requested', { reason: 'unauthorized', ...(redirect ? { redirect } : {}) });
      },
    },
  });
}
