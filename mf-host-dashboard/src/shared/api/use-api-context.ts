import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/** The shell's API client, the locale (texts come back in it) and the user (never share a cache across users). */
export function useApiContext() {
  const { api } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { api, locale, userId: session.user?.id ?? 0 };
}
