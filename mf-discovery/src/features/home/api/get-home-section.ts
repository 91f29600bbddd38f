import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSection } from '@tajriba/contracts/discovery';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const homePageResponseSchema = discoverySchema((m) => m.homePageResponseSchema);

export const HOME_SECTION_SIZE = 8;

export const getHomeSection = (api: ApiClient, section: HomeSection, cateId: number | undefined, signal?: AbortSignal) =>
  api.get('/api/Home/Page', homePageResponseSchema, { query: { Section: section, CateId: cateId, PageNumber: 1, PageSize: HOME_SECTION_SIZE }, signal });

export const homeSectionQueryOptions = (api: ApiClient, ctx: { locale: string; userId: number }, section: HomeSection, cateId?: number) =>
  queryOptions({
    queryKey: ['discovery', 'home-section', ctx.locale, ctx.userId, section, cateId ?? null],
    queryFn: ({ signal }) => getHomeSection(api, section, cateId, signal),
    staleTime: 60_000,
  });

export function useHomeSection(section: HomeSection, cateId?: number) {
  const { api, locale, userId, sessionKnown } = useApiContext();
  // One request per section per load: not once as a visitor and again once the session is back.
  return useQuery({ ...homeSectionQueryOptions(api, { locale, userId }, section, cateId), enabled: sessionKnown });
}
