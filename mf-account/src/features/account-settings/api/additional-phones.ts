import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

const response = accountSchema((p, a) => p.envelope(a.additionalPhonesSchema));

/** Kept apart from UserInfo (see the contract): only this page shows them. */
export const additionalPhonesKey = (userId: number) => ['account', 'additional-phones', userId] as const;

export function useAdditionalPhones() {
  const { api, userId } = useApiContext();
  return useQuery({
    queryKey: additionalPhonesKey(userId),
    queryFn: ({ signal }) => api.get('/api/Manage/AdditionalPhones', response, { signal }).then((r): string[] => r.data.additionalPhones),
    enabled: userId > 0,
  });
}

/** `UpdateAdditionalPhones` replaces the whole list; the answer (normalised E.164) becomes the cache. */
export function useUpdateAdditionalPhones() {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (additionalPhones: string[]) => api.post('/api/Manage/UpdateAdditionalPhones', { additionalPhones }, response).then((r): string[] => r.data.additionalPhones),
    onSuccess: (phones) => client.setQueryData(additionalPhonesKey(userId), phones),
  });
}
