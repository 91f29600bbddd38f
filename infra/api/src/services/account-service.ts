import type { FastifyInstance } from 'fastify';
import { ApiMsg, Msg, OTP_RESEND_SECONDS, type About, type EmergencyContact, type UpdateProfile } from '@tajriba/contracts';
import type { UserRow } from '../db/schema/core';
import { AppError, fieldError, unauthorized } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { validPhone } from '../lib/phone';
import { usersRepository, type UserPatch } from '../repositories/users';
import { referralsRepository } from '../repositories/referrals';
import { authService } from './auth-service';
import { filesService } from './files-service';
import { otpService } from './otp-service';
import { twoFactorDestination } from './two-factor';
import { referralMessage } from './templates';
import { currencies } from './reference-data';
import { ABOUT_KEYS } from './user-info';

/** The Manage area: the signed-in user's profile, contacts, password and preferences. */
export function accountService(fastify: FastifyInstance) {
  const users = usersRepository(fastify.db);
  const referrals = referralsRepository(fastify.db);
  const auth = authService(fastify);
  const otp = otpService(fastify);
  const files = filesService(fastify);
  const { clock, outbox, config } = fastify;

  const load = async (id: number): Promise<UserRow> => {
    const u = await users.findById(id);
    if (!u || !u.isActive) throw unauthorized();
    return u;
  };
  const patch = async (id: number, p: UserPatch) => {
    await load(id);
    // a new name replaces its other-script spellings too (they would name someone else)
    const names = p.fullName !== undefined ? { fullNameEn: null, fullNameAr: null } : {};
    return auth.info(await users.update(id, { ...p, ...names }, clock.now()));
  };
  const contactState = (s: { email: string | null; phoneNumber: string | null; resendAfterSeconds: number; expiresInSeconds: number }) => ({
    to: (s.email ?? s.phoneNumber)!,
    resendAfterSeconds: s.resendAfterSeconds,
    expiresInSeconds: s.expiresInSeconds,
  });

  return {
    info: async (id: number) => auth.info(await load(id)),
    patch,

    async about(id: number) {
      const u = await load(id);
      return Object.fromEntries(ABOUT_KEYS.map((k) => [k, u.about[k] ?? null])) as Record<(typeof ABOUT_KEYS)[number], string | null>;
    },
    async changeAbout(id: number, about: About) {
      await patch(id, { about: about as Record<string, string | null> });
      return this.about(id);
    },

    async changeAvatar(id: number, body: Buffer, filename: string | null) {
      await load(id);
      // Avatars are shown small everywhere: a 512 px square WebP keeps pages light.
      const f = await files.store(body, { ownerId: id, originalName: filename, kind: 'image', square: 512 });
      await users.update(id, { avatarFileId: f.id }, clock.now());
      return f.id;
    },

    async changeEmail(id: number, email: string, lang: Lang) {
      const u = await load(id);
      if (u.email?.toLowerCase() === email && u.emailConfirmed) throw new AppError(ApiMsg.alreadyConfirmed, 409, { email: [ApiMsg.alreadyConfirmed] });
      if ((await users.emailOrPhoneTaken(email, null, id)).email) throw new AppError(Msg.emailTaken, 409, { email: [Msg.emailTaken] });
      await users.update(id, { pendingEmail: email }, clock.now());
      return contactState(await otp.send({ purpose: 'verify-email', target: email, channel: 'email', resendSeconds: OTP_RESEND_SECONDS.verify, lang, userId: id }));
    },
    async resendEmailCode(id: number, lang: Lang) {
      const u = await load(id);
      const target = u.pendingEmail ?? (u.emailConfirmed ? null : u.email);
      if (!target) throw new AppError(ApiMsg.alreadyConfirmed, 409);
      return contactState(await otp.send({ purpose: 'verify-email', target, channel: 'email', resendSeconds: OTP_RESEND_SECONDS.verify, lang, userId: id }));
    },
    async verifyEmail(id: number, code: string) {
      const u = await load(id);
      const target = u.pendingEmail ?? (u.emailConfirmed ? null : u.email);
      if (!target) throw new AppError(ApiMsg.alreadyConfirmed, 409);
      await otp.check({ purpose: 'verify-email', target, code, field: 'otp', mode: 'consume' });
      if ((await users.emailOrPhoneTaken(target, null, id)).email) throw new AppError(Msg.emailTaken, 409, { email: [Msg.emailTaken] });
      return patch(id, { email: target, emailConfirmed: true, pendingEmail: null });
    },

    async changePhone(id: number, phoneNumber: string, lang: Lang) {
      const phone = validPhone(phoneNumber, 'phoneNumber');
      const u = await load(id);
      if (u.phoneNumber === phone && u.phoneConfirmed) throw new AppError(ApiMsg.alreadyConfirmed, 409, { phoneNumber: [ApiMsg.alreadyConfirmed] });
      if ((await users.emailOrPhoneTaken(null, phone, id)).phone) throw new AppError(Msg.phoneTaken, 409, { phoneNumber: [Msg.phoneTaken] });
      await users.update(id, { pendingPhone: phone }, clock.now());
      return contactState(await otp.send({ purpose: 'verify-phone', target: phone, channel: 'sms', resendSeconds: OTP_RESEND_SECONDS.verify, lang, userId: id }));
    },
    async resendPhoneCode(id: number, lang: Lang) {
      const u = await load(id);
      const target = u.pendingPhone ?? (u.phoneConfirmed ? null : u.phoneNumber);
      if (!target) throw new AppError(ApiMsg.alreadyConfirmed, 409);
      return contactState(await otp.send({ purpose: 'verify-phone', target, channel: 'sms', resendSeconds: OTP_RESEND_SECONDS.verify, lang, userId: id }));
    },
    async verifyPhone(id: number, code: string) {
      const u = await load(id);
      const target = u.pendingPhone ?? (u.phoneConfirmed ? null : u.phoneNumber);
      if (!target) throw new AppError(ApiMsg.alreadyConfirmed, 409);
      await otp.check({ purpose: 'verify-phone', target, code, field: 'otp', mode: 'consume' });
      if ((await users.emailOrPhoneTaken(null, target, id)).phone) throw new AppError(Msg.phoneTaken, 409, { phoneNumber: [Msg.phoneTaken] });
      return patch(id, { phoneNumber: target, phoneConfirmed: true, pendingPhone: null });
    },

    /** Changes the password and ends every other session (the one asking stays signed in). */
    async changePassword(id: number, current: string, next: string, keepSessionId: string) {
      const u = await load(id);
      if (!(await verifyPassword(u.passwordHash, current))) {
        throw new AppError(ApiMsg.currentPasswordWrong, 400, { currentPassword: [ApiMsg.currentPasswordWrong] });
      }
      await users.update(id, { passwordHash: await hashPassword(next) }, clock.now());
      await auth.tokens.revokeAll(id, keepSessionId);
    },
    async addPassword(id: number, password: string) {
      const u = await load(id);
      if (u.passwordHash) throw new AppError(ApiMsg.passwordAlreadySet, 409);
      await users.update(id, { passwordHash: await hashPassword(password) }, clock.now());
    },

    twoFactor: async (id: number) => auth.twoFactor.state(await load(id)),
    /** On or off, with the current password (mf-account README "Two-factor sign-in"). */
    async setTwoFactor(id: number, enabled: boolean, currentPassword: string) {
      const u = await load(id);
      if (!u.passwordHash) throw new AppError(ApiMsg.twoFactorNeedsPassword, 409);
      if (!(await verifyPassword(u.passwordHash, currentPassword))) {
        throw new AppError(ApiMsg.currentPasswordWrong, 400, { currentPassword: [ApiMsg.currentPasswordWrong] });
      }
      if (enabled && !twoFactorDestination(u)) throw new AppError(ApiMsg.twoFactorNoDestination, 409);
      const updated = u.twoFactorEnabled === enabled ? u : await users.update(id, { twoFactorEnabled: enabled }, clock.now());
      return auth.twoFactor.state(updated);
    },

    updateAddress: (id: number, address: string) => patch(id, { address }),
    /**
     * The person in one step (`/profile/create`, `/profile/edit`). A full name that did not change
     * keeps its other-script spellings (only a new name replaces them).
     */
    async updateProfile(id: number, p: UpdateProfile) {
      const u = await load(id);
      const contact = p.emergencyContact
        ? { name: p.emergencyContact.name, phoneNumber: validPhone(p.emergencyContact.phoneNumber, 'emergencyContact.phoneNumber'), relationship: p.emergencyContact.relationship ?? null }
        : null;
      return patch(id, {
        ...(p.fullName !== u.fullName ? { fullName: p.fullName } : {}),
        preferredName: p.preferredName,
        dateOfBirth: p.dateOfBirth,
        isMale: p.isMale,
        address: p.address,
        emergencyContact: contact,
      });
    },
    async updateEmergencyContact(id: number, c: EmergencyContact) {
      const phoneNumber = validPhone(c.phoneNumber, 'phoneNumber');
      return patch(id, { emergencyContact: { name: c.name, phoneNumber, relationship: c.relationship ?? null } });
    },
    async additionalPhones(id: number) {
      return { additionalPhones: (await load(id)).additionalPhones };
    },
    /** Replaces the list. Numbers are contact numbers only (never a sign-in), so no code step. */
    async updateAdditionalPhones(id: number, phones: string[]) {
      const u = await load(id);
      const list = phones.map((p, i) => validPhone(p, `additionalPhones.${i}`));
      list.forEach((p, i) => {
        // the sign-in phone or a number already listed would only be noise
        if (p === u.phoneNumber || list.indexOf(p) !== i) throw fieldError(`additionalPhones.${i}`, Msg.invalidValue);
      });
      await users.update(id, { additionalPhones: list }, clock.now());
      return { additionalPhones: list };
    },
    updateLanguage: (id: number, language: 'ar' | 'en-US') => patch(id, { language }),
    async updateCurrency(id: number, currency: string) {
      if (!currencies.some((c) => c.code === currency)) throw new AppError(ApiMsg.validationFailed, 400, { currency: [Msg.invalidValue] });
      return patch(id, { currency });
    },
    updateTimeZone: (id: number, timeZoneId: number) => patch(id, { timeZoneId }),

    async deactivate(id: number) {
      await load(id);
      await users.update(id, { isActive: false, deactivatedAt: clock.now() }, clock.now());
      await auth.tokens.revokeAll(id);
    },
    /** Ends every other session of the account (other browsers, phones); the one asking stays signed in. */
    async signOutEverywhere(id: number, keepSessionId: string) {
      await load(id);
      await auth.tokens.revokeAll(id, keepSessionId);
    },
    becomeHost: (id: number, sessionId: string) => auth.becomeHost(id, sessionId),

    async referFriend(id: number, email: string, lang: Lang) {
      const u = await load(id);
      if (u.email?.toLowerCase() === email || (await users.findByEmail(email))) throw new AppError(Msg.emailTaken, 409, { email: [Msg.emailTaken] });
      if (!(await referrals.add(id, email, clock.now()))) return; // already invited: do not e-mail the friend twice
      const msg = referralMessage(lang, u.preferredName || u.fullName, `${config.siteUrl}/auth/signin?view=signup&ref=${u.id}`);
      await outbox.send({ channel: 'email', to: email, subject: msg.subject, body: msg.body, meta: { purpose: 'referral', referrerId: u.id } });
    },
  };
}
