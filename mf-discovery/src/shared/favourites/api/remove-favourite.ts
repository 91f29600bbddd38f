import { emptyEnvelopeSchema } from '@tajriba/contracts/platform';
import type { ApiClient } from '@tajriba/api-client';

export const removeFavourite = (api: ApiClient, favouriteId: string) =>
  api.delete(`/api/Manage/RemoveFavouriteExperience/${encodeURIComponent(favouriteId)}`, emptyEnvelopeSchema).then(() => null);
