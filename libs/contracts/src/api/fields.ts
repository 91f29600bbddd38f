import { z } from 'zod';
import { Msg } from '../common/messages';

/**
 * Field schemas shared by the API and the forms (§5 of the guest spec). Every issue message is a
 * `Msg` id so the API's `fieldsErrors` and the forms' messages are the same keys.
 */

/** `required` when missing/empty, otherwise the given id. */
const req = (otherwise: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null || iss.input === '' ? Msg.required : otherwise),
});

export const requiredString = () => z.string(req(Msg.invalidValue)).trim().min(1, Msg.required);

export const emailField = () =>
  z
    .string(req(Msg.invalidEmail))
    .trim()
    .min(1, Msg.required)
    .max(256, Msg.invalidEmail)
    .pipe(z.email(Msg.invalidEmail))
    .transform((v) => v.toLowerCase());

/**
 * International number with a leading `+` (E.164 after removing spaces, dashes, dots and
 * parentheses). The API additionally checks the number plan with libphonenumber.
 */
export const phoneField = () =>
  z
    .string(req(Msg.invalidPhone))
    .transform((v) => v.replace(/[\s\-().]/g, ''))
    .pipe(z.string().min(1, Msg.required).regex(/^\+[1-9]\d{6,14}$/, Msg.invalidPhone));

/** 6–25 characters with an uppercase and a lowercase letter, a digit and a special character. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 25;
export const passwordField = () =>
  z
    .string(req(Msg.passwordRules))
    .min(1, Msg.required)
    .min(PASSWORD_MIN, Msg.passwordLength)
    .max(PASSWORD_MAX, Msg.passwordLength)
    .regex(/[A-Z]/, Msg.passwordRules)
    .regex(/[a-z]/, Msg.passwordRules)
    .regex(/\d/, Msg.passwordRules)
    .regex(/[^A-Za-z0-9]/, Msg.passwordRules);

/** Full and preferred names: 3 to 50 characters. */
export const nameField = () => z.string(req(Msg.invalidValue)).trim().min(1, Msg.required).min(3, Msg.min3).max(50, Msg.max50);

/** A 4-digit code (sign-up, phone login, password recovery, contact verification). */
export const OTP_LENGTH = 4;
export const otpField = () => z.string(req(Msg.otpLength)).trim().min(1, Msg.required).regex(/^\d{4}$/, Msg.otpLength);

export const MINIMUM_AGE = 18;

/** Age in whole years on `today` (UTC calendar dates). */
export const ageOn = (birth: Date, today: Date): number => {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const m = today.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < birth.getUTCDate())) age--;
  return age;
};

/**
 * Date of birth as an ISO date (`yyyy-MM-dd`, a full ISO timestamp is accepted and cut to its
 * date). Not invalid, not in the future, 18 or older. Output: `yyyy-MM-dd`.
 */
export const dateOfBirthField = () =>
  z
    .string(req(Msg.invalidDate))
    .trim()
    .min(1, Msg.required)
    .transform((v, ctx) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(v);
      const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
      if (!m || !d || Number.isNaN(d.getTime()) || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) {
        ctx.addIssue({ code: 'custom', message: Msg.invalidDate });
        return z.NEVER;
      }
      const now = new Date();
      if (d.getTime() > now.getTime()) {
        ctx.addIssue({ code: 'custom', message: Msg.futureDate });
        return z.NEVER;
      }
      if (ageOn(d, now) < MINIMUM_AGE) {
        ctx.addIssue({ code: 'custom', message: Msg.under18 });
        return z.NEVER;
      }
      return `${m[1]}-${m[2]}-${m[3]}`;
    });

/** Optional free text: empty or blank becomes null, otherwise min/max apply (About fields). */
export const optionalText = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().min(min, minMsg).max(max, maxMsg).nullable());

/** Address: 10 to 250 characters. */
export const addressField = () => z.string(req(Msg.invalidValue)).trim().min(1, Msg.required).min(10, Msg.min10).max(250, Msg.max250);

/** Yes/no that must be present (sign-up isMale / isHost). */
export const requiredBoolean = () => z.boolean(req(Msg.invalidValue));
