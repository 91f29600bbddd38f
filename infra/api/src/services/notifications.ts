import { NotificationTargetId, type Notification, type NotificationKind } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import type { Lang } from '../lib/i18n';
import { messagingRepository, notificationsRepository, type NotificationRow } from '../repositories/messaging';

/** What each kind of notification needs to be written (ids for links, names for the text). */
export interface NotificationPayloads {
  messageReceived: { chatId: number; messageId: number; fromName: string };
  questionAsked: { experienceId: number; experienceName: string; experienceNameAr?: string; questionId: number };
  questionAnswered: { experienceId: number; experienceName: string; experienceNameAr?: string; questionId: number };
  bookingPaid: { bookingId: number; experienceName: string; experienceNameAr?: string; as: 'guest' | 'host' };
  bookingCancelled: { bookingId: number; experienceName: string; experienceNameAr?: string; as: 'guest' | 'host' };
  /** The guest changed the day, time or guests of a paid booking (Orders/Edit). */
  bookingChanged: { bookingId: number; experienceName: string; experienceNameAr?: string; as: 'guest' | 'host' };
  refundRequested: { bookingId: number; experienceName: string; experienceNameAr?: string; as: 'guest' | 'host' };
  /** Guest: their refund is on its way (the host approved it, or the policy gave it on cancelling); host: a guest of theirs was refunded. */
  refundApproved: { bookingId: number; experienceName: string; experienceNameAr?: string; as?: 'guest' | 'host' };
  refundRejected: { bookingId: number; experienceName: string; experienceNameAr?: string };
  identityStatusChanged: { status: 'approved' | 'rejected' };
  workPapersStatusChanged: { status: 'approved' | 'rejected' };
  experienceReviewed: { experienceId: number; experienceName: string; decision: 'approve' | 'reject' | 'sendBack'; note: string };
}

type Texts<K extends NotificationKind> = (p: NotificationPayloads[K]) => { en: string; ar: string };

/**
 * Someone's own words inside our sentence (a moderator's note): each line isolated (U+2068 … U+2069),
 * so an Arabic note in the English sentence, or an English one in the Arabic, keeps its own
 * direction and does not reorder the words around it (the bell and the e-mail alike).
 */
export const written = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => `\u2068${line}\u2069`)
    .join('\n');

/**
 * The text of each kind in both languages, its target (where it leads), and which setting e-mails
 * it (`always`: decisions a person must hear about, e.g. verification; the notifications policy
 * lists them as messages that cannot be switched off).
 */
const KINDS: { [K in NotificationKind]: { text: Texts<K>; target: keyof typeof NotificationTargetId | null; setting: 'messages' | 'account' | 'always' } } = {
  messageReceived: {
    text: (p) => ({ en: `New message from ${p.fromName}`, ar: `رسالة جديدة من ${p.fromName}` }),
    target: 'message',
    setting: 'messages',
  },
  questionAsked: {
    text: (p) => ({ en: `A guest asked a question about “${p.experienceName}”.`, ar: `طرح ضيف سؤالًا عن «${p.experienceNameAr ?? p.experienceName}».` }),
    target: null,
    setting: 'messages',
  },
  questionAnswered: {
    text: (p) => ({ en: `The host answered your question about “${p.experienceName}”.`, ar: `أجاب المضيف عن سؤالك حول «${p.experienceNameAr ?? p.experienceName}».` }),
    target: null,
    setting: 'messages',
  },
  bookingPaid: {
    text: (p) =>
      p.as === 'guest'
        ? { en: `Your booking for “${p.experienceName}” is confirmed.`, ar: `تم تأكيد حجزك في «${p.experienceNameAr ?? p.experienceName}».` }
        : { en: `New booking for “${p.experienceName}”.`, ar: `حجز جديد في «${p.experienceNameAr ?? p.experienceName}».` },
    target: null,
    setting: 'account',
  },
  bookingCancelled: {
    text: (p) =>
      p.as === 'guest'
        ? { en: `Your booking for “${p.experienceName}” was cancelled.`, ar: `أُلغي حجزك في «${p.experienceNameAr ?? p.experienceName}».` }
        : { en: `A booking for “${p.experienceName}” was cancelled.`, ar: `أُلغي حجز في «${p.experienceNameAr ?? p.experienceName}».` },
    target: null,
    setting: 'account',
  },
  bookingChanged: {
    text: (p) =>
      p.as === 'guest'
        ? { en: `Your booking for “${p.experienceName}” was changed.`, ar: `تم تعديل حجزك في «${p.experienceNameAr ?? p.experienceName}».` }
        : { en: `A guest changed their booking for “${p.experienceName}”.`, ar: `عدّل ضيف حجزه في «${p.experienceNameAr ?? p.experienceName}».` },
    target: null,
    setting: 'account',
  },
  refundRequested: {
    text: (p) =>
      p.as === 'guest'
        ? { en: `We received your refund request for “${p.experienceName}”.`, ar: `استلمنا طلب استرداد المبلغ لحجزك في «${p.experienceNameAr ?? p.experienceName}».` }
        : { en: `A guest asked for a refund for “${p.experienceName}”.`, ar: `طلب ضيف استرداد المبلغ لحجز في «${p.experienceNameAr ?? p.experienceName}».` },
    target: null,
    setting: 'account',
  },
  refundApproved: {
    text: (p) =>
      p.as === 'host'
        ? { en: `A guest was refunded for “${p.experienceName}”.`, ar: `أُعيد المبلغ لضيف في «${p.experienceNameAr ?? p.experienceName}».` }
        : { en: `Your refund for “${p.experienceName}” was approved.`, ar: `تمت الموافقة على استرداد المبلغ لحجزك في «${p.experienceNameAr ?? p.experienceName}».` },
    target: null,
    setting: 'account',
  },
  refundRejected: {
    text: (p) => ({ en: `Your refund request for “${p.experienceName}” was declined.`, ar: `رُفض طلب استرداد المبلغ لحجزك في «${p.experienceNameAr ?? p.experienceName}».` }),
    target: null,
    setting: 'account',
  },
  identityStatusChanged: {
    text: (p) =>
      p.status === 'approved'
        ? { en: 'Your identity is verified.', ar: 'تم التحقق من هويتك.' }
        : { en: 'Your identity verification was not approved. Please check your documents.', ar: 'لم يُعتمد التحقق من هويتك. يُرجى مراجعة مستنداتك.' },
    target: 'identityVerification',
    setting: 'always',
  },
  workPapersStatusChanged: {
    text: (p) =>
      p.status === 'approved'
        ? { en: 'Your work papers are approved.', ar: 'تم اعتماد أوراق عملك.' }
        : { en: 'Your work papers were not approved. Please check them.', ar: 'لم تُعتمد أوراق عملك. يُرجى مراجعتها.' },
    target: 'workVerification',
    setting: 'always',
  },
  // moderation decisions on a host's submission (issue 16); the note is the moderator's
  experienceReviewed: {
    text: (p) =>
      p.decision === 'approve'
        ? { en: `“${p.experienceName}” is approved and now listed.`, ar: `تمت الموافقة على «${p.experienceName}» وأصبحت معروضة.` }
        : p.decision === 'sendBack'
          ? { en: `“${p.experienceName}” needs changes: ${written(p.note)}`, ar: `تحتاج «${p.experienceName}» إلى تعديلات: ${written(p.note)}` }
          : { en: `“${p.experienceName}” was not approved: ${written(p.note)}`, ar: `لم تتم الموافقة على «${p.experienceName}»: ${written(p.note)}` },
    // Issue 16: decisions notify the host live and by e-mail always (a host must hear that a listing
    // is live or needs changes, whatever their account setting); they lead to the listing.
    target: 'experience',
    setting: 'always',
  },
};

const TARGET_NAMES = Object.fromEntries(Object.entries(NotificationTargetId).map(([k, v]) => [v, k])) as Record<number, Notification['target'] extends infer T ? (T extends { name: infer N } ? N : never) : never>;

/** Where a notification leads on the web site (e-mail links). */
const sitePath = (kind: NotificationKind, payload: Record<string, unknown>): string => {
  const target = KINDS[kind].target;
  if (target === 'message') return `/messages?chat=${payload.chatId}`;
  // mf-verification's status page: both statuses, the reviewer's feedback and the resubmit actions.
  if (target === 'identityVerification' || target === 'workVerification') return '/verification';
  if (target === 'ticket') return '/policies/help-center';
  if (target === 'experience') return `/my-experiences/details/${payload.experienceId}`;
  return '/profile/notifications';
};

export const toNotificationDto = (r: NotificationRow, lang: Lang): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  isRead: r.readAt !== null,
  isActionable: r.targetId !== null,
  target: r.targetId !== null && TARGET_NAMES[r.targetId] ? { id: r.targetId, name: TARGET_NAMES[r.targetId] } : null,
  content: lang === 'ar' ? r.contentAr : r.contentEn,
  contentByLanguage: { en: r.contentEn, ar: r.contentAr },
  payload: r.payload,
  creationDate: r.createdAt,
});

export interface NotifyDeps {
  sql: SqlClient;
  clock: Clock;
  /** Live delivery (the notification hub). */
  push(userId: number, notification: Notification): Promise<void>;
  /** E-mail through the outbox. */
  mail(msg: { to: string; subject: string; body: string; meta: Record<string, unknown> }): Promise<void>;
  siteUrl: string;
  log: { warn(obj: object, msg: string): void };
}

export type Notify = <K extends NotificationKind>(userId: number, kind: K, payload: NotificationPayloads[K]) => Promise<Notification | null>;

/**
 * Notifications created by what happens in the product. `notify(userId, kind, payload)` stores
 * the notification (the source of truth: the bell reads it after a reconnect), pushes it live to
 * every connection of the user, and e-mails it through the outbox when the user's setting allows
 * (`guestHostMessages` for messages and questions, `accountNotification` for the rest). A failed
 * push or e-mail is logged, never thrown: the stored notification is what counts.
 */
export function notificationsService(deps: NotifyDeps) {
  const repo = notificationsRepository(deps.sql);
  const users = messagingRepository(deps.sql);

  const notify: Notify = async (userId, kind, payload) => {
    const def = KINDS[kind] as (typeof KINDS)[NotificationKind];
    const text = (def.text as Texts<typeof kind>)(payload);
    const [user] = await users.users([userId]);
    if (!user || !user.isActive) return null;
    const row = await repo.insert({
      userId,
      kind,
      targetId: def.target ? NotificationTargetId[def.target] : null,
      contentEn: text.en,
      contentAr: text.ar,
      payload: payload as Record<string, unknown>,
      at: deps.clock.now(),
    });
    const dto = toNotificationDto(row, user.language);
    await deps.push(userId, dto).catch((err) => deps.log.warn({ err, kind }, 'notification push failed'));
    const wants = def.setting === 'always' || (def.setting === 'messages' ? user.notifyMessages : user.notifyAccount);
    if (wants && user.email) {
      const ar = user.language === 'ar';
      const link = `${deps.siteUrl}${sitePath(kind, payload as Record<string, unknown>)}`;
      const content = ar ? text.ar : text.en;
      const footer = ar ? `افتح تجربة: ${link}\n\nيمكنك تغيير إعدادات الإشعارات من حسابك.` : `Open Tajriba: ${link}\n\nYou can change your notification settings in your account.`;
      await deps
        // The subject is one line: a note's lines are joined there (the body keeps them).
        .mail({ to: user.email, subject: content.replace(/\s*\n\s*/g, ' '), body: `${content}\n\n${footer}`, meta: { purpose: 'notification', kind, notificationId: row.id } })
        .catch((err) => deps.log.warn({ err, kind }, 'notification e-mail failed'));
    }
    return dto;
  };

  return {
    notify,
    async list(userId: number, page: number, size: number, lang: Lang) {
      const { rows, total, unread } = await repo.list(userId, page, size);
      return { items: rows.map((r) => toNotificationDto(r, lang)), total, unread };
    },
    async since(userId: number, afterId: number, lang: Lang) {
      return (await repo.since(userId, afterId, 200)).map((r) => toNotificationDto(r, lang));
    },
    markRead: (userId: number, id: number) => repo.markRead(userId, id, deps.clock.now()),
    markAllRead: (userId: number) => repo.markAllRead(userId, deps.clock.now()),
  };
}

/** A notification belongs to the user it was written for. */
export const notificationResource: OwnedResource = {
  name: 'notification',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => notificationsRepository(fastify.sql).ownerOf(Number(id)),
};
