import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Card, Spinner, usePageMeta } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import type { AuthMode, AuthView } from '../../../shared/auth-ui';
import { safeRedirect } from '../safe-redirect';
import { AuthFlowProvider, type AuthFlowValue } from './auth-flow-context';
import { rememberReferrer } from '../referrer';
import { AuthFlow, viewTitleId } from './auth-flow';
import { Heading } from './ui';

const Page = styled.div`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[4]}`};
`;
const Panel = styled(Card)`
  inline-size: 100%;
  max-inline-size: 520px;
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;

function SignInPageBody() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? '/';
  // `?view=signup` (the refer-a-friend e-mail's link, with `&ref=<inviter>`) starts at sign-up
  const [view, setView] = useState<AuthView>(() => (params.get('view') === 'signup' ? 'signup' : 'signin'));
  useEffect(() => rememberReferrer(params.get('ref')), [params]);
  const [mode, setMode] = useState<AuthMode>('guest');
  const [email, setEmail] = useState<string | undefined>();
  // Set when this page signs someone in, so the "already signed in" exit below does not cut
  // the sign-up's profile-created step short.
  const [signingIn, setSigningIn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (session.status === 'signedIn' && !signingIn) navigate(redirect, { replace: true });
  }, [session.status, signingIn, redirect, navigate]);

  const flow = useMemo<AuthFlowValue>(
    () => ({
      variant: 'page',
      mode,
      email,
      go: (next, opts) => {
        setEmail(opts?.email);
        if (opts?.mode) setMode(opts.mode);
        setView(next);
        // A new view starts at the top of the page, not where the previous form ended.
        document.querySelector('main')?.scrollIntoView?.({ block: 'start' });
      },
      signIn: (token) => {
        setSigningIn(true);
        applyTokenResponse(token);
      },
      finish: (opts = {}) => {
        const go = () => navigate(opts.to ?? redirect, { replace: true });
        if (opts.delayMs) timer.current = setTimeout(go, opts.delayMs);
        else go();
      },
    }),
    [mode, email, navigate, redirect],
  );

  usePageMeta({ title: intl.formatMessage({ id: viewTitleId(view) }) });

  if (session.status === 'unknown' || (session.status === 'signedIn' && !signingIn)) {
    return (
      <Page>
        <Spinner size={32} label={intl.formatMessage({ id: 'auth.page.checking' })} />
      </Page>
    );
  }
  return (
    <Page data-testid="signin-page">
      <Panel $padding="lg">
        <Heading>{intl.formatMessage({ id: viewTitleId(view) })}</Heading>
        <AuthFlowProvider value={flow}>
          <AuthFlow view={view === 'become-host' ? 'signup' : view} />
        </AuthFlowProvider>
      </Panel>
    </Page>
  );
}

/**
 * `/auth/signin?redirect=…`: the same forms as the dialog, as a page guards can send people to.
 * `/auth/signin?view=signup&ref=<inviter id>` is the refer-a-friend invitation's link: sign-up, with
 * the inviter kept for the tab (../referrer.ts) and sent with the new account.
 * Its strings (../i18n/) load with its chunk (app/shell-pages.tsx).
 */
export default SignInPageBody;
