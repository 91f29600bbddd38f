import * as z from 'zod/mini';
import { withDefault } from '../common/schema-helpers';
import { Msg } from '@tajriba/contracts/constants';
import { userInfoSchema } from './account';
import { dateOfBirthField, emailField, nameField, otpField, passwordField, phoneField, requiredBoolean, storable, twoFactorCodeField } from './fields';

/**
 * `POST /Connect/Token`. `username` is the e-mail (password login) or the phone number with
 * `isPhoneOTP: true`, in which case `password` is the 4-digit code from `/Connect/SendLoginOTP`.
 */
export const tokenRequestSchema = z
  .object({
    username: z.string({ error: Msg.required }).check(storable(), z.trim(), z.minLength(1, Msg.required)),
    password: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
    isDashboard: withDefault(z.optional(z.boolean()), false),
    isPersistent: withDefault(z.optional(z.boolean()), true),
    isPhoneOTP: withDefault(z.optional(z.boolean()), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.isPhoneOTP) {
        if (!phoneField().safeParse(v.username).success) ctx.addIssue({ code: 'custom', path: ['username'], message: Msg.invalidPhone });
        if (!/^\d{4}$/.test(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: Msg.otpLength });
      } else if (!emailField().safeParse(v.username).success) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: Msg.invalidEmail });
      }
    }),
  );
export type TokenRequest = z.input<typeof tokenRequestSchema>;

/**
 * Token, RefreshToken, SwitchRole and NewUser data. The refresh token is never in the body: it
 * travels in the httpOnly cookie `tj_rt` (Path=/Connect, SameSite=Strict).
 */
export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  /** seconds */
  expiresIn: z.int(),
  tokenType: z.literal('Bearer'),
  user: userInfoSchema,
});
export type TokenResponseData = z.infer<typeof tokenResponseSchema>;

/**
 * State of a code flow. Returned on success, and also as the `data` of the error envelopes
 * `error.otpResendTooSoon` (429) and `error.otpAlreadyPending` (409), so the UI knows where to go:
 * `pending: true` means a still-valid code was already sent to this address, and the sign-up UI
 * goes straight to finishSignup (the code is in the message already received). The code itself is
 * never returned (`otp` is always null; developers read it from `GET /dev/outbox`).
 */
export const otpStateSchema = z.object({
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  otp: z.null(),
  pending: z.boolean(),
  confirmed: z.boolean(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
export type OtpState = z.infer<typeof otpStateSchema>;

/**
 * Two-factor sign-in (mf-account README "Two-factor sign-in"). When the account has it on, a correct
 * password at `/Connect/Token` answers 401 `error.twoFactorRequired` whose `data` is this challenge
 * (a 6-digit code was sent to `to`); `/Connect/TwoFactor` with the challenge and the code signs in,
 * `/Connect/TwoFactor/Resend` sends a new code after `resendAfterSeconds`.
 */
export const twoFactorChallengeSchema = z.object({
  /** opaque, signed; ends with the code's life or a password change */
  challenge: z.string(),
  channel: z.enum(['sms', 'email']),
  /** the masked phone number or e-mail the code went to */
  to: z.string(),
  codeLength: z.int(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const twoFactorChallengeRequestSchema = z.object({ challenge: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required), z.maxLength(500, Msg.invalidValue)) });
export const twoFactorSignInRequestSchema = z.object({
  challenge: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required), z.maxLength(500, Msg.invalidValue)),
  code: twoFactorCodeField(),
  isPersistent: withDefault(z.optional(z.boolean()), true),
});

export const newOtpRequestSchema = z.object({ email: emailField() });
export const confirmOtpRequestSchema = z.object({ email: emailField(), otp: otpField() });
/** ConfrimOTP / ConfrimPasswordOTP echo the checked code as `otp` to send on as `otpConfirmationCode`. */
export const confirmOtpResponseSchema = z.object({ email: z.nullable(z.string()), phoneNumber: z.nullable(z.string()), otp: z.string() });

export const newUserRequestSchema = z.object({
  email: emailField(),
  phoneNumber: phoneField(),
  fullName: nameField(),
  password: passwordField(),
  dateOfBirth: dateOfBirthField(),
  isMale: requiredBoolean(),
  isHost: requiredBoolean(),
  otpConfirmationCode: otpField(),
  isPersistent: withDefault(z.optional(z.boolean()), true),
  /** the inviter of a refer-a-friend link (`ref=<id>`); an id that invited nobody with this e-mail is ignored */
  referrerId: z.nullish(z.int().check(z.positive())),
});
export type NewUserRequest = z.input<typeof newUserRequestSchema>;

export const sendLoginOtpRequestSchema = z.object({ phoneNumber: phoneField() });

export const RESET_MODES = ['email', 'phone'] as const;
const resetTarget = {
  mode: z.enum(RESET_MODES, { error: Msg.invalidValue }),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
};
/** email required (and valid) in email mode, phone in phone mode. */
const checkTarget = (v: { mode: string; email?: string | null; phone?: string | null }, ctx: z.core.$RefinementCtx) => {
  if (v.mode === 'email') {
    const r = emailField().safeParse(v.email ?? '');
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0].message });
  } else {
    const r = phoneField().safeParse(v.phone ?? '');
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: r.error.issues[0].message });
  }
};
export const resetPasswordRequestSchema = z.object(resetTarget).check(z.superRefine(checkTarget));
export const confirmPasswordOtpRequestSchema = z.object({ ...resetTarget, otp: otpField() }).check(z.superRefine(checkTarget));
export const changeForgottenPasswordRequestSchema = z
  .object({
    ...resetTarget,
    password: passwordField(),
    confirmPassword: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
    otpConfirmationCode: otpField(),
  })
  .check(
    z.superRefine(checkTarget),
    z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: Msg.passwordsMismatch }),
  );

/**
 * `GET /api/Auth/Providers`: which social sign-in buttons work (apple is never offered), with the
 * public client ids the browser SDKs need (not secrets) when configured.
 */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  apple: z.literal(false),
  googleClientId: z.optional(z.string()),
  facebookAppId: z.optional(z.string()),
});
/** Social sign-in: the provider's ID token / access token obtained by the browser SDK. */
export const socialSignInRequestSchema = z.object({
  token: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required)),
  isHost: withDefault(z.optional(z.boolean()), false),
  isPersistent: withDefault(z.optional(z.boolean()), true),
  callbackUrl: z.optional(z.string()),
});
