import type { ApiClient } from '@tajriba/api-client';
import type { AddFavouriteBody } from '@tajriba/contracts/discovery';
import { discoverySchema } from './schemas';

const addResponse = /*#__PURE__*/ discoverySchema((m) => m.addFavouriteResponseSchema);

/** POST /api/Manage/AddFavouriteExperience → the favourite's id (idempotent: an experience saved already keeps its id). */
export const addFavourite = (api: ApiClient, body: AddFavouriteBody) => api.post('/api/Manage/AddFavouriteExperience', body, addResponse).then((r) => r.data);
