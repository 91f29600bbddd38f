import type { ApiClient } from '@tajriba/api-client';
import { emptyEnvelope } from './schemas';

/** PUT /api/Manage/MoveFavouriteExperience/{favouriteId}: into a named list, or out of every list (null). */
export const moveFavourite = (api: ApiClient, favouriteId: string, favouriteNameId: string | null) =>
  api.put(`/api/Manage/MoveFavouriteExperience/${encodeURIComponent(favouriteId)}`, { favouriteNameId }, emptyEnvelope).then(() => null);
