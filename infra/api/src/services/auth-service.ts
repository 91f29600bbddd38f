import type { FastifyInstance } from 'fastify';
import { ApiMsg, Msg, OTP_RESEND_SECONDS, RoleId, isHostOrStaff, type OtpState, type UserInfo } from '@tajriba/contracts';
import type { UserRow } from '../db/schema/core';
import { AppError, fieldError } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { burnPasswordTime, hashPassword, verifyPassword } from '../lib/passwords';
import { validPhone } from '../lib/phone';
import { usersRepository } from '../repositories/users';
import { otpService } from './otp-service';
import { referralRewards } from './referral-rewards';
import { tokenService, type IssuedSession } from './token-service';
import { twoFactorService } from './two-factor';
import { toUserInfo } from './user-info';

export interface SignedIn {
  session: IssuedSession;
  user: UserInfo;
}

export interface NewUserInput {
  email: string;
  phoneNumber: string;
  fullName: string;
  password: string;
  dateOfBirth: string;
  isMale: boolean;
  isHost: boolean;
  otpConfirmationCode: string;
  isPersistent: boolean;
  /** the inviter of the refer-a-friend link the sign-up came from */
  referrerId?: number | null;
}

export type ResetTarget = { mode: 'email' | 'phone'; email?: string | null; phone?: string | null };

/** Sign-in, sign-up, password recovery and role switching (§4 flows, §7 Auth). */
export function authService(fastify: FastifyInstance) {
  const users = usersRepository(fastify.db);
  const otp = otpService(fastify);
  const tokens = tokenService(fastify);
  const twoFactor = twoFactorService(fastify);
  const { clock } = fastify;

  const info = async (u: UserRow): Promise<UserInfo> => {
    const roles = await users.rolesOf(u.id);
    return toUserInfo(u, roles, roles.find((r) => r.id === u.currentRoleId) ?? (await users.role(u.currentRoleId)));
  };
  const signIn = async (u: UserRow, persistent: boolean): Promise<SignedIn> => {
    await users.touch(u.id, clock.now());
    return { session: await tokens.issue(u, persistent), user: await info(u) };
  };
  const ensureActive = (u: UserRow) => {
    if (!u.isActive) throw new AppError(Msg.accountDeactivated, 403);
  };

  /** Normalised target of a reset request and the account it belongs to. */
  const resetAccount = async (t: ResetTarget) => {
    if (t.mode === 'email') {
      const email = (t.email ?? '').trim().toLowerCase();
      const u = await users.findByEmail(email);
      if (!u) throw new AppError(ApiMsg.accountNotFound, 404, { email: [ApiMsg.accountNotFound] });
      return { user: u, target: email, channel: 'email' as const };
    }
    const phone = validPhone((t.phone ?? '').replace(/[\s\-().]/g, ''), 'phone');
    const u = await users.findByPhone(phone);
    if (!u) throw new AppError(ApiMsg.accountNotFound, 404, { phone: [ApiMsg.accountNotFound] });
    return { user: u, target: phone, channel: 'sms' as const };
  };

  return {
    info,
    tokens,

    /**
     * With two-factor on, a right password does not sign in yet: it answers 401
     * `error.twoFactorRequired` with the challenge, and `completeTwoFactor` finishes.
     */
    async passwordLogin(
      email: string,
      password: string,
      persistent: boolean,
      isDashboard: boolean,
      second: { lang: Lang; beforeSend: (userId: number) => Promise<void> } = { lang: 'ar', beforeSend: async () => undefined },
    ): Promise<SignedIn> {
      const u = await users.findByEmail(email.trim().toLowerCase());
      if (!u) {
        await burnPasswordTime(password);
        throw new AppError(Msg.invalidCredentials, 400);
      }
      if (!(await verifyPassword(u.passwordHash, password))) throw new AppError(Msg.invalidCredentials, 400);
      ensureActive(u);
      if (isDashboard && !isHostOrStaff(u.currentRoleId)) throw new AppError(Msg.forbidden, 403);
      if (u.twoFactorEnabled) return twoFactor.require(u, isDashboard, second.lang, second.beforeSend);
      return signIn(u, persistent);
    },

    async completeTwoFactor(challenge: string, code: string, persistent: boolean): Promise<SignedIn> {
      const { user, dashboard } = await twoFactor.complete(challenge, code);
      if (dashboard && !isHostOrStaff(user.currentRoleId)) throw new AppError(Msg.forbidden, 403);
      return signIn(user, persistent);
    },
    twoFactor,
    resendTwoFactor: (challenge: string, lang: Lang, beforeSend: (userId: number) => Promise<void>) => twoFactor.resend(challenge, lang, beforeSend),

    async sendLoginCode(phoneNumber: string, lang: Lang): Promise<OtpState> {
      const phone = validPhone(phoneNumber, 'phoneNumber');
      const u = await users.findByPhone(phone);
      if (!u) throw new AppError(ApiMsg.accountNotFound, 404, { phoneNumber: [ApiMsg.accountNotFound] });
      ensureActive(u);
      return otp.send({ purpose: 'login', target: phone, channel: 'sms', resendSeconds: OTP_RESEND_SECONDS.login, lang, userId: u.id });
    },

    async phoneLogin(phoneNumber: string, code: string, persistent: boolean): Promise<SignedIn> {
      const phone = validPhone(phoneNumber.replace(/[\s\-().]/g, ''), 'username');
      const u = await users.findByPhone(phone);
      if (!u) throw new AppError(Msg.invalidCredentials, 400);
      ensureActive(u);
      await otp.check({ purpose: 'login', target: phone, code, field: 'password', mode: 'consume' });
      const confirmed = u.phoneConfirmed ? u : await users.update(u.id, { phoneConfirmed: true }, clock.now());
      return signIn(confirmed, persistent);
    },

    /** Sign-up step 1. A still-valid code inside the resend interval → 409 carrying the pending state. */
    async sendSignupCode(email: string, lang: Lang): Promise<OtpState> {
      if (await users.findByEmail(email)) throw new AppError(Msg.emailTaken, 409, { email: [Msg.emailTaken] });
      return otp.send({
        purpose: 'signup',
        target: email,
        channel: 'email',
        resendSeconds: OTP_RESEND_SECONDS.signup,
        lang,
        tooSoonCode: Msg.otpAlreadyPending,
        tooSoonStatus: 409,
      });
    },

    async confirmSignupCode(email: string, code: string) {
      await otp.check({ purpose: 'signup', target: email, code, field: 'otp', mode: 'confirm' });
      return { email, phoneNumber: null, otp: code };
    },

    async register(input: NewUserInput, lang: Lang): Promise<SignedIn> {
      const phone = validPhone(input.phoneNumber, 'phoneNumber');
      const taken = await users.emailOrPhoneTaken(input.email, phone);
      if (taken.email || taken.phone) {
        throw new AppError(taken.email ? Msg.emailTaken : Msg.phoneTaken, 409, {
          ...(taken.email ? { email: [Msg.emailTaken] } : {}),
          ...(taken.phone ? { phoneNumber: [Msg.phoneTaken] } : {}),
        });
      }
      await otp.check({ purpose: 'signup', target: input.email, code: input.otpConfirmationCode, field: 'otpConfirmationCode', mode: 'consume' });
      const now = clock.now();
      const roles = input.isHost ? [RoleId.Guest, RoleId.Host] : [RoleId.Guest];
      let u: UserRow;
      try {
        u = await users.create(
          {
            email: input.email,
            phoneNumber: phone,
            fullName: input.fullName,
            passwordHash: await hashPassword(input.password),
            dateOfBirth: input.dateOfBirth,
            isMale: input.isMale,
            emailConfirmed: true,
            phoneConfirmed: false,
            currentRoleId: input.isHost ? RoleId.Host : RoleId.Guest,
            language: lang,
            createdAt: now,
            updatedAt: now,
          },
          roles,
        );
      } catch (err) {
        // A concurrent sign-up took the e-mail or phone between the check and the insert.
        if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
          throw new AppError(Msg.emailTaken, 409, { email: [Msg.emailTaken] });
        }
        throw err;
      }
      if (input.referrerId) {
        // a link naming someone who did not invite this e-mail credits nobody; it never stops the sign-up
        await referralRewards(fastify.sql)
          .attachFriend(input.referrerId, input.email, u.id, now)
          .catch((err: unknown) => fastify.log.warn({ err }, 'referral not attached'));
      }
      return signIn(u, input.isPersistent);
    },

    async sendResetCode(t: ResetTarget, lang: Lang): Promise<OtpState> {
      const { user, target, channel } = await resetAccount(t);
      ensureActive(user);
      return otp.send({ purpose: 'reset', target, channel, resendSeconds: OTP_RESEND_SECONDS.reset, lang, userId: user.id });
    },

    async confirmResetCode(t: ResetTarget, code: string) {
      const { target, channel } = await resetAccount(t);
      await otp.check({ purpose: 'reset', target, code, field: 'otp', mode: 'confirm' });
      return { email: channel === 'email' ? target : null, phoneNumber: channel === 'sms' ? target : null, otp: code };
    },

    async resetPassword(t: ResetTarget, password: string, code: string): Promise<void> {
      const { user, target } = await resetAccount(t);
      await otp.check({ purpose: 'reset', target, code, field: 'otpConfirmationCode', mode: 'consume' });
      await users.update(user.id, { passwordHash: await hashPassword(password) }, clock.now());
      // A password reset ends every existing session.
      await tokens.revokeAll(user.id);
    },

    /** Guest (8) ↔ host (7) for users holding the target role. */
    async switchRole(userId: number, roleId: number, sessionId: string): Promise<{ access: { accessToken: string; expiresIn: number }; user: UserInfo }> {
      const u = await users.findById(userId);
      if (!u || !u.isActive) throw new AppError(Msg.unauthorized, 401);
      const roles = await users.rolesOf(userId);
      if ((roleId !== RoleId.Guest && roleId !== RoleId.Host) || !roles.some((r) => r.id === roleId)) {
        throw new AppError(ApiMsg.roleNotAvailable, 403, { roleId: [Msg.invalidValue] });
      }
      const updated = u.currentRoleId === roleId ? u : await users.update(userId, { currentRoleId: roleId }, clock.now());
      return { access: tokens.accessFor(updated, sessionId), user: await info(updated) };
    },

    /** A signed-in guest gains the host role and is switched to it (§6 "be host"). */
    async becomeHost(userId: number, sessionId: string) {
      const u = await users.findById(userId);
      if (!u || !u.isActive) throw new AppError(Msg.unauthorized, 401);
      await users.addRole(userId, RoleId.Host);
      const updated = await users.update(userId, { currentRoleId: RoleId.Host }, clock.now());
      return { access: tokens.accessFor(updated, sessionId), user: await info(updated) };
    },

    checkPhone: validPhone,
    fieldError,
  };
}
export type AuthService = ReturnType<typeof authService>;
