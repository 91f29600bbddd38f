import type { ApiClient } from '@tajriba/api-client';
import { discoverySchema } from '../../api/lazy-schemas';

const createFavouriteNameResponseSchema = discoverySchema((m) => m.createFavouriteNameResponseSchema);

/** POST FavouriteNames { name } → the new list id. */
export const createFavouriteName = (api: ApiClient, name: string) =>
  api.post('/api/Manage/FavouriteNames', { name }, createFavouriteNameResponseSchema).then((r) => r.data);
