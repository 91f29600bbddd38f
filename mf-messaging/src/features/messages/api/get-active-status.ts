import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { activeStatusResponseSchema } from '@tajriba/contracts/account';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from './keys';

export const getActiveStatus = (api: ApiClient, otherId: number, signal?: AbortSignal) =>
  api.get(`/api/Messages/FromUserActiveStatus/${otherId}`, activeStatusResponseSchema, { signal }).then((r) => r.data);

/** The other person's last activity, asked again every minute (the "online" test itself runs every 10 s). */
export const activeStatusQueryOptions = (api: ApiClient, userId: number, otherId: number) =>
  queryOptions({ queryKey: messagingKeys.status(userId, otherId), queryFn: ({ signal }) => getActiveStatus(api, otherId, signal), refetchInterval: 60_000, retry: false });

export function useActiveStatus(otherId: number | null, enabled: boolean) {
  const { api, userId } = useApiContext();
  return useQuery({ ...activeStatusQueryOptions(api, userId, otherId ?? 0), enabled: enabled && userId > 0 && otherId !== null });
}
