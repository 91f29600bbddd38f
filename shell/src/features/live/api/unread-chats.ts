import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';

const countSchema = () => import('@tajriba/contracts/account').then((m) => m.unreadChatsCountResponseSchema);

export const unreadChatsKey = (userId: number) => ['shell', 'unread-chats', userId] as const;

/** How many chats hold a message to the caller not read yet (the header's messages count). */
export const unreadChatsQueryOptions = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: unreadChatsKey(userId),
    queryFn: ({ signal }) => api.get('/api/Messages/CurrentUserUnreadChatsCount', countSchema, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
