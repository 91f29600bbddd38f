import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserInfo } from '@tajriba/contracts/account';
import { accountSchema } from '../../../shared/api/schemas';
import { userInfoKey } from '../../../shared/api/get-user-info';
import { useApiContext } from '../../../shared/api/use-api-context';

const response = accountSchema((p, a) => p.envelope(a.userInfoSchema));

/**
 * PUT /api/Manage/UpdateProfile: the person in one step. The cached account takes the answer and
 * the shell is told to read the user again (its header shows the names).
 */
export function useUpdateProfile() {
  const { api, bus, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.put('/api/Manage/UpdateProfile', body, response).then((r) => r.data),
    onSuccess: (user: UserInfo) => {
      client.setQueryData(userInfoKey(userId), user);
      bus.emit('account:user-changed', { userId: user.id });
    },
  });
}
