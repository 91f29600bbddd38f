import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { CHAT_PAGE_SIZE, chatMessagesResponseSchema } from '@tajriba/contracts/account';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from './keys';

export const getMessages = (api: ApiClient, chatId: number, page: number, signal?: AbortSignal) =>
  api.get(`/api/Messages/CurrentUser/${chatId}`, chatMessagesResponseSchema, { query: { PageNumber: page, PageSize: CHAT_PAGE_SIZE }, signal });

export type MessagesPage = Awaited<ReturnType<typeof getMessages>>;

/** A chat's messages: page 1 is the newest 50; later pages go back in history. */
export const messagesQueryOptions = (api: ApiClient, userId: number, chatId: number) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(userId, chatId),
    queryFn: ({ pageParam, signal }) => getMessages(api, chatId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MessagesPage) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });

export function useMessages(chatId: number | null) {
  const { api, userId } = useApiContext();
  return useInfiniteQuery({ ...messagesQueryOptions(api, userId, chatId ?? 0), enabled: userId > 0 && chatId !== null });
}
