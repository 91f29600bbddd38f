/**
 * Routes are declared by whoever renders them. Each remote declares its routes, with the access
 * rule of each, in its own contract (`mf-<name>/contract.ts`); the registry copies them into the
 * environment document next to the build that renders them, and the shell composes its router
 * from that document (`composeRoutes`). A team adds a route, or a whole new area, by publishing
 * its remote: no shell release, no change here. The shell's own pages are listed below
 * (`shellRoutes`), because they ship with the shell.
 *
 * Zod-free: part of `@tajriba/contracts/constants`, on the first render of every page.
 *
 * access:
 * - `public`: anyone;
 * - `signed-in`: any signed-in user (profile, messages);
 * - `client`: a signed-in user acting as a guest — transactions, wishlist, reservations,
 *   checkout. Any signed-in user may open them (a host is also someone's guest); the menus
 *   offer them on the guest side;
 * - `host`: the host role or staff;
 * - `staff`: staff roles only (SuperAdmin, Admin, Moderator, Marketer).
 */
export const routeAccessValues = ['public', 'signed-in', 'client', 'host', 'staff'] as const;
export type RouteAccess = (typeof routeAccessValues)[number];

/**
 * A remote's name: `mf-` + lowercase letters, digits and dashes. An open set — any published
 * remote of that shape is composed; nothing lists them.
 */
export type RemoteName = `mf-${string}`;
export const remoteNamePattern = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isRemoteName = (v: unknown): v is RemoteName => typeof v === 'string' && remoteNamePattern.test(v);

/**
 * A route pattern: `/` or `/`-separated segments of lowercase letters, digits, `-`, `_` and `.`,
 * or `:param`. No wildcards: a remote renders its sub-pages under patterns it declares, so the
 * shell (and the edge's 404 status) always knows whether a URL exists.
 */
export const routePathPattern = /^\/(?:(?:[a-z0-9._-]+|:[A-Za-z][A-Za-z0-9]*)(?:\/(?:[a-z0-9._-]+|:[A-Za-z][A-Za-z0-9]*))*)?$/;

/** One route of a remote, as its contract declares it and the registry document carries it. */
export interface RemoteRoute {
  /** react-router style pattern, e.g. `/experiences/details/:id` */
  path: string;
  access: RouteAccess;
}

/**
 * A link a remote adds to the shell's menus, shown only when the remote is in the environment
 * and the visitor may open the route. Labels come with the contract (both languages), so a new
 * area brings its own entry without a shell release.
 * - `placement`: `user-menu` (the avatar menu) or `site-menu` (the menu everyone sees);
 * - `side`: which mode of a signed-in user sees it (`guest`, `host` or `any`).
 */
export interface RemoteMenuEntry {
  placement: 'user-menu' | 'site-menu';
  path: string;
  label: { en: string; ar: string };
  side: 'guest' | 'host' | 'any';
}

export interface RouteEntry extends RemoteRoute {
  remote: RemoteName | 'shell';
}

/** The shell's own pages (shell/src/app/shell-pages.tsx renders them). */
export const shellRoutes: readonly RouteEntry[] = [
  { path: '/auth/signin', remote: 'shell', access: 'public' },
  { path: '/redirect', remote: 'shell', access: 'public' },
  { path: '/policies/:slug', remote: 'shell', access: 'public' },
  { path: '/about-us', remote: 'shell', access: 'public' },
  { path: '/contact-us', remote: 'shell', access: 'public' },
  { path: '/offers', remote: 'shell', access: 'public' },
];

/** What `composeRoutes` needs of a registry document (the zod schema lives in `./registry`). */
export interface RoutedDocument {
  remotes: Record<string, { routes?: readonly RemoteRoute[]; menu?: readonly RemoteMenuEntry[] }>;
  /** routes of remotes published to the registry but not deployed in this environment */
  undeployed?: Record<string, { routes?: readonly RemoteRoute[] }>;
}

/** A menu link as the shell shows it: from a remote of the document, with its route's access rule. */
export interface MenuLink extends RemoteMenuEntry {
  remote: RemoteName;
  access: RouteAccess;
}

/**
 * The route table of an environment: the shell's pages, then every route the document's remotes
 * declare. A route the shell already renders, or that an earlier remote (by name) claimed, is
 * dropped — the registry refuses such a mix before it is published, so this only guards a
 * hand-edited document. The result is what `findRoute` searches.
 */
export function composeRoutes(doc: RoutedDocument | null | undefined): RouteEntry[] {
  const table: RouteEntry[] = [...shellRoutes];
  const taken = new Set(table.map((r) => canonicalRoute(r.path)));
  for (const name of Object.keys(doc?.remotes ?? {}).sort()) {
    if (!isRemoteName(name)) continue;
    for (const r of doc!.remotes[name].routes ?? []) {
      const key = canonicalRoute(r.path);
      if (taken.has(key) || !routePathPattern.test(r.path)) continue;
      taken.add(key);
      table.push({ path: r.path, remote: name, access: r.access });
    }
  }
  // Routes of areas published but not deployed here come last: they exist (a link to one is not a
  // broken link) but no remote of this environment renders them, so the shell shows its "not
  // available yet" page there (RemoteRoute), never a 404, and its menus link none of them.
  for (const name of Object.keys(doc?.undeployed ?? {}).sort()) {
    if (!isRemoteName(name) || doc!.remotes[name]) continue;
    for (const r of doc!.undeployed![name].routes ?? []) {
      const key = canonicalRoute(r.path);
      if (taken.has(key) || !routePathPattern.test(r.path)) continue;
      taken.add(key);
      table.push({ path: r.path, remote: name, access: r.access });
    }
  }
  return table;
}

/** `/host/:hostId` and `/host/:id` are the same route. */
export function canonicalRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '') || '/';
  return trimmed.replace(/:[^/]+/g, ':param');
}

export const policySlugs = [
  'privacy-policy',
  'notifications-policy',
  'payments-terms-of-service',
  'how-it-works',
  'help-center',
  'terms-and-conditions',
  'cancellation-policy',
  'identity-verification',
  'standards-and-requirements',
  'experience-types',
  'wallet',
  'learning-center',
  'cookies',
] as const;
export type PolicySlug = (typeof policySlugs)[number];

/** Match a pathname against a pattern with `:param` segments (exact, trailing slash ignored). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return params;
}

/** The most specific route of a table for a pathname (static segments beat params). */
export function findRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | null {
  let best: R | null = null;
  let bestScore = -1;
  for (const r of routes) {
    if (!matchPath(r.path, pathname)) continue;
    const score = r.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}
