import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { openAuth } from '../../shared/auth-ui';
import { Logo } from './logo';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';
import { UserMenu } from './user-menu';
import { SiteMenu } from './site-menu';
import { useWideHeader } from './menu-parts';

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
  gap: ${({ theme }) => theme.spacing[2]};
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.spacing[3]};
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  }
`;
const Actions = styled.nav`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-inline-start: auto;
`;
const Wide = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const PrimaryButton = styled(Button)`
  white-space: nowrap;
`;

/**
 * Below 768 px the bar keeps the logo, the primary action (sign in, or the avatar menu) and, for
 * visitors, the menu button; "Become a host", language and theme move into the menu. From 768
 * px up they sit in the bar. The menus render their rows only when open. `live` is the signed-in
 * messages link and notification bell (their own feature, composed by the app).
 */
export function Header({ live }: { live?: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const wide = useWideHeader();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Bar>
      <Inner>
        <Logo />
        <Actions aria-label={t('shell.nav.main')}>
          {wide ? (
            <Wide>
              {!session.isHost ? (
                <Button variant="ghost" size="sm" onClick={() => openAuth('become-host', { mode: 'host' })} data-testid="become-host">
                  {t('shell.header.becomeHost')}
                </Button>
              ) : null}
              <LanguageSwitch />
              <ThemeSwitch />
            </Wide>
          ) : null}
          {live}
          {session.isSignedIn ? (
            <UserMenu />
          ) : (
            <>
              <PrimaryButton size="sm" onClick={() => openAuth('signin')} disabled={session.status === 'unknown'} data-testid="sign-in">
                {t('shell.header.signIn')}
              </PrimaryButton>
              <SiteMenu />
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
