import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';
import { useAuthProviders } from '../api/auth-providers';
import { providerToken, socialSignIn, type SocialProvider } from '../api/social-sign-in';
import { useShellApi } from '../../../shared/api-context';
import { forgetReferrer, referrerId } from '../referrer';
import { useAuthFlow } from './auth-flow-context';
import { Or } from './ui';

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden focusable="false">
    <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
    <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
    <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
    <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
  </svg>
);
const FacebookMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
    <path fill="#1877F2" d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z" />
  </svg>
);

/**
 * Social sign-in, offered only for providers the API reports as configured (none in a default
 * install) and whose public client id it publishes. The provider SDK yields a token the API
 * verifies; the account is created on first use (as a host when the flow is in host mode).
 */
export function SocialButtons({ onError }: { onError: (e: unknown) => void }) {
  const intl = useIntl();
  const api = useShellApi();
  const flow = useAuthFlow();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const { data } = useAuthProviders();
  const clientIdOf = (p: SocialProvider) => (p === 'google' ? data?.googleClientId : data?.facebookAppId);
  const enabled = data ? (['google', 'facebook'] as const).filter((p) => data[p] && clientIdOf(p)) : [];
  if (!enabled.length) return null;
  const start = async (p: SocialProvider) => {
    setBusy(p);
    try {
      const token = await providerToken(p, clientIdOf(p)!);
      // a friend from a refer-a-friend link may pick Google/Facebook instead of the e-mail sign-up
      flow.signIn(await socialSignIn(api, p, token, flow.mode === 'host', referrerId()));
      forgetReferrer();
      flow.finish();
    } catch (e) {
      // Closing the provider's window is a choice, not an error worth a message.
      if (!(e instanceof Error && e.message === 'cancelled')) onError(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Or>{intl.formatMessage({ id: 'auth.or' })}</Or>
      <Buttons data-testid="social-buttons">
        {enabled.map((p) => (
          <Button
            key={p}
            variant="secondary"
            fullWidth
            loading={busy === p}
            startIcon={p === 'google' ? <GoogleMark /> : <FacebookMark />}
            onClick={() => void start(p)}
          >
            {intl.formatMessage({ id: p === 'google' ? 'auth.social.google' : 'auth.social.facebook' })}
          </Button>
        ))}
      </Buttons>
    </>
  );
}
