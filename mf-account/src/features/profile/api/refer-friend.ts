import { useMutation } from '@tanstack/react-query';
import { emptySchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

/**
 * POST /api/Manage/ReferFriend `{ email }` (spec §7 server actions "refer friend"): the API e-mails
 * the invitation through the outbox; an address that already has an account answers
 * `fieldsErrors.email`, and inviting the same address twice sends nothing the second time.
 */
export function useReferFriend() {
  const { api } = useApiContext();
  return useMutation({ mutationFn: (email: string) => api.post('/api/Manage/ReferFriend', { email }, emptySchema) });
}
