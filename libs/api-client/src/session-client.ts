import { getEventBus } from '@tajriba/event-bus';
import { prefsStore, sessionStore } from '@tajriba/session';
import { applyTokenResponse, signOutLocally } from '@tajriba/session/shell';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * The site's client wired to the session: bearer token from the session store, language from
 * the preferences, a refreshed token written back, and a failed refresh turned into a local
 * sign-out plus `auth:login-requested` so the shell opens the login flow.
 */
export function createSessionApiClient(opts: Omit<ApiClientOptions, 'auth'> = {}): ApiClient {
  return createApiClient({
    ...opts,
    auth: {
      getAccessToken: () => sessionStore.accessToken,
      getLocale: () => prefsStore.locale,
      // A visitor never refreshes, so the token schema (and zod) load only when a refresh happens.
      onRefreshed: async (data) => {
        const { tokenResponseSchema } = await import('@tajriba/contracts/platform');
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
