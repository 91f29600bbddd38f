import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { showToast } from '@tajriba/design-system';
import { displayNameOf, useSession } from '@tajriba/session';
import { openAuth } from '../../shared/auth-ui';
import { signOut, switchRole } from './session-actions';
import { PreferenceRows } from './preference-menu-items';
import { MenuButton, MenuDivider, MenuLink } from './menu-items';
import { useMenuLinks, visibleTo } from '../../shared/menu-links';

const Who = styled.div`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  margin-block-end: ${({ theme }) => theme.spacing[1]};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/**
 * The avatar menu's rows (their own chunk: loaded when the menu is first hovered, focused or
 * opened): who is signed in and in which role, guest ↔ host switch (or "Become a host"),
 * shortcuts, emoji skin tone, sign-out; below 768 px also language and theme.
 */
export function UserMenuItems({ close }: { close: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);

  const name = displayNameOf(session.user as never);
  // Shortcuts come from the remotes of this environment (their contracts' menu links), so the
  // menu offers exactly the areas that are deployed, and a new area adds its own.
  const links = useMenuLinks('user-menu');
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const t = (id: string) => intl.formatMessage({ id });
  // Only someone who already holds the host role can switch to it; others become a host first.
  const canSwitch = session.isHost || session.user?.isHost === true;

  const onSwitch = async () => {
    setBusy(true);
    try {
      const to = session.isHost ? 'guest' : 'host';
      await switchRole(to);
      close();
      // A host lands on the first host-side area a remote offers (the dashboard, once deployed).
      navigate(to === 'host' ? (links.find((m) => m.side === 'host')?.path ?? '/') : '/');
    } catch {
      showToast({ kind: 'error', message: t('shell.menu.switchFailed') });
    } finally {
      setBusy(false);
    }
  };
  const onBecomeHost = () => {
    close();
    openAuth('become-host', { mode: 'host' });
  };
  // Home first, in the same tick as the session clears, so a signed-in page never asks the
  // person who is leaving to sign in.
  const onSignOut = () => {
    close();
    navigate('/');
    void signOut();
  };

  return (
    <>
      <Who>
        <strong>{name}</strong>
        <span data-testid="role-label">{t(session.isHost ? 'shell.menu.roleHost' : 'shell.menu.roleGuest')}</span>
      </Who>
      {canSwitch ? (
        <MenuButton type="button" onClick={onSwitch} disabled={busy} data-testid="role-switch">
          {t(session.isHost ? 'shell.menu.switchToGuest' : 'shell.menu.switchToHost')}
        </MenuButton>
      ) : (
        <MenuButton type="button" onClick={onBecomeHost} data-testid="menu-become-host">
          {t('shell.header.becomeHost')}
        </MenuButton>
      )}
      <MenuDivider />
      {visibleTo(links, session).map((m) => (
        <MenuLink key={m.path} to={m.path} onClick={close}>
          {m.label[locale]}
        </MenuLink>
      ))}
      <PreferenceRows />
      <MenuButton type="button" onClick={onSignOut} data-testid="sign-out">
        {t('shell.menu.signOut')}
      </MenuButton>
    </>
  );
}
