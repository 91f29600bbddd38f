import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { lazyWithMessages, MenuIcon } from '@tajriba/design-system';
import { LazyMenuPanel, MenuWrap, useMenuDisclosure } from './menu-parts';
import { layoutCatalogue } from './i18n/catalogue';
import { siteLinksCatalogue } from '../../shared/i18n/catalogue';
import { headerIconButton } from '../../shared/header-icon-button';

// The rows bring their strings (i18n/): the chunk and the catalogue download in one attempt.
const SiteMenuItems = lazyWithMessages(() => import('./site-menu-items').then((m) => ({ default: m.SiteMenuItems })), [siteLinksCatalogue, layoutCatalogue]);
// Hovering or focusing the button starts the download, so the rows are usually there by the click.
const preloadItems = () => SiteMenuItems.preload();

const Trigger = styled.button`
  ${headerIconButton}
`;

/**
 * The visitor's menu. On every width it offers sign-up, the emoji skin tone and help; below
 * 768 px it also carries what the bar no longer has room for ("Become a host", language,
 * theme), so the bar keeps only the logo, "Sign in" and this button.
 */
export function SiteMenu() {
  const intl = useIntl();
  const { open, close, wrapRef, panelId, triggerProps } = useMenuDisclosure();
  return (
    <MenuWrap ref={wrapRef}>
      <Trigger
        {...triggerProps}
        onPointerEnter={preloadItems}
        onFocus={preloadItems}
        aria-label={intl.formatMessage({ id: 'shell.header.menu' })}
        data-testid="site-menu"
      >
        <MenuIcon size={20} />
      </Trigger>
      {open ? (
        <LazyMenuPanel id={panelId} testId="site-menu-panel">
          <SiteMenuItems close={close} />
        </LazyMenuPanel>
      ) : null}
    </MenuWrap>
  );
}
