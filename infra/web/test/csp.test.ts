import { loadConfig } from '../src/config';
import { contentSecurityPolicy } from '../src/security';

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);

describe('CSP: the card gateway (issue 12)', () => {
  test('production: the checkout may post cards to the gateway, and to no other outside origin', () => {
    const csp = contentSecurityPolicy({ env: 'production', doc: null, scriptHashes: [], paymentsOrigin: 'https://api.moyasar.com' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:', 'https://api.moyasar.com']);
    // the gateway runs no script here, frames nothing, receives no form of ours
    expect(directive(csp, 'script-src')).not.toContain('https://api.moyasar.com');
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('localhost');
  });

  test('the origin comes from PAYMENTS_PUBLIC_URL (path dropped), the real gateway by default', () => {
    const base = { SITE_ENV: 'production', SHELL_DIST: '/tmp' };
    expect(loadConfig(base, []).paymentsOrigin).toBe('https://api.moyasar.com');
    expect(loadConfig({ ...base, PAYMENTS_PUBLIC_URL: 'https://pay.example.sa/v1/' }, []).paymentsOrigin).toBe('https://pay.example.sa');
    expect(() => loadConfig({ ...base, PAYMENTS_PUBLIC_URL: 'not a url' }, [])).toThrow(/paymentsOrigin/);
  });
});
