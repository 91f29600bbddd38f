import { useIntl } from 'react-intl';
import { openAuth } from '../../shared/auth-ui';
import { PreferenceRows } from './preference-menu-items';
import { MenuButton, MenuLink } from './menu-items';
import { useWideHeader } from './menu-parts';
import { useMenuLinks, visibleTo } from '../../shared/menu-links';
import { useSession } from '@tajriba/session';

/**
 * The visitor menu's rows (its own chunk: only someone who opens the menu needs them). Below
 * 768 px they also carry what the bar has no room for: "Become a host", language and theme.
 */
export function SiteMenuItems({ close }: { close: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const wide = useWideHeader();
  // Links the deployed remotes add for everyone (their contracts' `site-menu` entries).
  const links = visibleTo(useMenuLinks('site-menu'), useSession());
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const startAuth = (view: 'signup' | 'become-host') => {
    close();
    openAuth(view, view === 'become-host' ? { mode: 'host' } : undefined);
  };
  return (
    <>
      <MenuButton type="button" onClick={() => startAuth('signup')}>
        {t('shell.menu.signUp')}
      </MenuButton>
      {wide ? null : (
        <MenuButton type="button" onClick={() => startAuth('become-host')} data-testid="menu-become-host">
          {t('shell.header.becomeHost')}
        </MenuButton>
      )}
      <PreferenceRows />
      {links.map((m) => (
        <MenuLink key={m.path} to={m.path} onClick={close}>
          {m.label[locale]}
        </MenuLink>
      ))}
      <MenuLink to="/policies/help-center" onClick={close}>
        {t('shell.policy.help-center')}
      </MenuLink>
      <MenuLink to="/contact-us" onClick={close}>
        {t('shell.page.contact-us')}
      </MenuLink>
    </>
  );
}
