import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export interface ChatUserRow {
  id: number;
  fullName: string;
  preferredName: string | null;
  email: string | null;
  phoneNumber: string | null;
  avatarId: string | null;
  lastActiveAt: string | null;
  roleId: number;
  roleNameAr: string;
  roleNameEn: string;
  isMale: boolean | null;
  emailConfirmed: boolean;
  language: 'ar' | 'en-US';
  notifyMessages: boolean;
  notifyAccount: boolean;
  isActive: boolean;
}

export interface ChatRow {
  id: number;
  userA: number;
  userB: number;
  createdAt: string;
}

export interface ChatListRow extends ChatRow {
  otherId: number;
  lastMessageId: number | null;
  lastContent: string | null;
  lastFromUserId: number | null;
  lastCreatedAt: string | null;
  lastReadAt: string | null;
  lastFilesCount: number;
  unreadCount: number;
  otherReadAt: string | null;
  /** With a search: the newest message of the chat whose text matches (null when the name matched). */
  match: { messageId: number; content: string; fromUserId: number; creationDate: string } | null;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MessageRow {
  id: number;
  chatId: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  readAt: string | null;
  files: { id: string; contentType: string; sizeBytes: number; name: string | null }[];
}

const USER_COLUMNS = `u.id, u.full_name AS "fullName", u.preferred_name AS "preferredName", u.email::text AS email, u.phone_number AS "phoneNumber",
  u.avatar_file_id::text AS "avatarId", ${iso('u.last_active_at')} AS "lastActiveAt", r.id AS "roleId", r.name_ar AS "roleNameAr", r.name_en AS "roleNameEn",
  u.is_male AS "isMale", u.email_confirmed AS "emailConfirmed", u.language, u.notify_messages AS "notifyMessages", u.notify_account AS "notifyAccount", u.is_active AS "isActive"`;

const MESSAGE_COLUMNS = `m.id, m.chat_id AS "chatId", m.from_user_id AS "fromUserId", m.to_user_id AS "toUserId", m.content,
  ${iso('m.created_at')} AS "createdAt", ${iso('m.updated_at')} AS "updatedAt", ${iso('m.read_at')} AS "readAt",
  coalesce((SELECT json_agg(json_build_object('id', f.id, 'contentType', f.content_type, 'sizeBytes', f.size_bytes, 'name', f.original_name) ORDER BY mf.position)
    FROM chat_message_files mf JOIN files f ON f.id = mf.file_id WHERE mf.message_id = m.id), '[]'::json) AS files`;

/** Chats, messages, attachments and notifications (migration 0300). */
export const messagingRepository = (sql: SqlClient) => ({
  async users(ids: number[]): Promise<ChatUserRow[]> {
    if (!ids.length) return [];
    return sql.query<ChatUserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.current_role_id WHERE u.id = ANY($1::int[])`, [ids]);
  },
  async chat(id: number): Promise<ChatRow | null> {
    const rows = await sql.query<ChatRow>(`SELECT id, user_a AS "userA", user_b AS "userB", ${iso('created_at')} AS "createdAt" FROM chats WHERE id = $1`, [id]);
    return rows[0] ?? null;
  },
  async chatBetween(x: number, y: number): Promise<ChatRow | null> {
    const rows = await sql.query<ChatRow>(`SELECT id, user_a AS "userA", user_b AS "userB", ${iso('created_at')} AS "createdAt" FROM chats WHERE user_a = $1 AND user_b = $2`, [
      Math.min(x, y),
      Math.max(x, y),
    ]);
    return rows[0] ?? null;
  },
  /** The chat of a pair, created when missing (concurrent first messages meet on the unique pair). */
  async ensureChat(x: number, y: number, at: Date): Promise<number> {
    const rows = await sql.query<{ id: number }>(
      `INSERT INTO chats (user_a, user_b, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_a, user_b) DO UPDATE SET user_a = EXCLUDED.user_a RETURNING id`,
      [Math.min(x, y), Math.max(x, y), at.toISOString()],
    );
    return rows[0].id;
  },
  /**
   * The user's chats, latest activity first. With `search`: only chats whose other person's name
   * (as typed, preferred, or in either interface language) or any message text contains it,
   * each with its newest matching message.
   */
  async chatsOf(userId: number, page: number, size: number, search: string | null = null): Promise<{ rows: ChatListRow[]; total: number }> {
    const pattern = search ? containing(search) : null;
    const other = 'CASE WHEN c.user_a = $1 THEN c.user_b ELSE c.user_a END';
    const matches = `($2::text IS NULL
        OR EXISTS (SELECT 1 FROM users o WHERE o.id = ${other}
                    AND (o.full_name ILIKE $2 OR o.preferred_name ILIKE $2 OR o.full_name_en ILIKE $2 OR o.full_name_ar ILIKE $2))
        OR EXISTS (SELECT 1 FROM chat_messages s WHERE s.chat_id = c.id AND s.content ILIKE $2))`;
    const [rows, count] = await Promise.all([
      sql.query<ChatListRow>(
        `SELECT c.id, c.user_a AS "userA", c.user_b AS "userB", ${iso('c.created_at')} AS "createdAt",
                ${other} AS "otherId",
                m.id AS "lastMessageId", m.content AS "lastContent", m.from_user_id AS "lastFromUserId", ${iso('m.created_at')} AS "lastCreatedAt", ${iso('m.read_at')} AS "lastReadAt",
                (SELECT count(*)::int FROM chat_message_files mf WHERE mf.message_id = m.id) AS "lastFilesCount",
                (SELECT count(*)::int FROM chat_messages u WHERE u.chat_id = c.id AND u.to_user_id = $1 AND u.read_at IS NULL) AS "unreadCount",
                (SELECT ${iso('max(o.read_at)')} FROM chat_messages o WHERE o.chat_id = c.id AND o.from_user_id = $1) AS "otherReadAt",
                (SELECT json_build_object('messageId', s.id, 'content', s.content, 'fromUserId', s.from_user_id, 'creationDate', ${iso('s.created_at')})
                   FROM chat_messages s WHERE $2::text IS NOT NULL AND s.chat_id = c.id AND s.content ILIKE $2 ORDER BY s.id DESC LIMIT 1) AS "match"
           FROM chats c LEFT JOIN chat_messages m ON m.id = c.last_message_id
          WHERE (c.user_a = $1 OR c.user_b = $1) AND ${matches}
          ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT $3 OFFSET $4`,
        [userId, pattern, size, (page - 1) * size],
      ),
      sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM chats c WHERE (c.user_a = $1 OR c.user_b = $1) AND ${matches}`, [userId, pattern]),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
  /** Messages of a chat, newest first (page 1 = the latest 50; later pages go back in history). */
  async messages(chatId: number, page: number, size: number): Promise<{ rows: MessageRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      sql.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.chat_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`, [chatId, size, (page - 1) * size]),
      sql.query<{ total: number }>('SELECT count(*)::int AS total FROM chat_messages WHERE chat_id = $1', [chatId]),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
  async message(id: number): Promise<MessageRow | null> {
    const rows = await sql.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.id = $1`, [id]);
    return rows[0] ?? null;
  },
  /** A user's messages (sent or received) with an id above `afterId`, oldest first: catch-up after a reconnect. */
  async messagesSince(userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
    return sql.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
        WHERE m.id IN (SELECT id FROM chat_messages WHERE to_user_id = $1 AND id > $2
                       UNION ALL SELECT id FROM chat_messages WHERE from_user_id = $1 AND id > $2)
        ORDER BY m.id LIMIT $3`,
      [userId, afterId, limit],
    );
  },
  /**
   * Stores a message with its attachments and moves the chat's last message, in one transaction.
   * Returns the id and whether the recipient had nothing unread in this chat before it.
   */
  async insertMessage(input: { chatId: number; fromUserId: number; toUserId: number; content: string; fileIds: string[]; at: Date }): Promise<{ id: number; firstUnread: boolean }> {
    return sql.transaction(async (tx) => {
      const before = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1 AND to_user_id = $2 AND read_at IS NULL', [input.chatId, input.toUserId]);
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO chat_messages (chat_id, from_user_id, to_user_id, content, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
        [input.chatId, input.fromUserId, input.toUserId, input.content, input.at.toISOString()],
      );
      const id = rows[0].id;
      for (const [position, fileId] of input.fileIds.entries()) {
        await tx.query('INSERT INTO chat_message_files (message_id, file_id, position) VALUES ($1, $2::uuid, $3)', [id, fileId, position]);
      }
      await tx.query('UPDATE chats SET last_message_id = $2, last_message_at = $3 WHERE id = $1', [input.chatId, id, input.at.toISOString()]);
      return { id, firstUnread: (before[0]?.n ?? 0) === 0 };
    });
  },
  /** Files the sender may attach: their own, private ones. Returns the ids that qualify. */
  async attachableFiles(ownerId: number, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await sql.query<{ id: string }>('SELECT id::text AS id FROM files WHERE id = ANY($1::uuid[]) AND owner_id = $2 AND is_private', [ids, ownerId]);
    return rows.map((r) => r.id);
  },
  /** Whether `userId` is one of the two people of a chat carrying this file. */
  async fileSharedWith(fileId: string, userId: number): Promise<boolean> {
    const rows = await sql.query(
      `SELECT 1 FROM chat_message_files mf JOIN chat_messages m ON m.id = mf.message_id
        WHERE mf.file_id = $1::uuid AND (m.from_user_id = $2 OR m.to_user_id = $2) LIMIT 1`,
      [fileId, userId],
    );
    return rows.length > 0;
  },
  /** Marks everything sent to `userId` in the chat as read; the time, or null when nothing was unread. */
  async markRead(chatId: number, userId: number, at: Date): Promise<boolean> {
    const rows = await sql.query('UPDATE chat_messages SET read_at = $3 WHERE chat_id = $1 AND to_user_id = $2 AND read_at IS NULL RETURNING id', [chatId, userId, at.toISOString()]);
    return rows.length > 0;
  },
  async unreadChats(userId: number): Promise<number> {
    const rows = await sql.query<{ n: number }>('SELECT count(DISTINCT chat_id)::int AS n FROM chat_messages WHERE to_user_id = $1 AND read_at IS NULL', [userId]);
    return rows[0]?.n ?? 0;
  },
  async touchActive(userIds: number[], at: Date): Promise<void> {
    if (!userIds.length) return;
    await sql.query('UPDATE users SET last_active_at = $2 WHERE id = ANY($1::int[])', [userIds, at.toISOString()]);
  },
  /** A relation that lets `from` open a chat with `to`: `to` hosts an approved experience, or `to` asked `from` a question. */
  async mayStartChat(from: number, to: number): Promise<boolean> {
    const rows = await sql.query(
      `SELECT 1 WHERE EXISTS (SELECT 1 FROM experiences e WHERE e.host_id = $2 AND e.status_id = 5)
          OR EXISTS (SELECT 1 FROM experience_questions q JOIN experiences e ON e.id = q.experience_id WHERE q.user_id = $2 AND e.host_id = $1)
          OR EXISTS (SELECT 1 FROM orders o WHERE (o.user_id = $2 AND o.host_id = $1) OR (o.user_id = $1 AND o.host_id = $2))`,
      [from, to],
    );
    return rows.length > 0;
  },
});

export interface NotificationRow {
  id: number;
  userId: number;
  kind: string;
  targetId: number | null;
  contentEn: string;
  contentAr: string;
  payload: Record<string, string | number | boolean | null>;
  createdAt: string;
  readAt: string | null;
}

const NOTIFICATION_COLUMNS = `id, user_id AS "userId", kind, target_id AS "targetId", content_en AS "contentEn", content_ar AS "contentAr", payload,
  ${iso('created_at')} AS "createdAt", ${iso('read_at')} AS "readAt"`;

export const notificationsRepository = (sql: SqlClient) => ({
  async insert(n: { userId: number; kind: string; targetId: number | null; contentEn: string; contentAr: string; payload: Record<string, unknown>; at: Date }): Promise<NotificationRow> {
    const rows = await sql.query<NotificationRow>(
      `INSERT INTO notifications (user_id, kind, target_id, content_en, content_ar, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING ${NOTIFICATION_COLUMNS}`,
      [n.userId, n.kind, n.targetId, n.contentEn, n.contentAr, JSON.stringify(n.payload), n.at.toISOString()],
    );
    return rows[0];
  },
  async list(userId: number, page: number, size: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const [rows, count] = await Promise.all([
      sql.query<NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [userId, size, (page - 1) * size]),
      sql.query<{ total: number; unread: number }>('SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications WHERE user_id = $1', [userId]),
    ]);
    return { rows, total: count[0]?.total ?? 0, unread: count[0]?.unread ?? 0 };
  },
  async since(userId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
    return sql.query<NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`, [userId, afterId, limit]);
  },
  async ownerOf(id: number): Promise<number | null> {
    const rows = await sql.query<{ userId: number }>('SELECT user_id AS "userId" FROM notifications WHERE id = $1', [id]);
    return rows[0]?.userId ?? null;
  },
  async markRead(userId: number, id: number, at: Date): Promise<void> {
    await sql.query('UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2', [id, userId, at.toISOString()]);
  },
  async markAllRead(userId: number, at: Date): Promise<number> {
    const rows = await sql.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id', [userId, at.toISOString()]);
    return rows.length;
  },
});
