import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { About, UserInfo } from '@tajriba/contracts/account';
import { accountSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

type AboutResponse = UserInfo['about'];
const aboutResponse = accountSchema((p, a) => p.envelope(a.aboutResponseSchema));

export const getAbout = (api: ApiClient, signal?: AbortSignal) => api.get('/api/Manage/About', aboutResponse, { signal }).then((r) => r.data);
export const aboutKey = (userId: number) => ['account', 'about', userId] as const;
export const aboutQueryOptions = (api: ApiClient, userId: number) => queryOptions({ queryKey: aboutKey(userId), queryFn: ({ signal }) => getAbout(api, signal) });

/** GET /api/Manage/About (§7: no parameters; the About fields). */
export function useAbout() {
  const { api, userId } = useApiContext();
  return useQuery({ ...aboutQueryOptions(api, userId), enabled: userId > 0 });
}

/** POST /api/Manage/ChangeAbout: answers the stored fields (empty ones as null). */
export function useChangeAbout() {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (about: About) => api.post('/api/Manage/ChangeAbout', about, aboutResponse).then((r) => r.data),
    onSuccess: (saved: AboutResponse) => client.setQueryData(aboutKey(userId), saved),
  });
}
