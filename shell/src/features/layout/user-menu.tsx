import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { showToast, ChevronDownIcon } from '@tajriba/design-system';
import { displayNameOf, useSession } from '@tajriba/session';
import { openAuth } from '../../shared/auth-ui';
import { signOut, switchRole } from './session-actions';
import { LanguageMenuItem, ThemeMenuItem } from './preference-switches';
import { SkinTonePicker } from './skin-tone-picker';
import { MenuButton, MenuDivider, MenuLink, MenuPanel, MenuWrap, useMenuDisclosure, useWideHeader } from './menu-parts';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
  padding-inline-start: ${({ theme }) => theme.spacing[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
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

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/**
 * Avatar menu for signed-in people: role label, guest ↔ host switch (or "Become a host"),
 * shortcuts, emoji skin tone, sign-out; below 768 px also language and theme.
 */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const { open, close, wrapRef, panelId, triggerProps } = useMenuDisclosure();
  const wide = useWideHeader();

  const name = displayNameOf(session.user as never);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Only someone who already holds the host role can switch to it; others become a host first.
  const canSwitch = session.isHost || session.user?.isHost === true;

  const onSwitch = async () => {
    setBusy(true);
    try {
      const to = session.isHost ? 'guest' : 'host';
      await switchRole(to);
      close();
      navigate(to === 'host' ? '/dashboard' : '/');
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
  const onSignOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    close();
    navigate('/');
  };

  return (
    <MenuWrap ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={t('shell.header.accountMenu', { name })} data-testid="user-menu">
        <Avatar aria-hidden>{session.user?.avatarPath ? <img src={session.user.avatarPath} alt="" /> : initialsOf(name)}</Avatar>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <MenuPanel id={panelId} data-testid="user-menu-panel">
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
          {session.isHost ? (
            <MenuLink to="/dashboard" onClick={close}>
              {t('shell.menu.dashboard')}
            </MenuLink>
          ) : null}
          <MenuLink to="/profile" onClick={close}>
            {t('shell.menu.profile')}
          </MenuLink>
          {!session.isHost ? (
            <>
              <MenuLink to="/reservations" onClick={close}>
                {t('shell.menu.reservations')}
              </MenuLink>
              <MenuLink to="/wishlist" onClick={close}>
                {t('shell.menu.wishlist')}
              </MenuLink>
            </>
          ) : null}
          <MenuLink to="/messages" onClick={close}>
            {t('shell.menu.messages')}
          </MenuLink>
          {wide ? null : (
            <>
              <MenuDivider />
              <LanguageMenuItem />
              <ThemeMenuItem />
            </>
          )}
          <MenuDivider />
          <SkinTonePicker />
          <MenuDivider />
          <MenuButton type="button" onClick={onSignOut} disabled={busy} data-testid="sign-out">
            {t('shell.menu.signOut')}
          </MenuButton>
        </MenuPanel>
      ) : null}
    </MenuWrap>
  );
}
