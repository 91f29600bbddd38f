import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { CHAT_PAGE_SIZE, chatsResponseSchema } from '@tajriba/contracts/account';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from './keys';

/** CurrentUserChats narrowed by `Search`: the other person's name or any message text. */
export const searchChats = (api: ApiClient, text: string, page: number, signal?: AbortSignal) =>
  api.get('/api/Messages/CurrentUserChats', chatsResponseSchema, { query: { PageNumber: page, PageSize: CHAT_PAGE_SIZE, Search: text }, signal });

type Page = Awaited<ReturnType<typeof searchChats>>;

/** Search results, 50 a page like the list. Under the chats key: whatever refreshes the list refreshes these. */
export const chatSearchQueryOptions = (api: ApiClient, userId: number, text: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.chatSearch(userId, text),
    queryFn: ({ pageParam, signal }) => searchChats(api, text, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });

/** Off while `text` is blank. The previous results stay on screen while the next ones load (no flicker per keystroke). */
export function useChatSearch(text: string) {
  const { api, userId } = useApiContext();
  return useInfiniteQuery({ ...chatSearchQueryOptions(api, userId, text), enabled: userId > 0 && text.length > 0, placeholderData: keepPreviousData });
}
