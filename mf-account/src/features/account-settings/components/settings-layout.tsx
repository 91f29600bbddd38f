import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { Card, ErrorPanel, Skeleton, SkeletonText, usePageMeta } from '@tajriba/design-system';

export const SETTINGS_SECTIONS = [
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
const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  min-inline-size: 0;
`;
const SectionHead = styled.header`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.spacing[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The account settings frame (§2 `/profile/account-settings/…`): the sections' menu beside the page. */
export function SettingsLayout({ title, intro, children, testId }: { title: string; intro: string; children: ReactNode; testId: string }) {
  const intl = useIntl();
  usePageMeta({ title: `${title} · ${intl.formatMessage({ id: 'settings.title' })}` });
  return (
    <Page data-testid={testId}>
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
      <Main>
        <SectionHead>
          <h2>{title}</h2>
          <p>{intro}</p>
        </SectionHead>
        {children}
      </Main>
    </Page>
  );
}

/** While the account loads: cards of the page's final height, so nothing moves when it arrives. */
export function SettingsSkeleton({ cards, height }: { cards: number; height: number }) {
  return (
    <div aria-busy="true" data-testid="settings-loading" style={{ display: 'grid', gap: 20 }}>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} $padding="lg" style={{ minBlockSize: height }}>
          <Skeleton width={160} height={22} />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </div>
  );
}

export function SettingsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  return <ErrorPanel title={intl.formatMessage({ id: 'settings.loadFailed' })} onRetry={onRetry} retrying={retrying} />;
}
