import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tajriba/contracts/account';
import { accountSchema } from './schemas';
import { userInfoKey } from './get-user-info';
import { useApiContext } from './use-api-context';

const response = accountSchema((p, a) => p.envelope(a.preferredNameResponseSchema));

/** POST /api/Manage/ChangePreferredName (profile header and personal info): the cached account takes the saved name. */
export function useChangePreferredName() {
  const { api, bus, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferredName: string) => api.post('/api/Manage/ChangePreferredName', { preferredName }, response).then((r) => r.data),
    onSuccess: ({ preferredName }) => {
      client.setQueryData<UserInfo>(userInfoKey(userId), (u) => (u ? { ...u, preferredName } : u));
      // The header greets the user by this name: the shell reads the account again.
      bus.emit('account:user-changed', { userId });
    },
  });
}
