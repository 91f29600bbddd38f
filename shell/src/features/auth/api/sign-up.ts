import { useMutation } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@tajriba/api-client';
import { confirmOtpResponseSchema, envelope, otpStateSchema, tokenResponseSchema, type NewUserRequest, type OtpState, type TokenResponseData } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';

/** `POST /Register/NewOTP`: e-mails the sign-up code (resend after 90 s). */
export async function sendSignUpCode(api: ApiClient, email: string): Promise<OtpState> {
  return (await api.post('/Register/NewOTP', { email }, envelope(otpStateSchema))).data;
}

/**
 * A code sent earlier is still valid (409 `error.otpAlreadyPending` for sign-up, 429
 * `error.otpResendTooSoon` for the other flows, both carrying the code's state): sign-up goes
 * straight on to finishing with that code (§4), the others to the code entry.
 */
export function pendingCodeOf(err: unknown): OtpState | null {
  if (!isApiError(err) || (err.status !== 409 && err.status !== 429)) return null;
  const parsed = otpStateSchema.safeParse(err.data);
  return parsed.success && parsed.data.pending ? parsed.data : null;
}

/** `POST /Register/ConfrimOTP`: checks the code; the echoed code goes on as `otpConfirmationCode`. */
export async function confirmSignUpCode(api: ApiClient, input: { email: string; otp: string }): Promise<string> {
  return (await api.post('/Register/ConfrimOTP', input, envelope(confirmOtpResponseSchema))).data.otp;
}

/** `POST /Register/NewUser`: creates the account and signs it in (token response). */
export async function createAccount(api: ApiClient, input: NewUserRequest): Promise<TokenResponseData> {
  return (await api.post('/Register/NewUser', { ...input, isPersistent: true }, envelope(tokenResponseSchema))).data;
}

export function useSendSignUpCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (email: string) => sendSignUpCode(api, email) });
}
export function useConfirmSignUpCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (input: { email: string; otp: string }) => confirmSignUpCode(api, input) });
}
export function useCreateAccount() {
  const api = useShellApi();
  return useMutation({ mutationFn: (input: NewUserRequest) => createAccount(api, input) });
}
