import { bigint, boolean, char, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables of migrations/0001_core.sql (citext columns are typed as text: comparison is the server's job). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id'),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name'),
  sha256: text('sha256').notNull(),
  isPrivate: boolean('is_private').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export interface EmergencyContactJson {
  name: string;
  phoneNumber: string;
  relationship: string | null;
}

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fullName: text('full_name').notNull(),
  /** The name as written in English / Arabic pages (optional; full_name otherwise). */
  fullNameEn: text('full_name_en'),
  fullNameAr: text('full_name_ar'),
  preferredName: text('preferred_name'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  pendingEmail: text('pending_email'),
  pendingPhone: text('pending_phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  isMale: boolean('is_male').notNull().default(true),
  passwordHash: text('password_hash'),
  address: text('address'),
  emergencyContact: jsonb('emergency_contact').$type<EmergencyContactJson | null>(),
  /** migrations/0400: contact numbers besides the sign-in phone (E.164, at most 3). */
  additionalPhones: text('additional_phones').array().notNull().default([]),
  avatarFileId: uuid('avatar_file_id'),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
  currentRoleId: integer('current_role_id').notNull(),
  identityStatusId: integer('identity_status_id'),
  workPapersStatusId: integer('work_papers_status_id'),
  language: text('language').$type<'ar' | 'en-US'>().notNull().default('ar'),
  currency: char('currency', { length: 3 }).notNull().default('SAR'),
  timeZoneId: integer('time_zone_id'),
  notifyAccount: boolean('notify_account').notNull().default(true),
  notifyMessages: boolean('notify_messages').notNull().default(true),
  notifyOffers: boolean('notify_offers').notNull().default(true),
  notifyNewsletter: boolean('notify_newsletter').notNull().default(false),
  about: jsonb('about').$type<Record<string, string | null>>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  /** migrations/0410: a password sign-in also asks for a 6-digit code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  deactivatedAt: ts('deactivated_at'),
  lastActiveAt: ts('last_active_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  persistent: boolean('persistent').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull(),
  replacedAt: ts('replaced_at'),
  revokedAt: ts('revoked_at'),
  /** The one extra use a replaced token gets inside the reuse grace interval. */
  graceUsedAt: ts('grace_used_at'),
});
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export type OtpPurpose = 'signup' | 'login' | 'reset' | 'verify-email' | 'verify-phone' | 'two-factor';
export const otpCodes = pgTable('otp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose').$type<OtpPurpose>().notNull(),
  target: text('target').notNull(),
  userId: integer('user_id'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  confirmedAt: ts('confirmed_at'),
  consumedAt: ts('consumed_at'),
});
export type OtpRow = typeof otpCodes.$inferSelect;

export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
  deliveredAt: ts('delivered_at'),
  error: text('error'),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const referrals = pgTable('referrals', {
  id: uuid('id').primaryKey().defaultRandom(),
  referrerId: integer('referrer_id').notNull(),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  // migrations/0430 (refer-a-friend reward): the friend who signed up from the invitation, and the
  // friend's paid booking that credited it (moved to another paid booking, or cleared, when it is refunded)
  friendId: integer('friend_id'),
  signedUpAt: ts('signed_up_at'),
  rewardedOrderId: bigint('rewarded_order_id', { mode: 'number' }),
  rewardedAt: ts('rewarded_at'),
});
