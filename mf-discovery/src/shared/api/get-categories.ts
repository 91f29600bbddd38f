import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from './use-api-context';
import { discoverySchema } from './lazy-schemas';

const categoriesResponseSchema = discoverySchema((m) => m.categoriesResponseSchema);

export const getCategories = (api: ApiClient, signal?: AbortSignal) =>
  api.get('/api/Home/ExperiencesCategories', categoriesResponseSchema, { signal }).then((r) => r.data);

/** Names are localised by the API (Accept-Language), so the locale is part of the key. */
export const categoriesQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: ['discovery', 'categories', locale],
    queryFn: ({ signal }) => getCategories(api, signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  const { api, locale } = useApiContext();
  return useQuery(categoriesQueryOptions(api, locale));
}
