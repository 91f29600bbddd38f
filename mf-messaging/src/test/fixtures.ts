/** Chat data shaped by the contracts, for this remote's component tests. */
import type { ChatMessage, ChatSummary, ChatUser } from '@tajriba/contracts/account';
import { RoleId } from '@tajriba/contracts/constants';

export const chatUser = (id: number, fullName: string, host = false, lastActiveAt: string | null = null): ChatUser => ({
  id,
  fullName,
  preferredName: null,
  email: null,
  avatarPath: null,
  lastActiveAt,
  role: host ? { id: RoleId.Host, nameAr: 'مضيف', nameEn: 'Host' } : { id: RoleId.Guest, nameAr: 'ضيف', nameEn: 'Guest' },
  gender: null,
  phoneNumber: null,
  emailConfirmed: true,
});

export const message = (chatId: number, messageId: number, from: ChatUser, to: ChatUser, content: string, at: string, readAt: string | null = null): ChatMessage => ({
  chatId,
  messageId,
  ticketId: null,
  content,
  filesPaths: [],
  files: [],
  fromUser: from,
  toUser: to,
  creationDate: at,
  lastModificationDate: at,
  readAt,
});

export const summary = (chatId: number, other: ChatUser, last: ChatMessage | null, unreadCount = 0): ChatSummary => ({
  chatId,
  otherUser: other,
  lastMessage: last ? { messageId: last.messageId, content: last.content, filesCount: last.files.length, fromUserId: last.fromUser.id, creationDate: last.creationDate, readAt: last.readAt } : null,
  unreadCount,
  otherReadAt: null,
  creationDate: last?.creationDate ?? new Date().toISOString(),
});

export const paged = <T>(data: T[], pageNumber = 1, totalPages = 1) => ({ data, pageNumber, totalPages, totalRecords: data.length, succeeded: true, errors: [], fieldsErrors: {} });
