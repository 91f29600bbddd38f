import type { AddFavouriteBody } from '@tajriba/contracts/discovery';
import type { ApiClient } from '@tajriba/api-client';
import { discoverySchema } from '../../api/lazy-schemas';

const addFavouriteResponseSchema = discoverySchema((m) => m.addFavouriteResponseSchema);

/** POST AddFavouriteExperience → the new favourite id, as a string (spec §4). */
export const addFavourite = (api: ApiClient, body: AddFavouriteBody) =>
  api.post('/api/Manage/AddFavouriteExperience', body, addFavouriteResponseSchema).then((r) => r.data);
