import Fastify from 'fastify';
import { RoleId } from '@tajriba/contracts';
import { loadConfig } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import { installErrorHandling } from '../src/lib/errors';
import { signJwt } from '../src/lib/jwt';
import corePlugin from '../src/plugins/core';
import authPlugin from '../src/plugins/auth';

describe('auth plugin', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  const app = Fastify({ logger: false });
  const token = (role: number, ttl = 900) => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    return `Bearer ${signJwt({ sub: '42', role, iat, exp: iat + ttl }, config.tokens.accessSecret)}`;
  };
  beforeAll(async () => {
    installErrorHandling(app);
    await app.register(corePlugin, { config, clock });
    await app.register(authPlugin);
    app.get('/host-only', { onRequest: [app.requireRole(RoleId.Host, RoleId.Admin)] }, async (r) => ({ user: r.user }));
    app.get('/maybe', { onRequest: [app.optionalAuth] }, async (r) => ({ user: r.user }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('requireRole: 401 without a token, 403 with another role, passes with the role', async () => {
    expect((await app.inject({ url: '/host-only' })).statusCode).toBe(401);
    const guest = await app.inject({ url: '/host-only', headers: { authorization: token(RoleId.Guest) } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().errors).toEqual(['You do not have permission to do this.']);
    const host = await app.inject({ url: '/host-only', headers: { authorization: token(RoleId.Host) } });
    expect(host.json()).toEqual({ user: { id: 42, role: RoleId.Host } });
  });

  it('optionalAuth reads a valid token and ignores a missing or expired one', async () => {
    expect((await app.inject({ url: '/maybe' })).json()).toEqual({ user: null });
    const expired = token(RoleId.Guest, 10);
    clock.advance(11_000);
    expect((await app.inject({ url: '/maybe', headers: { authorization: expired } })).json()).toEqual({ user: null });
    expect((await app.inject({ url: '/maybe', headers: { authorization: token(RoleId.Guest) } })).json()).toEqual({ user: { id: 42, role: RoleId.Guest } });
  });
});
