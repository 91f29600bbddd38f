import type { ApiClient } from '@tajriba/api-client';
import { envelope, tokenResponseSchema, type TokenResponseData } from '@tajriba/contracts/platform';

/** `POST /api/Manage/BeHost`: adds the host role and switches to it (fresh token). */
export async function becomeHost(api: ApiClient): Promise<TokenResponseData> {
  return (await api.post('/api/Manage/BeHost', {}, envelope(tokenResponseSchema))).data;
}
