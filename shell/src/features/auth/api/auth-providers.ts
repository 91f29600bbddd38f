import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '@tajriba/api-client';
import { authProvidersSchema, envelope } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';
import { providerClientIdsSchema } from './social-sign-in';

const providersSchema = envelope(z.object({ ...authProvidersSchema.shape, ...providerClientIdsSchema.shape }));

/** `GET /api/Auth/Providers`: which social buttons to show (none unless configured). */
export const authProvidersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async ({ signal }) => (await api.get('/api/Auth/Providers', providersSchema, { signal })).data,
    // Configuration changes with a deployment, not while a page is open.
    staleTime: Infinity,
    retry: false,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQuery(useShellApi()));
}
