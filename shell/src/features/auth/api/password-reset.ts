import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { confirmOtpResponseSchema, emptyEnvelopeSchema, envelope, otpStateSchema, type OtpState } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';

/** Where the recovery code goes: the account's e-mail or its phone (§3 forgot-password data). */
export type ResetTarget = { mode: 'email'; email: string } | { mode: 'phone'; phone: string };

const targetBody = (t: ResetTarget) => (t.mode === 'email' ? { mode: t.mode, email: t.email, phone: null } : { mode: t.mode, email: null, phone: t.phone });

/** `POST /Reset/Password`: sends the recovery code (resend after 120 s). */
export async function sendResetCode(api: ApiClient, target: ResetTarget): Promise<OtpState> {
  return (await api.post('/Reset/Password', targetBody(target), envelope(otpStateSchema))).data;
}

/** `POST /Reset/ConfrimPasswordOTP`: checks the code; returns the code to confirm the change with. */
export async function confirmResetCode(api: ApiClient, target: ResetTarget, otp: string): Promise<string> {
  return (await api.post('/Reset/ConfrimPasswordOTP', { ...targetBody(target), otp }, envelope(confirmOtpResponseSchema))).data.otp;
}

/** `POST /Reset/ChangePassword`: sets the new password (the API ends every other session). */
export async function changeForgottenPassword(
  api: ApiClient,
  target: ResetTarget,
  input: { password: string; confirmPassword: string; otpConfirmationCode: string },
): Promise<void> {
  await api.post('/Reset/ChangePassword', { ...targetBody(target), ...input }, emptyEnvelopeSchema);
}

export function useSendResetCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (target: ResetTarget) => sendResetCode(api, target) });
}
export function useConfirmResetCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (v: { target: ResetTarget; otp: string }) => confirmResetCode(api, v.target, v.otp) });
}
export function useChangeForgottenPassword() {
  const api = useShellApi();
  return useMutation({
    mutationFn: (v: { target: ResetTarget; password: string; confirmPassword: string; otpConfirmationCode: string }) =>
      changeForgottenPassword(api, v.target, { password: v.password, confirmPassword: v.confirmPassword, otpConfirmationCode: v.otpConfirmationCode }),
  });
}
