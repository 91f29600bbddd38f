import type { ApiClient } from '@tajriba/api-client';
import { discoverySchema, emptyEnvelope } from './schemas';

const createResponse = /*#__PURE__*/ discoverySchema((m) => m.createFavouriteNameResponseSchema);

/** POST /api/Manage/FavouriteNames { name } → the new list's id. */
export const createFavouriteList = (api: ApiClient, name: string) => api.post('/api/Manage/FavouriteNames', { name }, createResponse).then((r) => r.data);

/** PUT /api/Manage/FavouriteNames/{id} { name }: own lists only. */
export const renameFavouriteList = (api: ApiClient, id: string, name: string) =>
  api.put(`/api/Manage/FavouriteNames/${encodeURIComponent(id)}`, { name }, emptyEnvelope).then(() => null);

/** DELETE /api/Manage/FavouriteNames/{id}: its experiences stay saved, in no list. */
export const deleteFavouriteList = (api: ApiClient, id: string) => api.delete(`/api/Manage/FavouriteNames/${encodeURIComponent(id)}`, emptyEnvelope).then(() => null);
