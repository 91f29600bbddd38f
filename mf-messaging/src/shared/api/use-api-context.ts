import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/** The shell's API client and bus, the locale, and the signed-in user (never share a cache across users). */
export function useApiContext() {
  const { api, bus } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { api, bus, locale, userId: session.user?.id ?? 0 };
}
