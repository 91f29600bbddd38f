import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';

// The schemas load with the first request (the bell's chunk is already after the first paint,
// but the account contracts are a chunk of their own that the page may not need otherwise).
const listSchema = () => import('@tajriba/contracts/account').then((m) => m.notificationsResponseSchema);
const emptySchema = () => import('@tajriba/contracts/platform').then((m) => m.emptyEnvelopeSchema);

export const notificationsKey = (userId: number, locale: string) => ['shell', 'notifications', userId, locale] as const;

/** The bell's list: the latest 10 (spec §7 PageSize=10) and how many are unread. */
export const notificationsQueryOptions = (api: ApiClient, userId: number, locale: string) =>
  queryOptions({
    queryKey: notificationsKey(userId, locale),
    queryFn: ({ signal }) => api.get('/api/Notifications/CurrentUserList', listSchema, { query: { PageNumber: 1, PageSize: 10 }, signal }),
    staleTime: 60_000,
  });

export const markAllNotificationsRead = (api: ApiClient) => api.post('/api/Notifications/CurrentUserMarkAllRead', null, emptySchema);
export const markNotificationRead = (api: ApiClient, id: number) => api.post(`/api/Notifications/CurrentUserMarkRead/${id}`, null, emptySchema);
