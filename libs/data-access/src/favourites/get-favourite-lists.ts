import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { favouriteKeys } from './keys';
import { discoverySchema } from './schemas';

const namesResponse = /*#__PURE__*/ discoverySchema((m) => m.favouriteNamesResponseSchema);

/** GET /api/Manage/FavouriteNames: the user's named lists, newest first, with counts and covers. */
export const getFavouriteLists = (api: ApiClient, signal?: AbortSignal) => api.get('/api/Manage/FavouriteNames', namesResponse, { signal }).then((r) => r.data);

export const favouriteListsQueryOptions = (api: ApiClient, userId: number) =>
  queryOptions({ queryKey: favouriteKeys.lists(userId), queryFn: ({ signal }) => getFavouriteLists(api, signal) });
