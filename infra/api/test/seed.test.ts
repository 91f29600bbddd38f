import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleId } from '@tajriba/contracts';
import { AppError, installErrorHandling } from '../src/lib/errors';
import { coreSeedHook, loadSeedHooks, runSeed } from '../src/seed/index';
import { DEMO_ACCOUNTS } from '../src/seed/core';
import { createTestApp, randomIp, uniqueEmail, type TestApp } from './helpers/app';

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('creates the demo accounts once, and they can sign in', async () => {
    const ctx = { db: t.database.db, sql: t.database.sql, config: t.config, clock: t.clock, log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
    await runSeed(ctx, [coreSeedHook]);
    await runSeed(ctx, [coreSeedHook]);
    const rows = await t.database.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@tajriba.sa'`);
    expect(rows[0].n).toBe(3);
    for (const a of DEMO_ACCOUNTS) {
      const s = await t.signIn(a.email, a.password);
      expect(s.body.data.user.currentRole).toMatchObject({ id: a.currentRole });
    }
    const host = await t.signIn('host@tajriba.sa', 'Host#2026');
    expect(host.body.data.user).toMatchObject({ isHost: true, identityStatus: { id: 2, name: 'approved' }, workPapersStatus: { id: 2, name: 'approved' } });
    expect((await t.signIn('admin@tajriba.sa', 'Admin#2026')).body.data.user.currentRole.id).toBe(RoleId.Admin);
  });

  it('runs the core hook first, then area hooks in order', () => {
    const hooks = loadSeedHooks();
    expect(hooks[0].name).toBe('core');
    const orders = hooks.map((h) => h.order ?? 100);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 's'.repeat(40), CODE_SECRET: 'c'.repeat(40) });
  });
  afterAll(() => t?.close());

  it('has no dev outbox and keeps codes out of the database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=x@example.com' })).statusCode).toBe(404);
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/Register/NewOTP', payload: { email }, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(await t.database.sql.query('SELECT 1 FROM outbox_messages')).toHaveLength(0);
  });

  it('marks the refresh cookie Secure', async () => {
    const u = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: u.email, password: u.password }, remoteAddress: randomIp() });
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });
});

describe('error handler', () => {
  it('never leaks internals on 5xx and maps typed errors', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    r.get('/typed', async () => {
      throw new AppError('error.forbidden', 403);
    });
    r.get('/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
    const boom = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'ar' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ data: null, succeeded: false, errors: ['حدث خطأ ما. يرجى المحاولة مرة أخرى.'], fieldsErrors: {} });
    expect(boom.body).not.toContain('secret');
    const typed = await app.inject({ method: 'GET', url: '/typed' });
    expect(typed.statusCode).toBe(403);
    expect(typed.json().errors).toEqual(['You do not have permission to do this.']);
    const bad = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json().succeeded).toBe(false);
    const json = await app.inject({ method: 'POST', url: '/typed', payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(json.json().succeeded).toBe(false);
    await app.close();
  });
});
