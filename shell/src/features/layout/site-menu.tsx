import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { MenuIcon } from '@tajriba/design-system';
import { openAuth } from '../../shared/auth-ui';
import { LanguageMenuItem, ThemeMenuItem } from './preference-switches';
import { SkinTonePicker } from './skin-tone-picker';
import { MenuButton, MenuDivider, MenuLink, MenuPanel, MenuWrap, useMenuDisclosure, useWideHeader } from './menu-parts';

const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * The visitor's menu. On every width it offers sign-up, the emoji skin tone and help; below
 * 768 px it also carries what the bar no longer has room for ("Become a host", language,
 * theme), so the bar keeps only the logo, "Sign in" and this button.
 */
export function SiteMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { open, close, wrapRef, panelId, triggerProps } = useMenuDisclosure();
  const wide = useWideHeader();
  const startAuth = (view: 'signup' | 'become-host') => {
    close();
    openAuth(view, view === 'become-host' ? { mode: 'host' } : undefined);
  };
  return (
    <MenuWrap ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={t('shell.header.menu')} data-testid="site-menu">
        <MenuIcon size={20} />
      </Trigger>
      {open ? (
        <MenuPanel id={panelId} data-testid="site-menu-panel">
          <MenuButton type="button" onClick={() => startAuth('signup')}>
            {t('shell.menu.signUp')}
          </MenuButton>
          {wide ? null : (
            <>
              <MenuButton type="button" onClick={() => startAuth('become-host')} data-testid="menu-become-host">
                {t('shell.header.becomeHost')}
              </MenuButton>
              <MenuDivider />
              <LanguageMenuItem />
              <ThemeMenuItem />
            </>
          )}
          <MenuDivider />
          <SkinTonePicker />
          <MenuDivider />
          <MenuLink to="/policies/help-center" onClick={close}>
            {t('shell.policy.help-center')}
          </MenuLink>
          <MenuLink to="/contact-us" onClick={close}>
            {t('shell.page.contact-us')}
          </MenuLink>
        </MenuPanel>
      ) : null}
    </MenuWrap>
  );
}
