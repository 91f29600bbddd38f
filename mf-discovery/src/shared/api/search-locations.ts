import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from './use-api-context';
import { discoverySchema } from './lazy-schemas';

const citiesResponseSchema = discoverySchema((m) => m.citiesResponseSchema);
const regionsResponseSchema = discoverySchema((m) => m.regionsResponseSchema);

/** The search bar's location list: cities and regions matching the text (RegionsSearch). */
export const searchLocations = (api: ApiClient, text: string, signal?: AbortSignal) =>
  api.get('/api/Home/RegionsSearch', regionsResponseSchema, { query: { Text: text || undefined, Limit: 8 }, signal }).then((r) => r.data);

export const locationsQueryOptions = (api: ApiClient, locale: string, text: string) =>
  queryOptions({
    queryKey: ['discovery', 'locations', locale, text],
    queryFn: ({ signal }) => searchLocations(api, text, signal),
    staleTime: 10 * 60_000,
  });

export function useLocations(text: string, enabled: boolean) {
  const { api, locale } = useApiContext();
  return useQuery({ ...locationsQueryOptions(api, locale, text), enabled });
}

/** Every city (for the offline basemap's labels). */
export const citiesQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: ['discovery', 'cities', locale],
    queryFn: ({ signal }) => api.get('/api/Home/CitiesSearch', citiesResponseSchema, { query: { Limit: 50 }, signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
