import { useMutation } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@tajriba/api-client';
import { envelope, tokenResponseSchema, twoFactorChallengeSchema, type TokenResponseData, type TwoFactorChallenge } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';

/** `POST /Connect/Token` with e-mail + password (§3 sign-in payload). */
export async function signInWithPassword(api: ApiClient, input: { email: string; password: string }): Promise<TokenResponseData> {
  const res = await api.post(
    '/Connect/Token',
    { username: input.email, password: input.password, isDashboard: false, isPersistent: true, isPhoneOTP: false },
    envelope(tokenResponseSchema),
  );
  return res.data;
}

/** `POST /Connect/Token` with the phone number and the 4-digit code (`isPhoneOTP: true`). */
export async function signInWithPhoneCode(api: ApiClient, input: { phoneNumber: string; code: string }): Promise<TokenResponseData> {
  const res = await api.post(
    '/Connect/Token',
    { username: input.phoneNumber, password: input.code, isDashboard: false, isPersistent: true, isPhoneOTP: true },
    envelope(tokenResponseSchema),
  );
  return res.data;
}

export function useSignInWithPassword() {
  const api = useShellApi();
  return useMutation({ mutationFn: (input: { email: string; password: string }) => signInWithPassword(api, input) });
}

export function useSignInWithPhoneCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (input: { phoneNumber: string; code: string }) => signInWithPhoneCode(api, input) });
}

/**
 * The challenge of a right password on an account with two-step sign-in on: `/Connect/Token`
 * answers 401 `error.twoFactorRequired` carrying it (mf-account README "Two-factor sign-in").
 */
export function twoFactorChallengeOf(e: unknown): TwoFactorChallenge | null {
  if (!isApiError(e) || e.status !== 401) return null;
  const r = twoFactorChallengeSchema.safeParse(e.data);
  return r.success ? r.data : null;
}
/** A wrong code is 400 (429 after 5): a 401 says the challenge no longer stands (10 minutes, a new password). */
export const isChallengeExpired = (e: unknown) => isApiError(e) && e.status === 401;

/** `POST /Connect/TwoFactor`: the challenge and the 6-digit code. */
export async function completeTwoFactor(api: ApiClient, input: { challenge: string; code: string }): Promise<TokenResponseData> {
  return (await api.post('/Connect/TwoFactor', { challenge: input.challenge, code: input.code, isPersistent: true }, envelope(tokenResponseSchema))).data;
}
/** `POST /Connect/TwoFactor/Resend`: a new code (after the countdown) and a new challenge. */
export async function resendTwoFactor(api: ApiClient, challenge: string): Promise<TwoFactorChallenge> {
  return (await api.post('/Connect/TwoFactor/Resend', { challenge }, envelope(twoFactorChallengeSchema))).data;
}

export function useTwoFactorSignIn() {
  const api = useShellApi();
  return {
    complete: useMutation({ mutationFn: (input: { challenge: string; code: string }) => completeTwoFactor(api, input) }),
    resend: useMutation({ mutationFn: (challenge: string) => resendTwoFactor(api, challenge) }),
  };
}
