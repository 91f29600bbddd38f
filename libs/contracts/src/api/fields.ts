import * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/constants';

/**
 * Field schemas shared by the API and the forms (§5 of the guest spec). Every issue message is a
 * `Msg` id so the API's `fieldsErrors` and the forms' messages are the same keys.
 */

/**
 * Text PostgreSQL cannot store: NUL (text columns refuse it) and lone UTF-16 surrogates (JSON
 * columns refuse their escape; text columns would silently turn them into U+FFFD). Every text
 * field below refuses them with `validation.invalidValue`; the API also refuses them in any field.
 */
// oxlint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);
/** Check for a text schema: `z.string().check(storable())`. */
export const storable = () => z.refine<string>((s) => isStorableText(s), Msg.invalidValue);
/** A string that PostgreSQL can store (the base of every free-text request field). */
export const storableString = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storable());

/** `required` when missing/empty, otherwise the given id. */
const req = (otherwise: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null || iss.input === '' ? Msg.required : otherwise),
});

export const requiredString = () => z.string(req(Msg.invalidValue)).check(storable(), z.trim(), z.minLength(1, Msg.required));

export const emailField = () =>
  z.pipe(
    z.pipe(
      z.string(req(Msg.invalidEmail)).check(storable(), z.trim(), z.minLength(1, Msg.required), z.maxLength(256, Msg.invalidEmail)),
      z.email(Msg.invalidEmail),
    ),
    z.transform((v) => v.toLowerCase()),
  );

/**
 * International number with a leading `+` (E.164 after removing spaces, dashes, dots and
 * parentheses). The API additionally checks the number plan with libphonenumber.
 */
export const phoneField = () =>
  z.pipe(
    z.pipe(
      z.string(req(Msg.invalidPhone)),
      z.transform((v) => v.replace(/[\s\-().]/g, '')),
    ),
    z.string().check(z.minLength(1, Msg.required), z.regex(/^\+[1-9]\d{6,14}$/, Msg.invalidPhone)),
  );

/** 6–25 characters with an uppercase and a lowercase letter, a digit and a special character. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 25;
export const passwordField = () =>
  z
    .string(req(Msg.passwordRules))
    .check(
      storable(),
      z.minLength(1, Msg.required),
      z.minLength(PASSWORD_MIN, Msg.passwordLength),
      z.maxLength(PASSWORD_MAX, Msg.passwordLength),
      z.regex(/[A-Z]/, Msg.passwordRules),
      z.regex(/[a-z]/, Msg.passwordRules),
      z.regex(/\d/, Msg.passwordRules),
      z.regex(/[^A-Za-z0-9]/, Msg.passwordRules),
    );

/** Full and preferred names: 3 to 50 characters. */
export const nameField = () =>
  z.string(req(Msg.invalidValue)).check(storable(), z.trim(), z.minLength(1, Msg.required), z.minLength(3, Msg.min3), z.maxLength(50, Msg.max50));

/** A 4-digit code (sign-up, phone login, password recovery, contact verification). */
export const OTP_LENGTH = 4;
export const otpField = () => z.string(req(Msg.otpLength)).check(z.trim(), z.minLength(1, Msg.required), z.regex(/^\d{4}$/, Msg.otpLength));

/** The 6-digit code of a two-factor sign-in. */
export const twoFactorCodeField = () => z.string(req(Msg.otpLength)).check(z.trim(), z.minLength(1, Msg.required), z.regex(/^\d{6}$/, Msg.otpLength));

export const MINIMUM_AGE = 18;

/**
 * A transform's context in zod/mini has no `addIssue`; push the issue as classic's `addIssue`
 * did (custom code, the transform's input), then stop with `z.NEVER`.
 */
const fail = (ctx: z.core.ParsePayload, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

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
  z.pipe(
    z.string(req(Msg.invalidDate)).check(storable(), z.trim(), z.minLength(1, Msg.required)),
    z.transform((v, ctx) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(v);
      const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
      if (!m || !d || Number.isNaN(d.getTime()) || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) {
        return fail(ctx, Msg.invalidDate);
      }
      const now = new Date();
      if (d.getTime() > now.getTime()) return fail(ctx, Msg.futureDate);
      if (ageOn(d, now) < MINIMUM_AGE) return fail(ctx, Msg.under18);
      return `${m[1]}-${m[2]}-${m[3]}`;
    }),
  );

/** Optional free text: empty or blank becomes null, otherwise min/max apply (About fields). */
export const optionalText = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z.pipe(
    z.pipe(
      z.nullish(storableString()),
      z.transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
    ),
    z.nullable(z.string().check(z.minLength(min, minMsg), z.maxLength(max, maxMsg))),
  );

/** Address: 10 to 250 characters. */
export const addressField = () =>
  z
    .string(req(Msg.invalidValue))
    .check(storable(), z.trim(), z.minLength(1, Msg.required), z.minLength(10, Msg.min10), z.maxLength(250, Msg.max250));

/** Yes/no that must be present (sign-up isMale / isHost). */
export const requiredBoolean = () => z.boolean(req(Msg.invalidValue));
