import { createFavouriteNameResponseSchema } from '@tajriba/contracts/discovery';
import type { ApiClient } from '@tajriba/api-client';

/** POST FavouriteNames { name } → the new list id. */
export const createFavouriteName = (api: ApiClient, name: string) =>
  api.post('/api/Manage/FavouriteNames', { name }, createFavouriteNameResponseSchema).then((r) => r.data);
