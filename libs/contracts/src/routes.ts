/**
 * The route table of both specs. The shell uses it to decide which remote is active for a URL
 * and which guard applies; remotes declare the routes they claim in their contracts, and the
 * contract tests check that the two agree and that no two remotes claim the same route.
 *
 * access: public; protected (signed in: profile, messages); client (signed in, guest side:
 * transactions, wishlist, reservations, checkout); host (host or staff role).
 */
export type RouteAccess = 'public' | 'protected' | 'client' | 'host';
export type RemoteName =
  | 'mf-discovery'
  | 'mf-booking'
  | 'mf-account'
  | 'mf-messaging'
  | 'mf-verification'
  | 'mf-host-wizard'
  | 'mf-host-dashboard';

export interface RouteEntry {
  /** react-router style pattern */
  path: string;
  remote: RemoteName | 'shell';
  access: RouteAccess;
}

export const routeTable: readonly RouteEntry[] = [
  // discovery
  { path: '/', remote: 'mf-discovery', access: 'public' },
  { path: '/experiences', remote: 'mf-discovery', access: 'public' },
  { path: '/experiences/map', remote: 'mf-discovery', access: 'public' },
  { path: '/experiences/details/:id', remote: 'mf-discovery', access: 'public' },
  { path: '/search', remote: 'mf-discovery', access: 'public' },
  { path: '/search/map', remote: 'mf-discovery', access: 'public' },
  { path: '/host/:id', remote: 'mf-discovery', access: 'public' },
  // booking
  { path: '/experiences/details/:id/checkout', remote: 'mf-booking', access: 'client' },
  { path: '/checkout', remote: 'mf-booking', access: 'client' },
  { path: '/checkout/confirm-payment', remote: 'mf-booking', access: 'client' },
  { path: '/booking-confirmed/:id', remote: 'mf-booking', access: 'client' },
  // account
  { path: '/profile', remote: 'mf-account', access: 'protected' },
  { path: '/profile/notifications', remote: 'mf-account', access: 'protected' },
  { path: '/profile/create', remote: 'mf-account', access: 'protected' },
  { path: '/profile/edit', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/personal-info', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/global-prefrence', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/login-security', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/notifications', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/payments', remote: 'mf-account', access: 'protected' },
  { path: '/profile/account-settings/payments/confirm-card', remote: 'mf-account', access: 'protected' },
  { path: '/reservations', remote: 'mf-account', access: 'client' },
  { path: '/reservations/details/:id', remote: 'mf-account', access: 'client' },
  { path: '/wishlist', remote: 'mf-account', access: 'client' },
  { path: '/wishlist/list/:id', remote: 'mf-account', access: 'client' },
  { path: '/transactions', remote: 'mf-account', access: 'client' },
  // messaging
  { path: '/messages', remote: 'mf-messaging', access: 'protected' },
  // host
  { path: '/my-experiences/add', remote: 'mf-host-wizard', access: 'host' },
  { path: '/dashboard', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/bookings', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/bookings/details/:id', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/my-experiences', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/my-experiences/details/:id', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/my-experiences/details/:id/insights', remote: 'mf-host-dashboard', access: 'host' },
  { path: '/analytics', remote: 'mf-host-dashboard', access: 'host' },
  // shell-owned
  { path: '/auth/signin', remote: 'shell', access: 'public' },
  { path: '/redirect', remote: 'shell', access: 'public' },
  { path: '/policies/:slug', remote: 'shell', access: 'public' },
  { path: '/about-us', remote: 'shell', access: 'public' },
  { path: '/contact-us', remote: 'shell', access: 'public' },
  { path: '/offers', remote: 'shell', access: 'public' },
];

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

/** The most specific route for a pathname (static segments beat params). */
export function findRoute(pathname: string): RouteEntry | null {
  let best: RouteEntry | null = null;
  let bestScore = -1;
  for (const r of routeTable) {
    if (!matchPath(r.path, pathname)) continue;
    const score = r.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}
