/** Auth cookies and code timings. Zod-free: part of `@tajriba/contracts/constants`. */
export const REFRESH_COOKIE = 'tj_rt';
/**
 * Readable, non-secret companion of `tj_rt` (value `1`, Path=/, same lifetime, cleared with it):
 * it only tells the shell that a refresh is worth trying, so visitors make no refresh request.
 */
export const SESSION_MARKER_COOKIE = 'tj_session';

/** Resend intervals and code life (§9). */
export const OTP_RESEND_SECONDS = { signup: 90, login: 120, reset: 120, verify: 120 } as const;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
/** Two-factor sign-in codes have 6 digits (the spec's one 6-digit input); every other code has 4. */
export const TWO_FACTOR_CODE_LENGTH = 6;
