import type { ApiClient } from '@tajriba/api-client';
import { platformSchema } from '../../api/lazy-schemas';

const emptyEnvelopeSchema = platformSchema((m) => m.emptyEnvelopeSchema);

export const removeFavourite = (api: ApiClient, favouriteId: string) =>
  api.delete(`/api/Manage/RemoveFavouriteExperience/${encodeURIComponent(favouriteId)}`, emptyEnvelopeSchema).then(() => null);
