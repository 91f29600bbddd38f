import { canonicalRoute, type RemoteMenuEntry, type RemoteRoute, type RouteEntry } from '@tajriba/contracts';
import { error, type Problem, warning } from './problems';

export interface RoutedContract {
  name: string;
  routes: readonly RemoteRoute[];
  menu?: readonly RemoteMenuEntry[];
}

/**
 * Check 2: the routes of a mix. Remotes declare their own routes (with access); the shell routes
 * whatever the environment document says. So: no two remotes claim one route, no remote claims a
 * page the shell renders itself, and every menu link a remote adds points at one of its own routes.
 * `/host/:hostId` and `/host/:id` are the same route.
 */
export function checkRoutes(contracts: readonly RoutedContract[], shellRoutes: readonly RouteEntry[]): Problem[] {
  const problems: Problem[] = [];
  const shell = new Map(shellRoutes.map((r) => [canonicalRoute(r.path), r.path]));
  const claims = new Map<string, string[]>();
  for (const c of contracts) {
    const own = new Set<string>();
    for (const r of c.routes) {
      const key = canonicalRoute(r.path);
      if (own.has(key)) problems.push(warning('route-repeated', `claims ${r.path} twice`, c.name));
      own.add(key);
      if (shell.has(key)) problems.push(error('route-shell-owned', `claims ${r.path}, a page the shell renders itself (${shell.get(key)})`, c.name));
      claims.set(key, [...new Set([...(claims.get(key) ?? []), c.name])]);
    }
    for (const m of c.menu ?? []) {
      if (!own.has(canonicalRoute(m.path))) problems.push(error('menu-route-unknown', `adds a ${m.placement} link to ${m.path}, which is not one of its routes`, c.name));
    }
  }
  for (const [route, owners] of claims) {
    if (owners.length > 1) problems.push(error('route-claimed-twice', `${route} is claimed by ${owners.join(' and ')}`));
  }
  return problems;
}
