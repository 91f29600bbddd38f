import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { chatWithResponseSchema } from '@tajriba/contracts/account';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from './keys';

export const getChatWith = (api: ApiClient, otherId: number, signal?: AbortSignal) =>
  api.get(`/api/Messages/CurrentUserChatWith/${otherId}`, chatWithResponseSchema, { signal }).then((r) => r.data);

/** "Message the host": who the first message goes to, and their chat when there already is one. */
export const chatWithQueryOptions = (api: ApiClient, userId: number, otherId: number) =>
  queryOptions({ queryKey: messagingKeys.chatWith(userId, otherId), queryFn: ({ signal }) => getChatWith(api, otherId, signal), staleTime: 0 });

export function useChatWith(otherId: number | null) {
  const { api, userId } = useApiContext();
  return useQuery({ ...chatWithQueryOptions(api, userId, otherId ?? 0), enabled: userId > 0 && otherId !== null });
}
