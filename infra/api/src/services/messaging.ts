import { ACTIVE_WITHIN_MINUTES, HubEvents, Msg, filePath, type ChatMessage, type ChatSummary, type ChatUser } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { messagingRepository, type ChatRow, type ChatUserRow, type MessageRow } from '../repositories/messaging';
import type { Notify } from './notifications';

export interface MessagingDeps {
  sql: SqlClient;
  clock: Clock;
  /** Live delivery on the chat hub to every connection of these users. */
  push(userIds: number[], target: string, args: unknown[]): Promise<void>;
  notify: Notify;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Chats between two people (guest spec §4 Chat, §5 Chat send). Only the two people of a chat read
 * or write it (anyone else: 404, as if it did not exist). A message is stored before it is pushed
 * live, so a client that missed the push finds it by id (`MessagesSince`) after reconnecting.
 */
export function messagingService(deps: MessagingDeps) {
  const repo = messagingRepository(deps.sql);
  const { clock } = deps;

  const toChatUser = (u: ChatUserRow, viewerId: number): ChatUser => ({
    id: u.id,
    fullName: u.fullName,
    preferredName: u.preferredName,
    // Contact details stay with their owner: the other side of a chat does not get them.
    email: u.id === viewerId ? u.email : null,
    phoneNumber: u.id === viewerId ? u.phoneNumber : null,
    avatarPath: u.avatarId ? filePath(u.avatarId) : null,
    lastActiveAt: u.lastActiveAt,
    role: { id: u.roleId, nameAr: u.roleNameAr, nameEn: u.roleNameEn },
    gender: u.isMale === null ? null : u.isMale ? 'male' : 'female',
    emailConfirmed: u.emailConfirmed,
  });

  const usersById = async (ids: number[]) => new Map((await repo.users([...new Set(ids)])).map((u) => [u.id, u]));

  const toMessage = (m: MessageRow, users: Map<number, ChatUserRow>, viewerId: number): ChatMessage => ({
    chatId: m.chatId,
    messageId: m.id,
    ticketId: null,
    content: m.content,
    filesPaths: m.files.map((f) => filePath(f.id)),
    files: m.files.map((f) => ({ id: f.id, path: filePath(f.id), contentType: f.contentType, sizeInBytes: f.sizeBytes, name: f.name })),
    fromUser: toChatUser(users.get(m.fromUserId)!, viewerId),
    toUser: toChatUser(users.get(m.toUserId)!, viewerId),
    creationDate: m.createdAt,
    lastModificationDate: m.updatedAt,
    readAt: m.readAt,
  });

  /** The chat when `userId` is one of its two people; 404 otherwise. */
  async function participantChat(chatId: number, userId: number): Promise<ChatRow> {
    const chat = await repo.chat(chatId);
    if (!chat || (chat.userA !== userId && chat.userB !== userId)) throw notFound();
    return chat;
  }
  const otherOf = (chat: ChatRow, userId: number) => (chat.userA === userId ? chat.userB : chat.userA);

  async function send(chatId: number, fromUserId: number, toUserId: number, content: string, filesIds: string[] | null): Promise<number> {
    const fileIds = [...new Set(filesIds ?? [])];
    if (fileIds.length) {
      // Only the sender's own private uploads: a public or someone else's file cannot be attached.
      const ok = await repo.attachableFiles(fromUserId, fileIds);
      if (ok.length !== fileIds.length) throw new AppError(Msg.invalidValue, 400, { filesIds: [Msg.invalidValue] });
    }
    const now = clock.now();
    const { id, firstUnread } = await repo.insertMessage({ chatId, fromUserId, toUserId, content, fileIds, at: now });
    await repo.touchActive([fromUserId], now);
    const message = await repo.message(id);
    if (message) {
      const users = await usersById([fromUserId, toUserId]);
      // Each side gets it with their own view of contact details; the sender's other tabs too.
      await Promise.all([
        deps.push([toUserId], HubEvents.message, [toMessage(message, users, toUserId)]),
        deps.push([fromUserId], HubEvents.message, [toMessage(message, users, fromUserId)]),
      ]).catch((err) => deps.log.warn({ err }, 'message push failed'));
      // One notification (and e-mail) per burst: only when the chat had nothing unread for the recipient.
      if (firstUnread) {
        const from = users.get(fromUserId)!;
        await deps.notify(toUserId, 'messageReceived', { chatId, messageId: id, fromName: from.preferredName || from.fullName });
      }
    }
    return id;
  }

  return {
    async chats(userId: number, page: number, size: number, search: string | null = null): Promise<{ items: ChatSummary[]; total: number }> {
      const { rows, total } = await repo.chatsOf(userId, page, size, search);
      const users = await usersById(rows.map((r) => r.otherId));
      const items = rows.map(
        (r): ChatSummary => ({
          chatId: r.id,
          otherUser: toChatUser(users.get(r.otherId)!, userId),
          lastMessage:
            r.lastMessageId === null
              ? null
              : { messageId: r.lastMessageId, content: r.lastContent ?? '', filesCount: r.lastFilesCount, fromUserId: r.lastFromUserId!, creationDate: r.lastCreatedAt!, readAt: r.lastReadAt },
          unreadCount: r.unreadCount,
          otherReadAt: r.otherReadAt,
          creationDate: r.createdAt,
          ...(search ? { match: r.match } : {}),
        }),
      );
      return { items, total };
    },
    unreadChats: (userId: number) => repo.unreadChats(userId),
    async messages(userId: number, chatId: number, page: number, size: number): Promise<{ items: ChatMessage[]; total: number }> {
      const chat = await participantChat(chatId, userId);
      const { rows, total } = await repo.messages(chatId, page, size);
      const users = await usersById([chat.userA, chat.userB]);
      return { items: rows.map((m) => toMessage(m, users, userId)), total };
    },
    async reply(userId: number, chatId: number, content: string, filesIds: string[] | null): Promise<number> {
      const chat = await participantChat(chatId, userId);
      const other = otherOf(chat, userId);
      const [u] = await repo.users([other]);
      if (!u?.isActive) throw notFound();
      return send(chatId, userId, other, content, filesIds);
    },
    /**
     * First message to someone (or another message in the existing chat). A new chat needs a
     * reason: the recipient hosts an approved experience (a guest writing from an experience or a
     * host profile), or asked the sender a question about one of the sender's experiences.
     */
    async newMessage(userId: number, toUserId: number, content: string, filesIds: string[] | null): Promise<{ chatId: number; messageId: number }> {
      if (toUserId === userId) throw notFound();
      const [u] = await repo.users([toUserId]);
      if (!u?.isActive) throw notFound();
      let chat = await repo.chatBetween(userId, toUserId);
      if (!chat) {
        if (!(await repo.mayStartChat(userId, toUserId))) throw notFound();
        chat = await repo.chat(await repo.ensureChat(userId, toUserId, clock.now()));
      }
      const messageId = await send(chat!.id, userId, toUserId, content, filesIds);
      return { chatId: chat!.id, messageId };
    },
    /** Marks the chat read for the caller and tells the other person (`ReceiveRead`). */
    async markRead(userId: number, chatId: number): Promise<{ chatId: number; readDate: string | null }> {
      const chat = await participantChat(chatId, userId);
      const now = clock.now();
      const changed = await repo.markRead(chatId, userId, now);
      await repo.touchActive([userId], now);
      if (!changed) return { chatId, readDate: null };
      const readDate = now.toISOString();
      await deps.push([otherOf(chat, userId)], HubEvents.read, [{ chatId, readDate }]).catch((err) => deps.log.warn({ err }, 'read push failed'));
      return { chatId, readDate };
    },
    /**
     * Before a first message: the person the caller wants to write to (a host from an experience,
     * a host profile or a booking; a guest from a booking or a question) and their chat if there
     * is one. 404 when the caller may not write to them, as for `newMessage`.
     */
    async chatWith(userId: number, otherId: number): Promise<{ chatId: number | null; otherUser: ChatUser }> {
      if (otherId === userId) throw notFound();
      const [u] = await repo.users([otherId]);
      if (!u?.isActive) throw notFound();
      const chat = await repo.chatBetween(userId, otherId);
      if (!chat && !(await repo.mayStartChat(userId, otherId))) throw notFound();
      return { chatId: chat?.id ?? null, otherUser: toChatUser(u, userId) };
    },
    /** Someone the caller shares a chat with: active when seen within 5 minutes. */
    async activeStatus(userId: number, otherId: number): Promise<{ userId: number; isActive: boolean; lastActiveAt: string | null }> {
      if (otherId !== userId && !(await repo.chatBetween(userId, otherId))) throw notFound();
      const [u] = await repo.users([otherId]);
      if (!u) throw notFound();
      const last = u.lastActiveAt ? Date.parse(u.lastActiveAt) : null;
      return { userId: otherId, isActive: last !== null && clock.now().getTime() - last <= ACTIVE_WITHIN_MINUTES * 60_000, lastActiveAt: u.lastActiveAt };
    },
    /** Catch-up after a reconnect: the caller's messages with an id above `afterId` (oldest first, 200 at most). */
    async since(userId: number, afterId: number): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
      const rows = await repo.messagesSince(userId, afterId, 201);
      const users = await usersById(rows.flatMap((m) => [m.fromUserId, m.toUserId]));
      return { messages: rows.slice(0, 200).map((m) => toMessage(m, users, userId)), hasMore: rows.length > 200 };
    },
    fileSharedWith: (fileId: string, userId: number) => repo.fileSharedWith(fileId, userId),
    touchActive: (userIds: number[]) => repo.touchActive(userIds, clock.now()),
  };
}
export type MessagingService = ReturnType<typeof messagingService>;

/** Whether a private file is an attachment of a chat `userId` is in (files are served to both people). */
export const sharedInChat = (sql: SqlClient, fileId: string, userId: number): Promise<boolean> => messagingRepository(sql).fileSharedWith(fileId, userId);
