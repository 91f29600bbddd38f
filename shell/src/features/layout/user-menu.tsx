import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { showToast, useClickOutside, ChevronDownIcon } from '@tajriba/design-system';
import { displayNameOf, useSession } from '@tajriba/session';
import { signOut, switchRole } from './session-actions';

const Wrap = styled.div`
  position: relative;
`;
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
const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing[2]});
  min-inline-size: 240px;
  padding: ${({ theme }) => theme.spacing[2]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
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
const itemCss = `
  display: block;
  inline-size: 100%;
  text-align: start;
  font: inherit;
  border: 0;
  background: none;
  cursor: pointer;
  text-decoration: none;
`;
const Item = styled(Link)`
  ${itemCss}
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    outline: none;
  }
`;
const ItemButton = styled.button`
  ${itemCss}
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    outline: none;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
const Divider = styled.hr`
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => `${theme.spacing[1]} 0`};
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** Avatar menu for signed-in people: role label, guest ↔ host switch, shortcuts, sign-out. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useClickOutside([ref], () => setOpen(false), open);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const name = displayNameOf(session.user as never);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const close = () => setOpen(false);

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
  const onSignOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    close();
    navigate('/');
  };

  return (
    <Wrap ref={ref}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.header.accountMenu', { name })}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu"
      >
        <Avatar aria-hidden>{session.user?.avatarPath ? <img src={session.user.avatarPath} alt="" /> : initialsOf(name)}</Avatar>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <Panel id={panelId}>
          <Who>
            <strong>{name}</strong>
            <span data-testid="role-label">{t(session.isHost ? 'shell.menu.roleHost' : 'shell.menu.roleGuest')}</span>
          </Who>
          <ItemButton type="button" onClick={onSwitch} disabled={busy} data-testid="role-switch">
            {t(session.isHost ? 'shell.menu.switchToGuest' : 'shell.menu.switchToHost')}
          </ItemButton>
          <Divider />
          {session.isHost ? (
            <Item to="/dashboard" onClick={close}>
              {t('shell.menu.dashboard')}
            </Item>
          ) : null}
          <Item to="/profile" onClick={close}>
            {t('shell.menu.profile')}
          </Item>
          {!session.isHost ? (
            <>
              <Item to="/reservations" onClick={close}>
                {t('shell.menu.reservations')}
              </Item>
              <Item to="/wishlist" onClick={close}>
                {t('shell.menu.wishlist')}
              </Item>
            </>
          ) : null}
          <Item to="/messages" onClick={close}>
            {t('shell.menu.messages')}
          </Item>
          <Divider />
          <ItemButton type="button" onClick={onSignOut} disabled={busy} data-testid="sign-out">
            {t('shell.menu.signOut')}
          </ItemButton>
        </Panel>
      ) : null}
    </Wrap>
  );
}
