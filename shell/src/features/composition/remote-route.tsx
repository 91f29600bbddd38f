import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { ErrorPanel } from '@tajriba/design-system';
import type { RouteEntry } from '@tajriba/contracts/platform';
import { useSession } from '@tajriba/session';
import { decideAccess, signInPath } from '../../app/access';
import { useComposition } from './composition-store';

export interface RemoteRouteProps {
  route: RouteEntry;
  /** the shell's 404 and 403 pages, composed by src/app */
  notFound: React.ReactNode;
  forbidden: React.ReactNode;
  /**
   * the page skeleton, shown until the remote has rendered into the outlet (it hides itself
   * then, with CSS): the main area keeps its size while the remote loads
   */
  loading: React.ReactNode;
  /** retry after the registry could not be read */
  onRetryRegistry: () => Promise<void>;
}

/**
 * What the shell shows in place of a remote route. The remote itself renders into the outlet
 * (single-spa, outside React's tree); this component only covers the cases where it must not
 * or cannot: guards, a remote absent from the registry (404), the registry unreachable.
 */
export function RemoteRoute({ route, notFound, forbidden, loading, onRetryRegistry }: RemoteRouteProps) {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const composition = useComposition();
  const decision = decideAccess(route.access, session);

  if (decision === 'signin') return <Navigate replace to={signInPath(location.pathname + location.search)} />;
  if (decision === 'wait' || composition.status === 'loading') return <>{loading}</>;
  if (decision === 'forbidden') return <>{forbidden}</>;
  if (composition.status === 'failed')
    return <ErrorPanel message={intl.formatMessage({ id: 'shell.registry.failed' })} onRetry={() => void onRetryRegistry()} />;
  if (route.remote === 'shell' || !composition.remotes.includes(route.remote)) return <>{notFound}</>;
  return <>{loading}</>;
}
