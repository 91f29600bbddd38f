import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { openAuth } from '../../shared/auth-ui';
import { Logo } from './logo';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
`;
const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-inline-start: auto;
`;
const HideSmall = styled.span`
  @media (max-width: 640px) {
    display: none;
  }
`;

export function Header() {
  const intl = useIntl();
  const session = useSession();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Bar>
      <Inner>
        <Logo />
        <Actions aria-label={t('shell.nav.main')}>
          {!session.isHost ? (
            <HideSmall>
              <Button variant="ghost" size="sm" onClick={() => openAuth('become-host', { mode: 'host' })} data-testid="become-host">
                {t('shell.header.becomeHost')}
              </Button>
            </HideSmall>
          ) : null}
          <LanguageSwitch />
          <ThemeSwitch />
          {session.isSignedIn ? (
            <UserMenu />
          ) : (
            <Button size="sm" onClick={() => openAuth('signin')} disabled={session.status === 'unknown'} data-testid="sign-in">
              {t('shell.header.signIn')}
            </Button>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
