import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Notification } from '@tajriba/contracts/account';
import { accountSchema, emptySchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

/** The bell and this page read the same list, 10 a page (spec §7 PageSize=10). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
const listResponse = accountSchema((_p, a) => a.notificationsResponseSchema);

const pageKey = (userId: number) => ['account', 'notifications', userId] as const;
/**
 * The shell's bell keeps its own copy of the latest 10 (`['shell', 'notifications', userId, locale]`,
 * shell/src/features/live/api/notifications.ts) in the QueryClient every remote shares: after a
 * change here it is asked again, so its red dot follows this page.
 */
const bellKey = (userId: number) => ['shell', 'notifications', userId] as const;

interface Page {
  data: Notification[];
  pageNumber: number;
  totalPages: number;
  unreadCount: number;
}

/** GET /api/Notifications/CurrentUserList: newest first, with the unread count. */
export function useNotifications(page: number) {
  const { api, userId, locale } = useApiContext();
  return useQuery({
    queryKey: [...pageKey(userId), page, locale],
    queryFn: ({ signal }) => api.get('/api/Notifications/CurrentUserList', listResponse, { query: { PageNumber: page, PageSize: NOTIFICATIONS_PAGE_SIZE }, signal }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Mark one (`id`) or all (`null`) read. The list changes at once; a failure is not shown (spec §8:
 * mark-as-read failures are ignored) — the list is simply read again, which puts the truth back.
 */
export function useMarkRead() {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? api.post('/api/Notifications/CurrentUserMarkAllRead', null, emptySchema) : api.post(`/api/Notifications/CurrentUserMarkRead/${id}`, null, emptySchema),
    onMutate: (id) => {
      for (const [key, value] of client.getQueriesData<Page>({ queryKey: pageKey(userId) })) {
        if (!value) continue;
        const hit = value.data.filter((n) => !n.isRead && (id === null || n.id === id)).length;
        client.setQueryData<Page>(key as QueryKey, {
          ...value,
          data: value.data.map((n) => (id === null || n.id === id ? { ...n, isRead: true } : n)),
          unreadCount: id === null ? 0 : Math.max(0, value.unreadCount - hit),
        });
      }
    },
    onError: () => client.invalidateQueries({ queryKey: pageKey(userId) }),
    onSettled: () => client.invalidateQueries({ queryKey: bellKey(userId) }),
  });
}

/** A new notification arrived (the shell's `notification:received`, from the live hub): read the list again. */
export function useRefreshOnNotification() {
  const { bus, userId } = useApiContext();
  const client = useQueryClient();
  useEffect(() => bus.on('notification:received', () => void client.invalidateQueries({ queryKey: pageKey(userId) })), [bus, client, userId]);
}
