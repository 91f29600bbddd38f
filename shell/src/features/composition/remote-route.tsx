import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { ErrorPanel } from '@tajriba/design-system';
import { findRoute, type RouteAccess } from '@tajriba/contracts/constants';
import { useSession } from '@tajriba/session';
import { decideAccess, signInPath } from '../../app/access';
import { useComposition } from './composition-store';

export interface RemoteRouteProps {
  /** the shell's 404 and 403 pages, composed by src/app */
  notFound: React.ReactNode;
  /** a route of an area published but not deployed in this environment: "not available yet" */
  notAvailable: React.ReactNode;
  /** the 403 page for a route of this access rule (host or staff) */
  forbidden: (access: RouteAccess) => React.ReactNode;
  /**
   * the page skeleton, shown until the remote has rendered into the outlet (it hides itself
   * then, with CSS): the main area keeps its size while the remote loads
   */
  loading: React.ReactNode;
  /** retry after the registry could not be read */
  onRetryRegistry: () => Promise<void>;
}

/**
 * What the shell shows for every URL that is not one of its own pages. The routes come from the
 * registry document (each remote declares its own, with their access rule), so this is one
 * catch-all route rather than one per path. The remote itself renders into the outlet
 * (single-spa, outside React's tree); this component only covers the cases where it must not
 * or cannot: guards, a URL no remote of the document routes (404), the registry unreachable.
 */
export function RemoteRoute({ notFound, notAvailable, forbidden, loading, onRetryRegistry }: RemoteRouteProps) {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const composition = useComposition();
  const route = findRoute(composition.routes, location.pathname);
  const registryFailed = () => <ErrorPanel message={intl.formatMessage({ id: 'shell.registry.failed' })} onRetry={() => void onRetryRegistry()} />;
  // Until the document is read any URL may turn out to be a remote's: the skeleton, not a 404.
  if (!route) {
    if (composition.status === 'loading') return <>{loading}</>;
    return composition.status === 'failed' ? registryFailed() : <>{notFound}</>;
  }
  const decision = decideAccess(route.access, session);

  if (decision === 'signin') return <Navigate replace to={signInPath(location.pathname + location.search)} />;
  if (decision === 'wait' || composition.status === 'loading') return <>{loading}</>;
  if (decision === 'forbidden') return <>{forbidden(route.access)}</>;
  if (composition.status === 'failed') return registryFailed();
  if (route.remote === 'shell') return <>{notFound}</>;
  // The route exists (the document names it) but its area is not deployed here: never a 404.
  if (!composition.remotes.includes(route.remote)) return <>{notAvailable}</>;
  return <>{loading}</>;
}
