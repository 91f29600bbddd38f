import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, CheckIcon, FormErrorBox, LinkButton } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/platform';
import { useSession } from '@tajriba/session';
import { useShellApi } from '../../../shared/api-context';
import { switchRole } from '../switch-role';
import { useAuthFlow } from './auth-flow-context';
import { Centered, Lead, Section } from './ui';

const Perks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-block-start: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * §6 guest → host: a signed-in person is switched to hosting (getting a host profile first if
 * they have none) and sent to the dashboard; a visitor goes to sign-up with "host" preselected.
 */
export function BecomeHostView() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const api = useShellApi();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const start = async () => {
    if (!session.isSignedIn) {
      flow.go('signup', { mode: 'host' });
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await switchRole('host', { api, hasHostProfile: session.user?.isHost ?? false });
      flow.finish({ to: '/dashboard' });
    } catch (e) {
      setErrors(isApiError(e) ? e.errors : [Msg.somethingWentWrong]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section data-testid="become-host">
      <Lead>{t('auth.host.lead')}</Lead>
      <Perks>
        {(['auth.host.perk1', 'auth.host.perk2', 'auth.host.perk3'] as const).map((id) => (
          <li key={id}>
            <CheckIcon size={18} />
            <span>{t(id)}</span>
          </li>
        ))}
      </Perks>
      <Lead>{t('auth.host.requirements')}</Lead>
      <Button fullWidth loading={busy} onClick={() => void start()} data-testid="become-host-start">
        {t(session.isSignedIn ? (session.user?.isHost ? 'auth.host.switch' : 'auth.host.become') : 'auth.host.signUp')}
      </Button>
      <FormErrorBox errors={errors} />
      {!session.isSignedIn ? (
        <Centered>
          {t('auth.signup.haveAccount')}{' '}
          <LinkButton onClick={() => flow.go('signin', { mode: 'host' })}>{t('auth.signup.signIn')}</LinkButton>
        </Centered>
      ) : null}
    </Section>
  );
}
