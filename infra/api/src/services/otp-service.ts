import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Msg, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type OtpState } from '@tajriba/contracts';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose, OtpRow } from '../db/schema/core';
import { AppError } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { otpRepository } from '../repositories/otp';
import { codeMessage } from './templates';

export interface SendCodeOptions {
  purpose: OtpPurpose;
  /** normalised e-mail (lower case) or E.164 phone number */
  target: string;
  channel: 'email' | 'sms';
  resendSeconds: number;
  lang: Lang;
  userId?: number | null;
  /** Error id while a code is still inside its resend interval. */
  tooSoonCode?: string;
  tooSoonStatus?: number;
  /** 4 (default) or 6 (two-factor sign-in) */
  digits?: 4 | 6;
}

export interface CheckCodeOptions {
  purpose: OtpPurpose;
  target: string;
  code: string;
  /** Field the error is reported under (otp, password, otpConfirmationCode). */
  field: string;
  /** confirm: mark checked, keep usable; consume: use it up. */
  mode: 'confirm' | 'consume';
}

/** 4-digit codes (6 for two-factor sign-in): HMAC-hashed, 10-minute life, 5 wrong tries, resend intervals per flow. */
export function otpService(fastify: FastifyInstance) {
  const repo = otpRepository(fastify.db);
  const { clock, config, outbox } = fastify;
  const hashOf = (purpose: string, target: string, code: string) =>
    createHmac('sha256', config.tokens.codeSecret).update(`${purpose}\0${target}\0${code}`).digest('hex');

  const stateOf = (row: OtpRow, resendSeconds: number, channel: 'email' | 'sms'): OtpState => {
    const now = clock.now().getTime();
    return {
      email: channel === 'email' ? row.target : null,
      phoneNumber: channel === 'sms' ? row.target : null,
      otp: null,
      pending: true,
      confirmed: row.confirmedAt != null,
      resendAfterSeconds: Math.max(0, Math.ceil((row.sentAt.getTime() + resendSeconds * 1000 - now) / 1000)),
      expiresInSeconds: Math.max(0, Math.ceil((row.expiresAt.getTime() - now) / 1000)),
    };
  };

  return {
    /** Sends a new code unless one was sent within the resend interval (then the error carries the state). */
    async send(o: SendCodeOptions): Promise<OtpState> {
      const now = clock.now();
      const open = await repo.latestOpen(o.purpose, o.target);
      if (open && open.expiresAt > now && now.getTime() - open.sentAt.getTime() < o.resendSeconds * 1000) {
        const state = stateOf(open, o.resendSeconds, o.channel);
        throw new AppError(o.tooSoonCode ?? Msg.otpResendTooSoon, o.tooSoonStatus ?? 429, {}, state, {
          'retry-after': String(Math.max(1, state.resendAfterSeconds)),
        });
      }
      const digits = o.digits ?? 4;
      const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
      const row = await repo.replace({
        purpose: o.purpose,
        target: o.target,
        userId: o.userId ?? null,
        codeHash: hashOf(o.purpose, o.target, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      });
      const msg = codeMessage(o.purpose, o.lang, code, OTP_TTL_SECONDS / 60);
      await outbox.send({ channel: o.channel, to: o.target, subject: msg.subject, body: msg.body, meta: { purpose: o.purpose, code } });
      return { ...stateOf(row, o.resendSeconds, o.channel), pending: false };
    },

    /** Checks a code; wrong guesses count towards the limit. Returns the code's row. */
    async check(o: CheckCodeOptions): Promise<OtpRow> {
      const now = clock.now();
      const row = await repo.latestOpen(o.purpose, o.target);
      const fail = (id: string, status = 400) => new AppError(id, status, { [o.field]: [id] });
      if (!row) throw fail(Msg.otpInvalid);
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw fail(Msg.otpTooManyAttempts, 429);
      if (row.expiresAt <= now) throw fail(Msg.otpExpired);
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hashOf(o.purpose, o.target, o.code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await repo.addAttempt(row.id, OTP_MAX_ATTEMPTS);
        if (attempts == null || attempts >= OTP_MAX_ATTEMPTS) throw fail(Msg.otpTooManyAttempts, 429);
        throw fail(Msg.otpInvalid);
      }
      if (o.mode === 'consume') {
        if (!(await repo.consume(row.id, now))) throw fail(Msg.otpInvalid);
      } else if (!row.confirmedAt) {
        await repo.markConfirmed(row.id, now);
      }
      return row;
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
