import type { ApiClient } from '@tajriba/api-client';
import { unreadChatsCountResponseSchema } from '@tajriba/contracts/account';

/** How many chats hold a message to the caller not read yet (the header's count). */
export const getUnreadChatsCount = (api: ApiClient) => api.get('/api/Messages/CurrentUserUnreadChatsCount', unreadChatsCountResponseSchema).then((r) => r.data);
