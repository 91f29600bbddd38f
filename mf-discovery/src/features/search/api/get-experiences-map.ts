import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Query } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const experiencesMapResponseSchema = discoverySchema((m) => m.experiencesMapResponseSchema);

export interface MapBounds {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

/** Address-bar form of the searched area: `bounds=swLat,swLng,neLat,neLng`. */
export function parseBounds(raw: string | null): MapBounds | null {
  if (!raw) return null;
  const n = raw.split(',').map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return null;
  const [swLat, swLng, neLat, neLng] = n;
  if (Math.abs(swLat) > 90 || Math.abs(neLat) > 90 || Math.abs(swLng) > 180 || Math.abs(neLng) > 180) return null;
  return { swLat, swLng, neLat, neLng };
}
export const formatBounds = (b: MapBounds) => [b.swLat, b.swLng, b.neLat, b.neLng].map((x) => x.toFixed(4)).join(',');

export const getExperiencesMap = (api: ApiClient, query: Query, signal?: AbortSignal) =>
  api.get('/api/Home/ExperiencesMap', experiencesMapResponseSchema, { query, signal });

export const experiencesMapQueryOptions = (api: ApiClient, locale: string, filters: Query, bounds: MapBounds | null) =>
  queryOptions({
    queryKey: ['discovery', 'experiences-map', locale, filters, bounds],
    queryFn: ({ signal }) =>
      getExperiencesMap(api, { ...filters, ...(bounds ? { SwLat: bounds.swLat, SwLng: bounds.swLng, NeLat: bounds.neLat, NeLng: bounds.neLng } : {}), Limit: 500 }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useExperiencesMap(filters: Query, bounds: MapBounds | null) {
  const { api, locale } = useApiContext();
  return useQuery(experiencesMapQueryOptions(api, locale, filters, bounds));
}
