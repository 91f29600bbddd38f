import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { CHAT_PAGE_SIZE, chatsResponseSchema } from '@tajriba/contracts/account';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from './keys';

export const getChats = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.get('/api/Messages/CurrentUserChats', chatsResponseSchema, { query: { PageNumber: page, PageSize: CHAT_PAGE_SIZE }, signal });

export type ChatsPage = Awaited<ReturnType<typeof getChats>>;

/** The chat list, latest activity first, 50 a page (endless scroll asks for the next). */
export const chatsQueryOptions = (api: ApiClient, userId: number) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.chats(userId),
    queryFn: ({ pageParam, signal }) => getChats(api, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ChatsPage) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });

export function useChats() {
  const { api, userId } = useApiContext();
  return useInfiniteQuery({ ...chatsQueryOptions(api, userId), enabled: userId > 0 });
}
