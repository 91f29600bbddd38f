import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button, Modal } from '@tajriba/design-system';
import { getSession } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { closeAuth, openAuth, useAuthUi, type AuthView } from '../../../shared/auth-ui';
import { safeRedirect } from '../safe-redirect';
import { AuthFlowProvider, type AuthFlowValue } from './auth-flow-context';
import { AuthFlow, viewTitleId } from './auth-flow';

function Dialog() {
  const intl = useIntl();
  const ui = useAuthUi();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const view = ui.view as AuthView;
  const [held, setHeld] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (held ? setAsking(true) : closeAuth());

  const flow = useMemo<AuthFlowValue>(
    () => ({
      variant: 'modal',
      mode: ui.mode,
      email,
      go: (next, opts) => {
        setEmail(opts?.email);
        openAuth(next, { mode: opts?.mode ?? ui.mode, redirect: ui.redirect });
      },
      signIn: (token) => applyTokenResponse(token),
      finish: (opts = {}) => {
        const done = () => {
          // Signed in on the way to hosting: carry on with the guest → host step.
          if (!opts.to && ui.mode === 'host' && (view === 'signin' || view === 'phone') && !getSession().isHost) {
            openAuth('become-host', { mode: 'host', redirect: ui.redirect });
            return;
          }
          const target = opts.to ?? safeRedirect(ui.redirect);
          closeAuth();
          // A remote that asked for the login passes its own page: stay, it retries on session change.
          const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
          if (target && target !== here) navigate(target);
        };
        if (opts.delayMs) timer.current = setTimeout(done, opts.delayMs);
        else done();
      },
      holdProgress: setHeld,
    }),
    [ui.mode, ui.redirect, email, navigate, view],
  );

  // Closed between two renders (the host unmounts this right after).
  if (!ui.view) return null;
  return (
    <Modal open onClose={requestClose} title={intl.formatMessage({ id: viewTitleId(view) })} size={view === 'signup' ? 'md' : 'sm'}>
      <AuthFlowProvider value={flow}>
        <AuthFlow view={view} />
      </AuthFlowProvider>
      {/* Its own layer: Esc here answers this question only, and keeps the sign-up open. */}
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage({ id: 'auth.leave.title' })}
        description={intl.formatMessage({ id: 'auth.leave.text' })}
        size="sm"
        fullScreenOnMobile={false}
        footer={
          <>
            <Button variant="ghost" onClick={() => closeAuth()} data-testid="auth-leave-confirm">
              {intl.formatMessage({ id: 'auth.leave.leave' })}
            </Button>
            <Button onClick={() => setAsking(false)} data-testid="auth-leave-stay">
              {intl.formatMessage({ id: 'auth.leave.stay' })}
            </Button>
          </>
        }
      />
    </Modal>
  );
}

/**
 * The sign-in / sign-up / phone / recovery / become-host dialog, driven by `shared/auth-ui`. Its
 * strings (../i18n/) load with its chunk (auth-modal-host.tsx).
 */
export default Dialog;
