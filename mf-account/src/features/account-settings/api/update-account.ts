import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tajriba/contracts/account';
import { accountSchema } from '../../../shared/api/schemas';
import { userInfoKey } from '../../../shared/api/get-user-info';
import { useApiContext } from '../../../shared/api/use-api-context';

const response = accountSchema((p, a) => p.envelope(a.userInfoSchema));

/** The account updates that answer with the refreshed user (§7 Account: ChangeFullName, UpdateAddress, …). */
export type AccountUpdatePath =
  | '/api/Manage/ChangeFullName'
  | '/api/Manage/UpdateAddress'
  | '/api/Manage/UpdateEmergencyContact'
  | '/api/Manage/UpdateLanguage'
  | '/api/Manage/UpdateCurrency'
  | '/api/Manage/UpdateTimeZone'
  | '/api/Manage/UpdateAccountNotification'
  | '/api/Manage/UpdateGuestHostMessages'
  | '/api/Manage/UpdateOffersCoupons'
  | '/api/Manage/UpdateNewsletter';

/**
 * POST one account update: the cached account takes the answer, and the shell is told to read
 * the user again (its header shows names and the avatar).
 */
export function useUpdateAccount<B extends object>(path: AccountUpdatePath) {
  const { api, bus, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post(path, body, response).then((r) => r.data),
    onSuccess: (user: UserInfo) => {
      client.setQueryData(userInfoKey(userId), user);
      bus.emit('account:user-changed', { userId: user.id });
    },
  });
}
