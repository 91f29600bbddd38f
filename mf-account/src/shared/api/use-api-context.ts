import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/**
 * What every request hook needs: the shell's API client, the locale (texts come back in the
 * request's language, so it is part of the query keys that carry text) and the signed-in user id
 * (two users must never share a cached account).
 */
export function useApiContext() {
  const { api, bus } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { api, bus, locale, userId: session.user?.id ?? 0 };
}
