import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { favouriteKeys, type FavouriteExperiencesQuery } from './keys';
import { discoverySchema } from './schemas';

const experiencesResponse = /*#__PURE__*/ discoverySchema((m) => m.favouriteExperiencesResponseSchema);

/** GET /api/Manage/FavouriteExperiences: one list's experiences (`FavouriteNameId`), or every saved one; paged. */
export const getFavouriteExperiences = (api: ApiClient, query: FavouriteExperiencesQuery, signal?: AbortSignal) =>
  api.get('/api/Manage/FavouriteExperiences', experiencesResponse, { query: { ...query }, signal });

export const favouriteExperiencesQueryOptions = (api: ApiClient, userId: number, query: FavouriteExperiencesQuery) =>
  queryOptions({ queryKey: favouriteKeys.experiences(userId, query), queryFn: ({ signal }) => getFavouriteExperiences(api, query, signal) });
