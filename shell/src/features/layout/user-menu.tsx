import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ChevronDownIcon, lazyWithMessages } from '@tajriba/design-system';
import { displayNameOf, useSession } from '@tajriba/session';
import { LazyMenuPanel, MenuWrap, useMenuDisclosure } from './menu-parts';
import { layoutCatalogue } from './i18n/catalogue';

// The rows bring their strings (i18n/): the chunk and the catalogue download in one attempt.
const UserMenuItems = lazyWithMessages(() => import('./user-menu-items').then((m) => ({ default: m.UserMenuItems })), layoutCatalogue);
// Hovering or focusing the avatar starts the download, so the rows are usually there by the click.
const preloadItems = () => UserMenuItems.preload();

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
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/**
 * Avatar menu for signed-in people. The button renders with the header (a signed-in page never
 * sees it change size); the rows are a lazy chunk, see user-menu-items.tsx.
 */
export function UserMenu() {
  const intl = useIntl();
  const session = useSession();
  const { open, close, wrapRef, panelId, triggerProps } = useMenuDisclosure();
  const name = displayNameOf(session.user as never);
  return (
    <MenuWrap ref={wrapRef}>
      <Trigger
        {...triggerProps}
        onPointerEnter={preloadItems}
        onFocus={preloadItems}
        aria-label={intl.formatMessage({ id: 'shell.header.accountMenu' }, { name })}
        data-testid="user-menu"
      >
        <Avatar aria-hidden>{session.user?.avatarPath ? <img src={session.user.avatarPath} alt="" /> : initialsOf(name)}</Avatar>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <LazyMenuPanel id={panelId} testId="user-menu-panel">
          <UserMenuItems close={close} />
        </LazyMenuPanel>
      ) : null}
    </MenuWrap>
  );
}
