import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const ratingsResponseSchema = discoverySchema((m) => m.ratingsResponseSchema);

/** Spec §9: reviews page size 50. */
export const REVIEWS_PAGE_SIZE = 50;

export const getRatings = (api: ApiClient, id: number, page: number, signal?: AbortSignal) =>
  api.get(`/api/Home/ExperienceRatings/${id}`, ratingsResponseSchema, { query: { PageNumber: page, PageSize: REVIEWS_PAGE_SIZE }, signal });

export const ratingsQueryOptions = (api: ApiClient, locale: string, id: number) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'ratings', locale, id],
    queryFn: ({ pageParam, signal }) => getRatings(api, id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
    staleTime: 60_000,
  });

export function useRatings(id: number, enabled = true) {
  const { api, locale } = useApiContext();
  return useInfiniteQuery({ ...ratingsQueryOptions(api, locale, id), enabled });
}
