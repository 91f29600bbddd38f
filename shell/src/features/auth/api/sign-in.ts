import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { envelope, tokenResponseSchema, type TokenResponseData } from '@tajriba/contracts/platform';
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
