import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { EmptyState } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';

const Page = styled.section`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`;
const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding-block: ${({ theme }) => theme.spacing[2]};
    padding-inline: ${({ theme }) => theme.spacing[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    white-space: nowrap;
    border-block-end: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const links = [
  { to: '/dashboard', id: 'host.nav.dashboard' },
  { to: '/bookings', id: 'host.nav.bookings' },
  { to: '/scheduler', id: 'host.nav.scheduler' },
  { to: '/my-experiences', id: 'host.nav.experiences' },
  { to: '/payouts', id: 'host.nav.payouts' },
] as const;

/**
 * Every host page: the area's tabs, the title and the work-papers gate (host §2: a warning
 * screen unless the host's work papers are approved). Staff are never gated.
 */
export function HostLayout({ titleId, actions, children, testId }: { titleId: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  const intl = useIntl();
  const { user } = useSession();
  const isHostRole = user?.currentRole.id === 7;
  const gated = isHostRole && user?.workPapersStatus?.name !== 'approved';
  return (
    <Page data-testid={testId}>
      <Nav aria-label={intl.formatMessage({ id: 'host.nav.label' })}>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/dashboard'}>
            {intl.formatMessage({ id: l.id })}
          </NavLink>
        ))}
      </Nav>
      <Head>
        <Title>{intl.formatMessage({ id: titleId })}</Title>
        {!gated && actions}
      </Head>
      {gated ? (
        <div data-testid="work-papers-gate">
          <EmptyState title={intl.formatMessage({ id: 'host.gate.title' })} description={intl.formatMessage({ id: 'host.gate.body' })} />
        </div>
      ) : (
        children
      )}
    </Page>
  );
}
