import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { combinedSchema } from '../../../shared/api/lazy-schemas';

const experienceResponseSchema = combinedSchema((p, d) => p.envelope(d.experienceDetailSchema));

export const getExperience = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get(`/api/Home/Experience/${id}`, experienceResponseSchema, { signal }).then((r) => r.data);

export const experienceQueryOptions = (api: ApiClient, ctx: { locale: string; userId: number }, id: number) =>
  queryOptions({
    queryKey: ['discovery', 'experience', ctx.locale, ctx.userId, id],
    queryFn: ({ signal }) => getExperience(api, id, signal),
    staleTime: 60_000,
  });

export function useExperience(id: number) {
  const { api, locale, userId } = useApiContext();
  return useQuery({ ...experienceQueryOptions(api, { locale, userId }, id), enabled: id > 0 });
}
