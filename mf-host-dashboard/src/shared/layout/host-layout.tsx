import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { styled } from 'styled-components';
import { Skeleton } from '@tajriba/design-system';
import { ParcelSlot } from '@tajriba/federation';
import { useSession } from '@tajriba/session';
import { AreaPage, AreaTabs } from './area';

/** One host page inside the frame: the same grid rhythm as the frame, so the page's rows sit as they did in it. */
const Body = styled.div`
  min-inline-size: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
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

/** What the frame tells the page in its Outlet. */
interface HostFrameContext {
  /** The work-papers gate shows below the page's title, in place of its content. */
  gated: boolean;
}

/**
 * The host area's frame, the layout route of every host page (app/app.tsx, `ContractRoutes`
 * `layouts`): the area's tabs, the page in the Outlet, and the work-papers gate (host §2: a warning
 * screen unless the host's work papers are approved — mf-verification's `gate` parcel, so the
 * warning and its way to the wizard are the verification area's own). Staff are never gated.
 * It stays mounted from one tab to the next: the tabs keep their scroll and focus, and the gate
 * parcel is mounted once (and its "approved" answer kept) rather than again on every page.
 */
export function HostFrame() {
  const intl = useIntl();
  const { user } = useSession();
  const isHostRole = user?.currentRole.id === 7;
  // the gate parcel says when the papers turn out approved (a session older than the approval)
  const [cleared, setCleared] = useState(false);
  const gated = isHostRole && user?.workPapersStatus?.name !== 'approved' && !cleared;
  return (
    <AreaPage data-testid="host-frame">
      <AreaTabs aria-label={intl.formatMessage({ id: 'host.nav.label' })}>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/dashboard'}>
            {intl.formatMessage({ id: l.id })}
          </NavLink>
        ))}
      </AreaTabs>
      <Outlet context={{ gated } satisfies HostFrameContext} />
      {gated && (
        // mf-verification's gate (the warning, why, and the way to the work-papers wizard), mounted as its parcel
        <ParcelSlot<{ approved: boolean }>
          remote="mf-verification"
          module="gate"
          placeholder={<Skeleton height={160} />}
          data-testid="work-papers-gate-slot"
          onClose={(r) => {
            if (r?.approved) setCleared(true);
          }}
        />
      )}
    </AreaPage>
  );
}

/**
 * A host page in the frame's Outlet: its title with the page's actions, then its content — or,
 * while the frame shows the work-papers gate, the title alone.
 */
export function HostLayout({ titleId, actions, children, testId }: { titleId: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  const intl = useIntl();
  // Outside the frame (never in the app) nothing says the papers are approved: gated.
  const gated = useOutletContext<HostFrameContext | undefined>()?.gated ?? true;
  return (
    <Body data-testid={testId}>
      <Head>
        <Title>{intl.formatMessage({ id: titleId })}</Title>
        {!gated && actions}
      </Head>
      {!gated && children}
    </Body>
  );
}
