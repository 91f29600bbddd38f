import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const hostInfoResponseSchema = discoverySchema((m) => m.hostInfoResponseSchema);

export const getHostInfo = (api: ApiClient, id: number, signal?: AbortSignal) => api.get(`/api/Home/HostInfo/${id}`, hostInfoResponseSchema, { signal }).then((r) => r.data);

export const hostInfoQueryOptions = (api: ApiClient, locale: string, id: number) =>
  queryOptions({ queryKey: ['discovery', 'host-info', locale, id], queryFn: ({ signal }) => getHostInfo(api, id, signal), staleTime: 5 * 60_000 });

export function useHostInfo(id: number) {
  const { api, locale } = useApiContext();
  return useQuery({ ...hostInfoQueryOptions(api, locale, id), enabled: id > 0 });
}
