import type { ApiClient } from '@tajriba/api-client';
import { newMessageResponseSchema, replyResponseSchema } from '@tajriba/contracts/account';

/** Where a message goes: an existing chat, or a person (the chat opens with the first message). */
export type SendTarget = { chatId: number } | { toUserId: number };

/** Sends one message; resolves to its chat and the id the server gave it. */
export async function sendMessage(api: ApiClient, target: SendTarget, content: string, filesIds: string[] | null): Promise<{ chatId: number; messageId: number }> {
  const body = { content, filesIds: filesIds && filesIds.length ? filesIds : null };
  if ('chatId' in target) {
    const r = await api.post(`/api/Messages/CurrentUserReply/${target.chatId}`, body, replyResponseSchema);
    return { chatId: target.chatId, messageId: r.data };
  }
  const r = await api.post(`/api/Messages/CurrentUserNewMessage/${target.toUserId}`, body, newMessageResponseSchema);
  return r.data;
}
