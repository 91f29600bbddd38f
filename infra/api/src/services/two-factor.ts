import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiMsg, Msg, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, TWO_FACTOR_CODE_LENGTH, type OtpState, type TwoFactorChallenge, type TwoFactorState } from '@tajriba/contracts';
import type { UserRow } from '../db/schema/core';
import { AppError } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { usersRepository } from '../repositories/users';
import { otpService } from './otp-service';

type Destination = { channel: 'sms' | 'email'; target: string };

/** Where the codes go: the verified phone, otherwise the e-mail (mf-account README "Two-factor sign-in"). */
export const twoFactorDestination = (u: Pick<UserRow, 'phoneNumber' | 'phoneConfirmed' | 'email'>): Destination | null =>
  u.phoneNumber && u.phoneConfirmed ? { channel: 'sms', target: u.phoneNumber } : u.email ? { channel: 'email', target: u.email.toLowerCase() } : null;

/** Enough to recognise one's own address, not enough to learn someone else's: `+9665•••••567`, `la•••@example.com`. */
export function maskDestination(d: Destination): string {
  if (d.channel === 'sms') return `${d.target.slice(0, 5)}${'•'.repeat(Math.max(0, d.target.length - 8))}${d.target.slice(-3)}`;
  const [local, domain] = d.target.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`;
}

/**
 * The second step of a password sign-in when the account has two-factor on. The challenge the
 * first step answers is signed with the code secret and the account's password hash, so it proves
 * the password was right, dies with its 10 minutes, and dies at once when the password changes.
 * The code itself is a `two-factor` flow of the one code service (limits, 5 tries, resend interval
 * of sign-up codes).
 */
export function twoFactorService(fastify: FastifyInstance) {
  const users = usersRepository(fastify.db);
  const otp = otpService(fastify);
  const { clock, config } = fastify;
  const resendSeconds = OTP_RESEND_SECONDS.signup;

  const signature = (payload: string, u: UserRow) =>
    createHmac('sha256', config.tokens.codeSecret).update(`two-factor\0${payload}\0${u.passwordHash ?? ''}`).digest('base64url');
  const issue = (u: UserRow, dashboard: boolean) => {
    const exp = Math.floor(clock.now().getTime() / 1000) + OTP_TTL_SECONDS;
    const payload = `${u.id}.${exp}.${dashboard ? 1 : 0}`;
    return `${Buffer.from(payload).toString('base64url')}.${signature(payload, u)}`;
  };
  const expired = () => new AppError(ApiMsg.twoFactorChallengeExpired, 401, { challenge: [ApiMsg.twoFactorChallengeExpired] });

  const toChallenge = (u: UserRow, d: Destination, s: OtpState, dashboard: boolean): TwoFactorChallenge => ({
    challenge: issue(u, dashboard),
    channel: d.channel,
    to: maskDestination(d),
    codeLength: TWO_FACTOR_CODE_LENGTH,
    resendAfterSeconds: s.resendAfterSeconds,
    expiresInSeconds: s.expiresInSeconds,
  });

  /** Sends a code, or (a password typed again inside the resend interval) keeps the one on its way. */
  async function sendCode(u: UserRow, d: Destination, lang: Lang, beforeSend: (userId: number) => Promise<void>, reuse: boolean): Promise<OtpState> {
    await beforeSend(u.id);
    try {
      return await otp.send({ purpose: 'two-factor', target: d.target, channel: d.channel, resendSeconds, lang, userId: u.id, digits: TWO_FACTOR_CODE_LENGTH });
    } catch (err) {
      if (reuse && err instanceof AppError && err.code === Msg.otpResendTooSoon && err.data) return err.data as OtpState;
      throw err;
    }
  }

  return {
    state(u: UserRow): TwoFactorState {
      const d = twoFactorDestination(u);
      return { enabled: u.twoFactorEnabled, channel: d?.channel ?? null, to: d ? maskDestination(d) : null };
    },

    /** After a correct password: sends the code and answers 401 `error.twoFactorRequired` carrying the challenge. */
    async require(u: UserRow, dashboard: boolean, lang: Lang, beforeSend: (userId: number) => Promise<void>): Promise<never> {
      const d = twoFactorDestination(u);
      // an account cannot turn it on without a destination; one that lost its e-mail since has none
      if (!d) throw new AppError(ApiMsg.twoFactorNoDestination, 400);
      const s = await sendCode(u, d, lang, beforeSend, true);
      throw new AppError(ApiMsg.twoFactorRequired, 401, {}, toChallenge(u, d, s, dashboard));
    },

    /** The account a challenge was issued for, if it still stands. */
    async open(challenge: string): Promise<{ user: UserRow; dashboard: boolean; destination: Destination }> {
      const [p64, sig] = challenge.split('.');
      if (!p64 || !sig) throw expired();
      const payload = Buffer.from(p64, 'base64url').toString('utf8');
      const m = /^(\d{1,10})\.(\d{1,12})\.([01])$/.exec(payload);
      if (!m) throw expired();
      const u = await users.findById(Number(m[1]));
      if (!u || !u.isActive || !u.twoFactorEnabled) throw expired();
      const expected = Buffer.from(signature(payload, u));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired();
      if (Number(m[2]) * 1000 <= clock.now().getTime()) throw expired();
      const destination = twoFactorDestination(u);
      if (!destination) throw expired();
      return { user: u, dashboard: m[3] === '1', destination };
    },

    async resend(challenge: string, lang: Lang, beforeSend: (userId: number) => Promise<void>): Promise<TwoFactorChallenge> {
      const { user, dashboard, destination } = await this.open(challenge);
      const s = await sendCode(user, destination, lang, beforeSend, false);
      return toChallenge(user, destination, s, dashboard);
    },

    /** Checks the code (used up on success); answers the account to sign in. */
    async complete(challenge: string, code: string): Promise<{ user: UserRow; dashboard: boolean }> {
      const { user, dashboard, destination } = await this.open(challenge);
      await otp.check({ purpose: 'two-factor', target: destination.target, code, field: 'code', mode: 'consume' });
      return { user, dashboard };
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
