import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoKey } from '../../../shared/api/get-user-info';
import { useApiContext } from '../../../shared/api/use-api-context';

/** PUT /api/Manage/ChangeAvatar (multipart `file`, with progress); the account is read again for its new avatar path. */
export function useChangeAvatar() {
  const { api, bus, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      api.upload({ path: '/api/Manage/ChangeAvatar', method: 'PUT', file, fileName: file.name, onProgress: (f) => onProgress(f) }),
    onSuccess: () => {
      // The header's avatar menu shows it too: the shell reads the account again.
      bus.emit('account:user-changed', { userId });
      return client.invalidateQueries({ queryKey: userInfoKey(userId) });
    },
  });
}
