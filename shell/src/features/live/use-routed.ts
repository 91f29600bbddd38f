import { useSnapshot } from 'valtio/react';
import { composeRoutes, findRoute, type RoutedDocument } from '@tajriba/contracts/constants';
import { menuSource } from '../../shared/menu-source';

/**
 * Whether this environment routes a path (the shell's own pages and the deployed remotes'): a link
 * to an area that is not deployed is not shown.
 */
export function useRouted(): (href: string) => boolean {
  const { remotes } = useSnapshot(menuSource) as { remotes: RoutedDocument['remotes'] };
  const routes = composeRoutes({ remotes });
  return (href) => findRoute(routes, href.split(/[?#]/)[0]) !== null;
}
