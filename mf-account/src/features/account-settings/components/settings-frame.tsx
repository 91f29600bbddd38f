import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { styled } from 'styled-components';

const SETTINGS_SECTIONS = [
  { path: '/profile/account-settings/personal-info', label: 'settings.nav.personalInfo' },
  { path: '/profile/account-settings/global-prefrence', label: 'settings.nav.globalPreference' },
  { path: '/profile/account-settings/login-security', label: 'settings.nav.loginSecurity' },
  { path: '/profile/account-settings/notifications', label: 'settings.nav.notifications' },
  { path: '/profile/account-settings/payments', label: 'settings.nav.payments' },
] as const;

const Page = styled.div`
  max-inline-size: 1120px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[8]};
  align-items: start;
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[4]};
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
`;
const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;
const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primary};
      font-weight: ${({ theme }) => theme.typography.weights.semibold};
    }
  }
  /* Below 992 px the sections become one scrollable row above the page. */
  ${({ theme }) => theme.media.belowLg} {
    ul {
      grid-auto-flow: column;
      justify-content: start;
      overflow-x: auto;
      padding-block-end: ${({ theme }) => theme.spacing[1]};
    }
  }
`;
/**
 * The account settings frame (§2 `/profile/account-settings/…`): the title and the sections' menu
 * beside the section open in the Outlet (`SettingsSection`). The app renders it as the layout of
 * the settings routes (`ContractRoutes` `layouts`), so it stays mounted from one section to the
 * next: the menu keeps its focus and its scroll position (the row of sections below 992 px), and
 * only the section loads. It ships in the app's first chunk with its strings in the root catalogue
 * (src/i18n): it renders while the section's chunk downloads, not after it.
 */
export function SettingsFrame() {
  const intl = useIntl();
  return (
    <Page data-testid="settings-frame">
      <div>
        <Title>{intl.formatMessage({ id: 'settings.title' })}</Title>
        <Nav aria-label={intl.formatMessage({ id: 'settings.nav' })}>
          <ul>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.path}>
                <NavLink to={s.path}>{intl.formatMessage({ id: s.label })}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
      </div>
      <Outlet />
    </Page>
  );
}
