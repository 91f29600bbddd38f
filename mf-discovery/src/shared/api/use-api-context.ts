import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/**
 * What every request hook needs: the shell's API client, the locale (texts come back in the
 * request's language, so it is part of every query key) and the signed-in user id (cards carry
 * the user's favourite id, so two users must never share a cached list), and whether the session
 * is known yet.
 */
export function useApiContext() {
  const { api } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  // Until the shell has restored the session (refresh cookie), whose lists to ask for is not
  // known: user-specific queries wait for it rather than ask twice (as a visitor, then again).
  return { api, locale, userId: session.user?.id ?? 0, sessionKnown: session.status !== 'unknown' };
}
