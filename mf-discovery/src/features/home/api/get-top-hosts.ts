import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const topHostsResponseSchema = discoverySchema((m) => m.topHostsResponseSchema);

export const TOP_HOSTS = 8;

export const getTopHosts = (api: ApiClient, signal?: AbortSignal) =>
  api.get('/api/Home/TopHosts', topHostsResponseSchema, { query: { Limit: TOP_HOSTS }, signal }).then((r) => r.data);

export const topHostsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({ queryKey: ['discovery', 'top-hosts', locale], queryFn: ({ signal }) => getTopHosts(api, signal), staleTime: 5 * 60_000 });

export function useTopHosts() {
  const { api, locale } = useApiContext();
  return useQuery(topHostsQueryOptions(api, locale));
}
