import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tajriba/contracts/account';
import { messagingKeys } from '../api/keys';
import type { ChatsPage } from '../api/get-chats';
import type { MessagesPage } from '../api/get-messages';

/**
 * Live events (`ReceiveMessage`, `ReceiveRead`) written into react-query's pages, so the list and
 * the conversation follow without a refetch. Server data stays in react-query only.
 */

/** Adds a message to its chat's newest page, once (an id already there is not added again). */
export function addMessage(qc: QueryClient, userId: number, m: ChatMessage): void {
  qc.setQueryData<InfiniteData<MessagesPage, number>>(messagingKeys.messages(userId, m.chatId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.data.some((x) => x.messageId === m.messageId))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, data: [m, ...first.data] }, ...rest] };
  });
}

/** The other person read the chat: the caller's unread messages there get `readAt`. */
export function markSeenByOther(qc: QueryClient, userId: number, chatId: number, readDate: string): void {
  qc.setQueryData<InfiniteData<MessagesPage, number>>(messagingKeys.messages(userId, chatId), (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map((m) => (m.fromUser.id === userId && !m.readAt ? { ...m, readAt: readDate } : m)) })) }
      : data,
  );
  updateChats(qc, userId, (chats) => chats.map((c) => (c.chatId === chatId ? { ...c, otherReadAt: readDate, lastMessage: c.lastMessage && c.lastMessage.fromUserId === userId && !c.lastMessage.readAt ? { ...c.lastMessage, readAt: readDate } : c.lastMessage } : c)));
}

/** The caller read the chat: its unread count is 0 and messages to the caller are read. */
export function markReadByMe(qc: QueryClient, userId: number, chatId: number, readDate: string): void {
  updateChats(qc, userId, (chats) => chats.map((c) => (c.chatId === chatId ? { ...c, unreadCount: 0 } : c)));
  qc.setQueryData<InfiniteData<MessagesPage, number>>(messagingKeys.messages(userId, chatId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map((m) => (m.toUser.id === userId && !m.readAt ? { ...m, readAt: readDate } : m)) })) } : data,
  );
}

/**
 * A new message moves its chat to the top with its last message; the unread count grows when it
 * is to the caller and the chat is not open. Returns false when the chat is not in the loaded list
 * (a new chat): the caller refetches the list.
 */
export function bumpChat(qc: QueryClient, userId: number, m: ChatMessage, isOpen: boolean): boolean {
  let found = false;
  updateChats(qc, userId, (chats) => {
    const i = chats.findIndex((c) => c.chatId === m.chatId);
    if (i < 0) return chats;
    found = true;
    const c = chats[i];
    if (c.lastMessage && c.lastMessage.messageId >= m.messageId) return chats;
    const toMe = m.toUser.id === userId;
    const updated = {
      ...c,
      otherUser: toMe ? { ...c.otherUser, lastActiveAt: m.creationDate } : c.otherUser,
      lastMessage: { messageId: m.messageId, content: m.content, filesCount: m.files.length, fromUserId: m.fromUser.id, creationDate: m.creationDate, readAt: m.readAt },
      unreadCount: toMe && !isOpen ? c.unreadCount + 1 : c.unreadCount,
    };
    return [updated, ...chats.slice(0, i), ...chats.slice(i + 1)];
  });
  return found;
}

/** Rewrites the loaded chat list as one array, then puts it back into its pages of the same sizes. */
function updateChats(qc: QueryClient, userId: number, fn: (chats: ChatsPage['data']) => ChatsPage['data']): void {
  qc.setQueryData<InfiniteData<ChatsPage, number>>(messagingKeys.chats(userId), (data) => {
    if (!data) return data;
    const all = fn(data.pages.flatMap((p) => p.data));
    let at = 0;
    const pages = data.pages.map((p) => {
      const slice = all.slice(at, at + p.data.length);
      at += p.data.length;
      return { ...p, data: slice };
    });
    return { ...data, pages };
  });
}
