import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const hostReviewsResponseSchema = discoverySchema((m) => m.hostReviewsResponseSchema);

export const HOST_REVIEWS_PAGE_SIZE = 10;

export const getHostReviews = (api: ApiClient, id: number, page: number, signal?: AbortSignal) =>
  api.get(`/api/Home/HostReviews/${id}`, hostReviewsResponseSchema, { query: { PageNumber: page, PageSize: HOST_REVIEWS_PAGE_SIZE }, signal });

export const hostReviewsQueryOptions = (api: ApiClient, locale: string, id: number) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'host-reviews', locale, id],
    queryFn: ({ pageParam, signal }) => getHostReviews(api, id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });

export function useHostReviews(id: number) {
  const { api, locale } = useApiContext();
  return useInfiniteQuery({ ...hostReviewsQueryOptions(api, locale, id), enabled: id > 0 });
}
