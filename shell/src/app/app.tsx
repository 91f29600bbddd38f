import { useIntl } from 'react-intl';
import { Route, Routes } from 'react-router';
import { styled } from 'styled-components';
import type { RouteAccess } from '@tajriba/contracts/constants';
import { useSession } from '@tajriba/session';
import { Header } from '../features/layout/header';
import { LiveSlot } from '../features/live/live-slot';
import { DeferredFooter } from '../features/layout/deferred-footer';
import { RouteSkeleton } from '../features/layout/route-skeleton';
import { ForbiddenPage, NotFoundPage } from '../features/layout/lazy-status-pages';
import { RemoteRoute } from '../features/composition/remote-route';
import { OverridesBadge } from '../features/composition/overrides-badge';
import { OUTLET_ID } from '../features/composition/register-applications';
import { AuthSlot } from './auth-slot';
import { shellPages } from './shell-pages';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;
const Main = styled.main`
  flex: 1;
  /* At least the viewport high, before and while a remote renders: the footer starts below the
     fold and the remote's content never pushes it (it would be a layout shift). */
  min-block-size: 100vh;
  inline-size: 100%;
  /* A remote whose content is wider than the viewport must not widen the page (in RTL that
     shifts the header and footer off screen); it scrolls inside its own widgets instead. */
  min-inline-size: 0;
  overflow-x: clip;
  &:focus {
    outline: none;
  }
`;
const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.spacing[2]};
  inset-block-start: -100px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    inset-block-start: ${({ theme }) => theme.spacing[2]};
  }
`;

function Forbidden({ access }: { access: RouteAccess }) {
  const session = useSession();
  // Someone who already has a host profile just switches; others are offered to become one.
  // (The switch's code, shared with the avatar menu, loads with the press.)
  const onSwitch = () => void import('../features/layout/session-actions').then((m) => m.switchRole('host'));
  if (access === 'staff') return <ForbiddenPage staffOnly />;
  return <ForbiddenPage onSwitch={session.user?.isHost ? onSwitch : undefined} />;
}

export function App({ onRetryRegistry }: { onRetryRegistry: () => Promise<void> }) {
  const intl = useIntl();
  return (
    <Page>
      <SkipLink href="#main">{intl.formatMessage({ id: 'shell.skipToContent' })}</SkipLink>
      <Header live={<LiveSlot />} />
      <Main id="main" tabIndex={-1}>
        <Routes>
          {shellPages.map((p) => (
            <Route key={p.path} path={p.path} element={p.element} />
          ))}
          {/* Every other URL: the routes the registry document gives the remotes (composeRoutes). */}
          <Route
            path="*"
            element={<RemoteRoute notFound={<NotFoundPage />} notAvailable={<NotFoundPage notAvailable />} forbidden={(access) => <Forbidden access={access} />} loading={<RouteSkeleton />} onRetryRegistry={onRetryRegistry} />}
          />
        </Routes>
        {/* Remotes render here through single-spa; React never renders children into it. */}
        <div id={OUTLET_ID} data-testid="remote-outlet" />
      </Main>
      <DeferredFooter />
      <OverridesBadge />
      <AuthSlot />
    </Page>
  );
}
