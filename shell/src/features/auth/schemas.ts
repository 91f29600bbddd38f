// zod/mini like the contracts: classic zod anywhere in the shell's build would bring zod's whole
// core into the chunk every page loads first (webpack keeps one copy of each zod core module).
import * as z from 'zod/mini';
import { dateOfBirthField, emailField, Msg, nameField, otpField, passwordField, twoFactorCodeField } from '@tajriba/contracts/platform';
import { toLatinDigits } from '@tajriba/i18n';
import { phoneSchema } from './phone/phone-schema';

/**
 * Client-side forms for §5, built on the contract's field schemas so the browser and the API
 * reject the same input with the same message ids.
 */

/** Login: the username must be an e-mail; the password is only required (rules apply at sign-up). */
export const signInSchema = z.object({
  email: emailField(),
  password: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
});
export type SignInValues = z.input<typeof signInSchema>;

export const phoneStepSchema = z.object({ phoneNumber: phoneSchema() });
export type PhoneStepValues = z.input<typeof phoneStepSchema>;

export const otpSchema = z.object({ otp: otpField() });
export type OtpValues = z.input<typeof otpSchema>;
/** The 6-digit code of a two-step sign-in. */
export const twoFactorOtpSchema = z.object({ otp: twoFactorCodeField() });

export const emailStepSchema = z.object({ email: emailField() });
export type EmailStepValues = z.input<typeof emailStepSchema>;

/** `MM/dd/yyyy` → `yyyy-MM-dd`, or null when the text is not a real calendar date. */
export function mdyToIso(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(toLatinDigits(text.trim()));
  if (!m) return null;
  const [, mm, dd, yyyy] = m;
  const d = new Date(Date.UTC(+yyyy, +mm - 1, +dd));
  if (Number.isNaN(d.getTime()) || d.getUTCMonth() !== +mm - 1 || d.getUTCDate() !== +dd || +yyyy < 1900) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Date of birth typed as MM/dd/yyyy (§5): a real date, not in the future, 18 or older. */
export const dateOfBirthText = () =>
  z.pipe(
    z.pipe(
      z.string({ error: Msg.required }).check(z.trim(), z.minLength(1, Msg.required)),
      // An impossible date becomes a string the ISO rule rejects with the invalid-date message.
      z.transform((v: string) => mdyToIso(v) ?? 'invalid'),
    ),
    dateOfBirthField(),
  );

const confirmation = <T extends { password?: unknown; confirmPassword?: unknown }>(v: T) => v.password === v.confirmPassword;
// Mismatch is only worth saying once both are typed; an empty confirmation says "required".
const whenBothTyped = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string' && v.confirmPassword !== '';
};

export const newPasswordSchema = z
  .object({
    password: passwordField(),
    confirmPassword: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
  })
  .check(z.refine(confirmation, { path: ['confirmPassword'], message: Msg.passwordsMismatch, when: whenBothTyped }));
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** Finish sign-up (§3 sign-up form). `otp` is asked for only when the code step was skipped. */
export const finishSignUpSchema = (needsCode: boolean) =>
  z
    .object({
      phoneNumber: phoneSchema(),
      fullName: nameField(),
      password: passwordField(),
      confirmPassword: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
      dateOfBirth: dateOfBirthText(),
      isMale: z.boolean({ error: Msg.required }),
      isHost: z.boolean({ error: Msg.required }),
      otp: needsCode ? otpField() : z.optional(z.string()),
    })
    .check(z.refine(confirmation, { path: ['confirmPassword'], message: Msg.passwordsMismatch, when: whenBothTyped }));
export type FinishSignUpValues = z.input<ReturnType<typeof finishSignUpSchema>>;
export type FinishSignUpOutput = z.output<ReturnType<typeof finishSignUpSchema>>;

export const resetEmailSchema = z.object({ email: emailField() });
export const resetPhoneSchema = z.object({ phone: phoneSchema() });
