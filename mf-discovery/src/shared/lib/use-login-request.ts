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
    (reason: 'action' | 'unauthorized' = 'action') => {
      bus.emit('auth:login-requested', { reason, redirect: `${location.pathname}${location.search}` });
    },
    [bus, location.pathname, location.search],
  );
}
