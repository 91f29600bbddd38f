import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { discoverySchema, emptySchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

const namesResponse = discoverySchema((_p, d) => d.favouriteNamesResponseSchema);
const createResponse = discoverySchema((_p, d) => d.createFavouriteNameResponseSchema);

export const getLists = (api: ApiClient, signal?: AbortSignal) => api.get('/api/Manage/FavouriteNames', namesResponse, { signal }).then((r) => r.data);
/** Lists, with their counts and covers; every change here invalidates everything under ['account', 'wishlists', user]. */
export const wishlistsKey = (userId: number) => ['account', 'wishlists', userId] as const;
export const listsQueryOptions = (api: ApiClient, userId: number) => queryOptions({ queryKey: [...wishlistsKey(userId), 'lists'], queryFn: ({ signal }) => getLists(api, signal) });

/** GET /api/Manage/FavouriteNames: the guest's named lists, newest first. */
export function useLists() {
  const { api, userId } = useApiContext();
  return useQuery({ ...listsQueryOptions(api, userId), enabled: userId > 0 });
}

function useListMutation<V>(fn: (api: ApiClient, v: V) => Promise<unknown>) {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(api, v),
    onSuccess: () => client.invalidateQueries({ queryKey: wishlistsKey(userId) }),
  });
}

/** POST /api/Manage/FavouriteNames { name } → the new list's id. */
export const useCreateList = () => useListMutation((api, name: string) => api.post('/api/Manage/FavouriteNames', { name }, createResponse).then((r) => r.data));
/** PUT /api/Manage/FavouriteNames/{id} { name }. */
export const useRenameList = () => useListMutation((api, v: { id: string; name: string }) => api.put(`/api/Manage/FavouriteNames/${v.id}`, { name: v.name }, emptySchema));
/** DELETE /api/Manage/FavouriteNames/{id}: its experiences stay saved, without a list. */
export const useDeleteList = () => useListMutation((api, id: string) => api.delete(`/api/Manage/FavouriteNames/${id}`, emptySchema));
/** PUT /api/Manage/MoveFavouriteExperience/{favouriteId} { favouriteNameId }. */
export const useMoveFavourite = () =>
  useListMutation((api, v: { favouriteId: string; to: string | null }) => api.put(`/api/Manage/MoveFavouriteExperience/${v.favouriteId}`, { favouriteNameId: v.to }, emptySchema));
/** DELETE /api/Manage/RemoveFavouriteExperience/{favouriteId}. */
export const useRemoveFavourite = () => useListMutation((api, favouriteId: string) => api.delete(`/api/Manage/RemoveFavouriteExperience/${favouriteId}`, emptySchema));
