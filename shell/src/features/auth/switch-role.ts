import { useCallback, useState } from 'react';
import type { ApiClient } from '@tajriba/api-client';
import { envelope, RoleId, tokenResponseSchema } from '@tajriba/contracts/platform';
import { applyTokenResponse } from '@tajriba/session/shell';
import { api as platformApi } from '../../app/platform';
import { useShellApi } from '../../shared/api-context';
import { becomeHost } from './api/become-host';

export type UserRole = 'guest' | 'host';

/**
 * Switch guest ↔ host through `POST /Connect/SwitchRole`. The answer is a fresh access token
 * whose claims carry the new role; applying it emits `auth:session-changed`, so guards and
 * every remote follow at once. A guest without a host profile gets one first (`BeHost`, which
 * also switches).
 */
export async function switchRole(to: UserRole, opts: { api?: ApiClient; hasHostProfile?: boolean } = {}): Promise<void> {
  const api = opts.api ?? platformApi;
  if (to === 'host' && opts.hasHostProfile === false) {
    applyTokenResponse(await becomeHost(api));
    return;
  }
  const res = await api.post('/Connect/SwitchRole', { roleId: to === 'host' ? RoleId.Host : RoleId.Guest }, envelope(tokenResponseSchema));
  applyTokenResponse(res.data);
}

/** For the avatar menu: `switching` while the call runs, `error` (ApiError or other) when it failed. */
export function useSwitchRole() {
  const api = useShellApi();
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (to: UserRole, hasHostProfile?: boolean) => {
      setSwitching(true);
      setError(null);
      try {
        await switchRole(to, { api, hasHostProfile });
        return true;
      } catch (e) {
        setError(e);
        return false;
      } finally {
        setSwitching(false);
      }
    },
    [api],
  );
  return { switchRole: run, switching, error };
}
