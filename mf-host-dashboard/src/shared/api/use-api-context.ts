import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/** The shell's API client, the locale (texts come back in it) and the user (never share a cache across users). */
export function useApiContext() {
  const { api } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { api, locale, userId: session.user?.id ?? 0 };
}

/**
 * The wizard (another remote: its page, or its edit parcel over my-experiences) saved or
 * submitted an experience (`host-wizard:experience-saved` on the page's bus): every host query of
 * this user is read again, so listings, statuses and the dashboard's counts follow at once.
 */
export function useRefreshOnExperienceSaved() {
  const { bus } = useRemote();
  const { userId } = useApiContext();
  const client = useQueryClient();
  useEffect(() => bus.on('host-wizard:experience-saved', () => void client.invalidateQueries({ queryKey: ['host', userId] })), [bus, client, userId]);
}
