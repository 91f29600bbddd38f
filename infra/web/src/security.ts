import type { EnvironmentName, RegistryDocument } from '@tajriba/contracts';

/** Origins of remotes the registry places on other hosts (a CDN); site-relative ones are 'self'. */
export function remoteOrigins(doc: RegistryDocument | null): string[] {
  const out = new Set<string>();
  for (const r of Object.values(doc?.remotes ?? {})) {
    for (const u of [r.entry, r.manifest]) {
      if (/^https?:\/\//.test(u)) out.add(new URL(u).origin);
    }
  }
  return [...out].sort();
}

export interface CspInput {
  env: EnvironmentName;
  doc: RegistryDocument | null;
  scriptHashes: string[];
  /** The card gateway's browser-facing origin (`PAYMENTS_PUBLIC_URL`): the checkout posts card data there. */
  paymentsOrigin: string;
}

/**
 * Scripts only from this origin, the remote origins the registry names, and inline scripts by
 * hash. Outside production a tester may point a remote at a dev server on localhost (per-browser
 * overrides), so those origins are allowed there and only there. Styles allow inline because
 * styled-components injects <style> elements at run time.
 *
 * Card payments: the browser sends the card to the gateway itself (our API never sees it), so the
 * gateway's origin, and no other outside origin, is in connect-src. Its 3-D Secure page is a
 * top-level navigation (`transaction_url`), which connect-src and form-action do not govern; the
 * gateway's pages carry their own policy.
 */
export function contentSecurityPolicy({ env, doc, scriptHashes, paymentsOrigin }: CspInput): string {
  const remotes = remoteOrigins(doc);
  const devOrigins = env === 'production' ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...devOrigins, ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:', ...remotes, paymentsOrigin, ...devOrigins],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Headers every response from the edge carries. */
export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self), payment=(self)',
};

/** Strict-Transport-Security on HTTPS responses: browsers then refuse plain HTTP for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';
