import type { ApiClient } from '@tajriba/api-client';
import { platformSchema } from '../../api/lazy-schemas';

const emptyEnvelopeSchema = platformSchema((m) => m.emptyEnvelopeSchema);

/** PUT MoveFavouriteExperience/{favouriteId}: into a named list, or out of every list (null). */
export const moveFavourite = (api: ApiClient, favouriteId: string, favouriteNameId: string | null) =>
  api.put(`/api/Manage/MoveFavouriteExperience/${encodeURIComponent(favouriteId)}`, { favouriteNameId }, emptyEnvelopeSchema).then(() => null);
