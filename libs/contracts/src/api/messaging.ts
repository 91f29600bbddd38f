import * as z from 'zod/mini';
import { Msg } from '../common/messages';
import { withDefault } from '../common/schema-helpers';
import { envelope, pagedEnvelope } from '../common/envelope';
import { storable } from './fields';

/**
 * Chat and notifications (guest spec §3 "Notification", "Chat message", "Chat user"; §7 Messages,
 * Notifications, Real-time hubs). Chats are between two people; only they read or write one.
 */

/** Chat and chat-list pages (spec §9). */
export const CHAT_PAGE_SIZE = 50;
/** Notification dropdown page (spec §9). */
export const NOTIFICATION_PAGE_SIZE = 10;
/** Longest message text (characters). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Attachments per message. */
export const MESSAGE_MAX_FILES = 10;
/** "Active" = seen within this many minutes (spec §4); the UI recomputes every 10 s. */
export const ACTIVE_WITHIN_MINUTES = 5;

/** The hubs' paths on the API and their events (libs/realtime and the API share these names). */
export const HubPaths = { notifications: '/hubs/notifications', chat: '/hubs/chat' } as const;
export type HubName = keyof typeof HubPaths;
export const HubEvents = { notification: 'ReceiveNotification', message: 'ReceiveMessage', read: 'ReceiveRead' } as const;
/** Hub methods for catching up after a reconnect (ids greater than the last one seen). */
export const HubMethods = { messagesSince: 'MessagesSince', notificationsSince: 'NotificationsSince' } as const;

const pageQuery = (size: number) =>
  z.object({
    PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1),
    PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(size)), size),
  });
export const chatPageQuerySchema = pageQuery(CHAT_PAGE_SIZE);
/** The chat search box (spec §5 names it; debounced 500 ms like every search box, §9). */
export const CHAT_SEARCH_MAX_LENGTH = 100;
/** CurrentUserChats: a page, optionally narrowed by `Search` (the other person's name or any message text). */
export const chatListQuerySchema = z.extend(chatPageQuerySchema, {
  Search: z.optional(z.string().check(z.trim(), z.maxLength(CHAT_SEARCH_MAX_LENGTH, Msg.max100))),
});
export const notificationPageQuerySchema = z.object({
  PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), NOTIFICATION_PAGE_SIZE),
});

/**
 * The other person of a chat. `email` and `phoneNumber` are the caller's own only: a chat does not
 * hand a guest's or a host's contact details to the other side (null for them).
 */
export const chatUserSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  preferredName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  avatarPath: z.nullable(z.string()),
  lastActiveAt: z.nullable(z.string()),
  role: z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string() }),
  gender: z.nullable(z.enum(['male', 'female'])),
  phoneNumber: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatFileSchema = z.object({
  id: z.string(),
  path: z.string(),
  contentType: z.string(),
  sizeInBytes: z.int(),
  name: z.nullable(z.string()),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  chatId: z.int(),
  messageId: z.int(),
  /** Support tickets are not chats between two users: always null here. */
  ticketId: z.nullable(z.int()),
  content: z.string(),
  /** `/files/<id>` of each attachment (served only to the two people of the chat). */
  filesPaths: z.array(z.string()),
  files: z.array(chatFileSchema),
  fromUser: chatUserSchema,
  toUser: chatUserSchema,
  creationDate: z.string(),
  lastModificationDate: z.string(),
  readAt: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSummarySchema = z.object({
  chatId: z.int(),
  otherUser: chatUserSchema,
  lastMessage: z.nullable(
    z.object({ messageId: z.int(), content: z.string(), filesCount: z.int(), fromUserId: z.int(), creationDate: z.string(), readAt: z.nullable(z.string()) }),
  ),
  /** Messages to the caller not read yet. */
  unreadCount: z.int(),
  /** When the other person last read a message of the caller. */
  otherReadAt: z.nullable(z.string()),
  creationDate: z.string(),
  /** Only with `Search`: the newest message whose text matches, or null when the name matched. */
  match: z.optional(z.nullable(z.object({ messageId: z.int(), content: z.string(), fromUserId: z.int(), creationDate: z.string() }))),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatsResponseSchema = pagedEnvelope(chatSummarySchema);
export const chatMessagesResponseSchema = pagedEnvelope(chatMessageSchema);
export const unreadChatsCountResponseSchema = envelope(z.int());

/** POST CurrentUserReply/{chatId} and CurrentUserNewMessage/{userId}. */
export const sendMessageBodySchema = z.object({
  content: z.string().check(storable(), z.trim(), z.minLength(1, Msg.required), z.maxLength(MESSAGE_MAX_LENGTH, Msg.max2000)),
  filesIds: withDefault(z.nullable(z.array(z.string().check(z.uuid(Msg.invalidUuid))).check(z.maxLength(MESSAGE_MAX_FILES, Msg.invalidValue))), null),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
/** Reply → data: the new message id. */
export const replyResponseSchema = envelope(z.int());
/** NewMessage → data: the chat (new or existing) and the new message id. */
export const newMessageResponseSchema = envelope(z.object({ chatId: z.int(), messageId: z.int() }));
export const markChatReadResponseSchema = envelope(z.object({ chatId: z.int(), readDate: z.nullable(z.string()) }));

/** GET CurrentUserChatWith/{userId}: who a first message would go to, and the chat if one exists. */
export const chatWithResponseSchema = envelope(z.object({ chatId: z.nullable(z.int()), otherUser: chatUserSchema }));

export const activeStatusResponseSchema = envelope(z.object({ userId: z.int(), isActive: z.boolean(), lastActiveAt: z.nullable(z.string()) }));

/** `ReceiveRead` payload: the other person read the chat up to now. */
export const chatReadEventSchema = z.object({ chatId: z.int(), readDate: z.string() });
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

// The target ids live beside where a target leads (notificationHref), in a zod-free entry of their own.
export { NotificationTargetId } from './notification-targets';
export const notificationTargetNameSchema = z.enum(['identityVerification', 'workVerification', 'message', 'ticket', 'experience']);

export const notificationKindSchema = z.enum([
  'messageReceived',
  'questionAsked',
  'questionAnswered',
  'bookingPaid',
  'bookingCancelled',
  'bookingChanged',
  'refundRequested',
  'refundApproved',
  'refundRejected',
  'identityStatusChanged',
  'workPapersStatusChanged',
  'experienceReviewed',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.int(),
  kind: notificationKindSchema,
  isRead: z.boolean(),
  isActionable: z.boolean(),
  target: z.nullable(z.object({ id: z.int(), name: notificationTargetNameSchema })),
  /** The text in the request's language (Accept-Language). */
  content: z.string(),
  /** Both languages, so a live notification shows in the page's language whatever the account's. */
  contentByLanguage: z.object({ en: z.string(), ar: z.string() }),
  /** What the notification is about (chatId, experienceId, bookingId…), for links. */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  creationDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.extend(pagedEnvelope(notificationSchema), { unreadCount: z.int() });
