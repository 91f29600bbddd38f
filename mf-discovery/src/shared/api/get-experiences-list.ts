import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExperiencesListResponse } from '@tajriba/contracts/discovery';
import type { ApiClient, Query } from '@tajriba/api-client';
import { useApiContext } from './use-api-context';
import { discoverySchema } from './lazy-schemas';

const experiencesListResponseSchema = discoverySchema((m) => m.experiencesListResponseSchema);

/** Spec §9: search page size. */
export const SEARCH_PAGE_SIZE = 20;

export const getExperiencesList = (api: ApiClient, query: Query, signal?: AbortSignal) =>
  api.get('/api/Home/ExperiencesList', experiencesListResponseSchema, { query, signal });

const listKey = (locale: string, userId: number, filters: Query, page: number) =>
  ['discovery', 'experiences-list', locale, userId, filters, page] as const;

/**
 * Page `page` of a search. The API pages by an opaque `After` cursor; the previous page's
 * cursor is taken from the cache when we have it (the usual "next" click), and a page opened
 * straight from a shared link falls back to `Page=n`, which the API answers identically.
 */
export const experiencesListQueryOptions = (
  api: ApiClient,
  client: QueryClient,
  ctx: { locale: string; userId: number },
  filters: Query,
  page: number,
  size = SEARCH_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: listKey(ctx.locale, ctx.userId, { ...filters, Size: size }, page),
    queryFn: ({ signal }) => {
      const previous = page > 1 ? client.getQueryData<ExperiencesListResponse>(listKey(ctx.locale, ctx.userId, { ...filters, Size: size }, page - 1)) : undefined;
      const paging = page === 1 ? {} : previous?.after ? { After: previous.after } : { Page: page };
      return getExperiencesList(api, { ...filters, Size: size, ...paging }, signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useExperiencesList(filters: Query, page = 1, size = SEARCH_PAGE_SIZE, enabled = true) {
  const { api, locale, userId, sessionKnown } = useApiContext();
  const client = useQueryClient();
  return useQuery({ ...experiencesListQueryOptions(api, client, { locale, userId }, filters, page, size), enabled: enabled && sessionKnown });
}
