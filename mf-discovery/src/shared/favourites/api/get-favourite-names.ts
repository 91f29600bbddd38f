import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../api/use-api-context';
import { discoverySchema } from '../../api/lazy-schemas';

const favouriteNamesResponseSchema = discoverySchema((m) => m.favouriteNamesResponseSchema);

export const getFavouriteNames = (api: ApiClient, signal?: AbortSignal) =>
  api.get('/api/Manage/FavouriteNames', favouriteNamesResponseSchema, { signal }).then((r) => r.data);

export const favouriteNamesKey = (userId: number) => ['discovery', 'favourite-names', userId] as const;

export const favouriteNamesQueryOptions = (api: ApiClient, userId: number) =>
  queryOptions({ queryKey: favouriteNamesKey(userId), queryFn: ({ signal }) => getFavouriteNames(api, signal) });

export function useFavouriteNames(enabled: boolean) {
  const { api, userId } = useApiContext();
  return useQuery({ ...favouriteNamesQueryOptions(api, userId), enabled: enabled && userId > 0 });
}
