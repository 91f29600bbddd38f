import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useRemote } from '@tajriba/federation';

/**
 * Ask the shell for its login flow (it owns the auth modals). `action` = a visitor tried
 * something that needs an account; `unauthorized` = the API answered 401.
 */
export function useLoginRequest() {
  const { bus } = useRemote();
  const location = useLocation();
  return useCallback(
    /** `redirect`: where the person goes once signed in (default: back to this page). */
    (reason: 'action' | 'unauthorized' = 'action', redirect = `${location.pathname}${location.search}`) => {
      bus.emit('auth:login-requested', { reason, redirect });
    },
    [bus, location.pathname, location.search],
  );
}
