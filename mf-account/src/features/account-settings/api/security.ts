import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateTwoFactorRequest, UserInfo } from '@tajriba/contracts/account';
import { accountSchema, emptySchema } from '../../../shared/api/schemas';
import { userInfoKey } from '../../../shared/api/get-user-info';
import { useApiContext } from '../../../shared/api/use-api-context';

export interface PasswordBody {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/Manage/ChangePassword (with the current one) or AddPassword (an account from social sign-in). */
export function useSetPassword(mode: 'change' | 'add') {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordBody) => api.post(mode === 'change' ? '/api/Manage/ChangePassword' : '/api/Manage/AddPassword', body, emptySchema),
    // An added password flips `hasPassword`: the page shows the change form from now on.
    onSuccess: () => (mode === 'add' ? client.setQueryData<UserInfo>(userInfoKey(userId), (u) => (u ? { ...u, hasPassword: true } : u)) : undefined),
  });
}

/** POST /api/Manage/SignOutEverywhere: every other session ends, this one stays. */
export function useSignOutEverywhere() {
  const { api } = useApiContext();
  return useMutation({ mutationFn: () => api.post('/api/Manage/SignOutEverywhere', {}, emptySchema) });
}

/** POST /api/Manage/Deactivate: the account is closed and every session, this one included, ends. */
export function useDeactivate() {
  const { api } = useApiContext();
  return useMutation({ mutationFn: (reason: string) => api.post('/api/Manage/Deactivate', reason.trim() ? { reason: reason.trim() } : {}, emptySchema) });
}

const twoFactorResponse = accountSchema((p, a) => p.envelope(a.twoFactorStateSchema));
export const twoFactorKey = (userId: number) => ['account', 'two-factor', userId] as const;

/** GET /api/Manage/TwoFactor: on or off, and where the codes go (masked). */
export function useTwoFactor() {
  const { api, userId } = useApiContext();
  return useQuery({
    queryKey: twoFactorKey(userId),
    queryFn: ({ signal }) => api.get('/api/Manage/TwoFactor', twoFactorResponse, { signal }).then((r) => r.data),
    enabled: userId > 0,
  });
}

/** POST /api/Manage/TwoFactor: turn two-step sign-in on or off, with the current password. */
export function useSetTwoFactor() {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTwoFactorRequest) => api.post('/api/Manage/TwoFactor', body, twoFactorResponse).then((r) => r.data),
    onSuccess: (state) => client.setQueryData(twoFactorKey(userId), state),
  });
}
