import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { EmptyState } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { AreaPage, AreaTabs } from './area';

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
const links = [
  { to: '/dashboard', id: 'host.nav.dashboard' },
  { to: '/bookings', id: 'host.nav.bookings' },
  { to: '/scheduler', id: 'host.nav.scheduler' },
  { to: '/my-experiences', id: 'host.nav.experiences' },
  { to: '/analytics', id: 'host.nav.analytics' },
  { to: '/questions', id: 'host.nav.questions' },
  { to: '/coupons', id: 'host.nav.coupons' },
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
    <AreaPage data-testid={testId}>
      <AreaTabs aria-label={intl.formatMessage({ id: 'host.nav.label' })}>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/dashboard'}>
            {intl.formatMessage({ id: l.id })}
          </NavLink>
        ))}
      </AreaTabs>
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
    </AreaPage>
  );
}
