import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tajriba/contracts/account';
import { accountSchema } from '../api/schemas';
import { userInfoKey } from '../api/get-user-info';
import { useApiContext } from '../api/use-api-context';

export type ContactKind = 'email' | 'phone';

const codeSentResponse = accountSchema((p, a) => p.envelope(a.contactCodeSentSchema));
const userInfoResponse = accountSchema((p, a) => p.envelope(a.userInfoSchema));

/** The Manage calls of the contact verification dialog (§7), per kind. */
const paths = {
  email: { change: '/api/Manage/ChangeEmail', resend: '/api/Manage/SendVerifyEmailOTP', verify: '/api/Manage/VerifyEmail' },
  phone: { change: '/api/Manage/ChangePhone', resend: '/api/Manage/SendVerifyPhonelOTP', verify: '/api/Manage/VerifyPhone' },
} as const;

/** Sends a code: to a new address (`value`), or again to the one waiting for its code. */
export function useSendContactCode(kind: ContactKind) {
  const { api } = useApiContext();
  return useMutation({
    mutationFn: (value: string | null) =>
      (value === null
        ? api.post(paths[kind].resend, {}, codeSentResponse)
        : api.post(paths[kind].change, kind === 'email' ? { email: value } : { phoneNumber: value }, codeSentResponse)
      ).then((r) => r.data),
  });
}

/** Checks the 4-digit code; the answer is the account with the tick set, which replaces the cached one. */
export function useVerifyContactCode(kind: ContactKind) {
  const { api, bus, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => api.post(paths[kind].verify, { otp }, userInfoResponse).then((r) => r.data),
    onSuccess: (user: UserInfo) => {
      client.setQueryData(userInfoKey(userId), user);
      // A changed e-mail or number is the shell's user too.
      bus.emit('account:user-changed', { userId });
    },
  });
}
