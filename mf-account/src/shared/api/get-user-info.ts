import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { accountSchema } from './schemas';
import { useApiContext } from './use-api-context';

const userInfoResponse = accountSchema((p, a) => p.envelope(a.userInfoSchema));

export const getUserInfo = (api: ApiClient, signal?: AbortSignal) => api.get('/api/Manage/Info', userInfoResponse, { signal }).then((r) => r.data);

/** Every page of this area reads the account from here; updates answer the new UserInfo and put it here. */
export const userInfoKey = (userId: number) => ['account', 'info', userId] as const;

export const userInfoQueryOptions = (api: ApiClient, userId: number) =>
  queryOptions({ queryKey: userInfoKey(userId), queryFn: ({ signal }) => getUserInfo(api, signal) });

export function useUserInfo() {
  const { api, userId } = useApiContext();
  return useQuery({ ...userInfoQueryOptions(api, userId), enabled: userId > 0 });
}
