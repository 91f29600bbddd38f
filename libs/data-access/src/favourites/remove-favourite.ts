import type { ApiClient } from '@tajriba/api-client';
import { emptyEnvelope } from './schemas';

/** DELETE /api/Manage/RemoveFavouriteExperience/{favouriteId}: own favourites only. */
export const removeFavourite = (api: ApiClient, favouriteId: string) =>
  api.delete(`/api/Manage/RemoveFavouriteExperience/${encodeURIComponent(favouriteId)}`, emptyEnvelope).then(() => null);
