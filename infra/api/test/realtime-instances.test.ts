/**
 * Two API instances on one database and one Redis: a hub message published on instance A reaches
 * a client connected to instance B (and every other connection of the user). CI sets
 * TEST_REDIS_URL; without a Redis URL this file is skipped.
 */
import { randomBytes } from 'node:crypto';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/app';

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
const d = redisUrl ? describe : describe.skip;

d('two instances over the Redis backplane', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const urls: string[] = [];
  const conns: HubConnection[] = [];
  const prefix = `tjtest:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    // The second instance shares the first one's database and Redis prefix, as two processes would.
    b = await buildApp({ config: a.config, clock: a.clock, database: a.database });
    for (const app of [a.app, b]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      urls.push(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
    }
  });
  afterAll(async () => {
    await Promise.all(conns.map((c) => c.stop().catch(() => undefined)));
    await b.close();
    await a.close();
  });

  const connect = async (url: string, token: string) => {
    const c = new HubConnectionBuilder().withUrl(`${url}/hubs/chat`, { accessTokenFactory: () => token }).configureLogging(LogLevel.None).build();
    conns.push(c);
    await c.start();
    return c;
  };

  it('delivers across instances to every connection of the user, once each', async () => {
    expect(a.app.redis).not.toBeNull();
    const host = await a.signedInUser();
    const onA = await connect(urls[0], host.accessToken);
    const onB = await connect(urls[1], host.accessToken);
    const got: { where: string; m: unknown }[] = [];
    onA.on('ReceiveMessage', (m) => got.push({ where: 'A', m }));
    onB.on('ReceiveMessage', (m) => got.push({ where: 'B', m }));
    // Published from B: A's connection hears it through Redis, B's own through its subscription.
    await b.hubs.sendToUsers('chat', [host.row.id], 'ReceiveMessage', [{ messageId: 11 }]);
    await a.app.hubs.sendToUsers('chat', [host.row.id], 'ReceiveMessage', [{ messageId: 12 }]);
    for (let i = 0; i < 50 && got.length < 4; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got.sort((x, y) => x.where.localeCompare(y.where) || JSON.stringify(x.m).localeCompare(JSON.stringify(y.m)))).toEqual([
      { where: 'A', m: { messageId: 11 } },
      { where: 'A', m: { messageId: 12 } },
      { where: 'B', m: { messageId: 11 } },
      { where: 'B', m: { messageId: 12 } },
    ]);
  });
});
