import { queryOptions, useQuery } from '@tanstack/react-query';
import { topHostsResponseSchema } from '@tajriba/contracts/discovery';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';

export const TOP_HOSTS = 8;

export const getTopHosts = (api: ApiClient, signal?: AbortSignal) =>
  api.get('/api/Home/TopHosts', topHostsResponseSchema, { query: { Limit: TOP_HOSTS }, signal }).then((r) => r.data);

export const topHostsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({ queryKey: ['discovery', 'top-hosts', locale], queryFn: ({ signal }) => getTopHosts(api, signal), staleTime: 5 * 60_000 });

export function useTopHosts() {
  const { api, locale } = useApiContext();
  return useQuery(topHostsQueryOptions(api, locale));
}
