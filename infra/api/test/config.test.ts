import { ConfigError, loadConfig } from '../src/config';
import { langOf, t } from '../src/lib/i18n';
import en from '../src/i18n/en.json';
import ar from '../src/i18n/ar.json';
import { ApiMsg, Msg } from '@tajriba/contracts';
import { signJwt, verifyJwt } from '../src/lib/jwt';

describe('configuration', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5050);
    expect(c.database.url).toBeUndefined();
    expect(c.database.dataDir).toMatch(/\.data[/\\]pglite$/);
    expect(c.fees).toEqual({ taxRate: 0.15, platformFeeRate: 0.1, serviceFeeMultiplier: 1.05 });
    expect(c.payments.provider).toBe('sandbox');
  });

  it('refuses to start in production without secrets, naming each variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ACCESS_TOKEN_SECRET[\s\S]*CODE_SECRET/);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    const ok = loadConfig({ NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'a'.repeat(40), CODE_SECRET: 'b'.repeat(40) });
    expect(ok.isProduction).toBe(true);
  });

  it('scales rate limits only outside production (the browser journeys share one address)', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
    const prod = { NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'a'.repeat(40), CODE_SECRET: 'b'.repeat(40) };
    expect(() => loadConfig({ ...prod, RATE_LIMIT_SCALE: '10' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('requires the Facebook secret with the app id', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: '123' })).toThrow(/FACEBOOK_APP_SECRET/);
  });
});

describe('server-side messages', () => {
  it('has every Msg and ApiMsg id in English and Arabic', () => {
    const ids = [...Object.values(Msg), ...Object.values(ApiMsg)];
    for (const id of ids) {
      expect({ id, en: id in en }).toEqual({ id, en: true });
      expect({ id, ar: id in ar }).toEqual({ id, ar: true });
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
  });

  it('picks the language from Accept-Language', () => {
    expect(langOf('ar')).toBe('ar');
    expect(langOf('ar-SA,ar;q=0.9')).toBe('ar');
    expect(langOf('en-US')).toBe('en-US');
    expect(langOf(undefined)).toBe('en-US');
    expect(t('no.such.id', 'ar')).toBe(ar['error.somethingWentWrong']);
  });
});

describe('access tokens', () => {
  const secret = 'x'.repeat(40);
  it('verifies signature, algorithm and expiry', () => {
    const tok = signJwt({ sub: '7', role: 8, sid: '00000000-0000-4000-8000-000000000000', iat: 100, exp: 200 }, secret);
    expect(verifyJwt(tok, secret, 150)).toMatchObject({ sub: '7', role: 8 });
    expect(verifyJwt(tok, secret, 200)).toBeNull();
    expect(verifyJwt(tok, 'y'.repeat(40), 150)).toBeNull();
    const [, p, s] = tok.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.${s}`;
    expect(verifyJwt(none, secret, 150)).toBeNull();
    const tampered = `${tok.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: '1', role: 1, iat: 100, exp: 200 })).toString('base64url')}.${s}`;
    expect(verifyJwt(tampered, secret, 150)).toBeNull();
  });
});

describe('proxy trust', () => {
  it('trusts loopback proxies by default and accepts explicit lists', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
