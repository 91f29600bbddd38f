import type { ApiClient } from '@tajriba/api-client';
import { markChatReadResponseSchema } from '@tajriba/contracts/account';

/** Marks the chat read for the caller (the other person gets `ReceiveRead`). */
export const markChatRead = (api: ApiClient, chatId: number) => api.post(`/api/Messages/CurrentUserMarkChatRead/${chatId}`, null, markChatReadResponseSchema).then((r) => r.data);
