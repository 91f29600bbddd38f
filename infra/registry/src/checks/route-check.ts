import type { RouteEntry } from '@tajriba/contracts';
import { error, type Problem, warning } from './problems';

/**
 * Check 2: no two remotes claim one route, and the shell's route table agrees with the
 * contracts of the remotes present. Routes of remotes that are absent are only warnings: an
 * environment may not run every area yet (the shell answers its routes with the 404 page: an area that is not deployed is not routed).
 */
export function checkRoutes(contracts: readonly { name: string; routes: readonly string[] }[], routeTable: readonly RouteEntry[]): Problem[] {
  const problems: Problem[] = [];
  const claims = new Map<string, string[]>();
  for (const c of contracts) {
    const seen = new Set<string>();
    for (const r of c.routes) {
      const key = canonical(r);
      if (seen.has(key)) problems.push(warning('route-repeated', `claims ${r} twice`, c.name));
      seen.add(key);
      claims.set(key, [...new Set([...(claims.get(key) ?? []), c.name])]);
    }
  }
  for (const [route, owners] of claims) {
    if (owners.length > 1) problems.push(error('route-claimed-twice', `${route} is claimed by ${owners.join(' and ')}`));
  }
  const present = new Set(contracts.map((c) => c.name));
  const table = new Map(routeTable.map((r) => [canonical(r.path), r.remote as string]));
  for (const c of contracts) {
    for (const r of c.routes) {
      const owner = table.get(canonical(r));
      if (!owner) problems.push(error('route-not-in-table', `claims ${r}, which the shell's route table does not have`, c.name));
      else if (owner !== c.name) problems.push(error('route-owner-mismatch', `claims ${r}, which the shell routes to ${owner}`, c.name));
    }
  }
  const absent = new Map<string, string[]>();
  for (const entry of routeTable) {
    if (entry.remote === 'shell') continue;
    const owners = claims.get(canonical(entry.path)) ?? [];
    if (present.has(entry.remote)) {
      if (!owners.includes(entry.remote)) {
        problems.push(error('route-unclaimed', `the shell routes ${entry.path} to ${entry.remote}, whose contract does not claim it`, entry.remote));
      }
    } else {
      absent.set(entry.remote, [...(absent.get(entry.remote) ?? []), entry.path]);
    }
  }
  for (const [remote, routes] of absent) {
    const sample = routes.slice(0, 2).join(', ') + (routes.length > 2 ? ', …' : '');
    problems.push(warning('remote-absent', `not part of this mix: its ${routes.length} route(s) (${sample}) answer 404 in the shell`, remote));
  }
  return dedupe(problems);
}

/** `/host/:hostId` and `/host/:id` are the same route. */
function canonical(route: string): string {
  const trimmed = route.replace(/\/+$/, '') || '/';
  return trimmed.replace(/:[^/]+/g, ':param');
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.severity}|${p.code}|${p.remote}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
