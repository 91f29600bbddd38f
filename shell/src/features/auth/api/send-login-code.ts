import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { envelope, otpStateSchema, type OtpState } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';

/** `POST /Connect/SendLoginOTP`: texts a 4-digit sign-in code (resend after 120 s). */
export async function sendLoginCode(api: ApiClient, phoneNumber: string): Promise<OtpState> {
  return (await api.post('/Connect/SendLoginOTP', { phoneNumber }, envelope(otpStateSchema))).data;
}

export function useSendLoginCode() {
  const api = useShellApi();
  return useMutation({ mutationFn: (phoneNumber: string) => sendLoginCode(api, phoneNumber) });
}
