import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RoleId, REFRESH_COOKIE, type TokenResponseData } from '@tajriba/contracts';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type RawConfig } from '../../src/config';
import { ManualClock } from '../../src/lib/clock';
import { hashPassword } from '../../src/lib/passwords';
import { LocalFileStorage } from '../../src/lib/storage';
import { openDatabase, type Database } from '../../src/db/client';
import { usersRepository } from '../../src/repositories/users';
import type { UserRow } from '../../src/db/schema/core';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  database: Database;
  filesDir: string;
  /** Creates a user straight in the database (fast: no codes, no HTTP). */
  createUser(input?: Partial<TestUserInput>): Promise<TestUser>;
  /** Password login through `/Connect/Token`; returns the access token and the refresh cookie. */
  signIn(email: string, password: string, opts?: { isPersistent?: boolean }): Promise<Session>;
  /** Creates a user and signs in. */
  signedInUser(input?: Partial<TestUserInput>): Promise<TestUser & Session>;
  /** Dev-outbox messages to an address, newest first. */
  outbox(to: string): Promise<{ subject: string; body: string; meta: Record<string, unknown>; channel: string }[]>;
  /** The latest 4-digit code sent to an address. */
  lastCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestUserInput {
  email: string;
  password: string;
  fullName: string;
  phoneNumber: string | null;
  roles: number[];
  currentRole: number;
  isMale: boolean;
  dateOfBirth: string;
}
export interface TestUser {
  row: UserRow;
  email: string;
  password: string;
}
export interface Session {
  accessToken: string;
  /** `tj_rt=<value>` ready for a Cookie header. */
  cookie: string;
  refreshToken: string;
  body: { data: TokenResponseData };
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;
export const uniquePhone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Value of the refresh cookie set by a response, or null. */
export function refreshCookieOf(res: LightMyRequestResponse): { value: string; raw: string } | null {
  const c = res.cookies.find((x) => x.name === REFRESH_COOKIE);
  return c ? { value: c.value, raw: String([res.headers['set-cookie']].flat().find((h) => String(h).startsWith(`${REFRESH_COOKIE}=`))) } : null;
}

/**
 * Builds the real app on a fresh database: in-memory PGlite by default, or a schema of its own
 * on the PostgreSQL server named by DATABASE_URL (dropped on close). One per test file.
 */
export async function createTestApp(overrides: Partial<RawConfig> = {}): Promise<TestApp> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'tj-files-'));
  const dbUrl = process.env.DATABASE_URL;
  const schema = dbUrl ? `t_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  if (dbUrl && schema) {
    const { Client } = await import('pg');
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
  }
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      LOG_LEVEL: (process.env.LOG_LEVEL as RawConfig['LOG_LEVEL']) ?? 'silent',
      DATA_DIR: 'memory://',
      DATABASE_SCHEMA: schema,
      AUTO_SEED: false,
      FILES_DIR: filesDir,
      REDIS_PREFIX: `tjtest:${randomBytes(4).toString('hex')}:`,
      ...overrides,
    },
  );
  const clock = new ManualClock();
  const database = await openDatabase({ url: config.database.url, schema: config.database.schema, dataDir: config.database.dataDir });
  // TEST_ROUTE_AREAS=auth,manage narrows the loaded areas for a local run while another area is mid-change.
  const areas = process.env.TEST_ROUTE_AREAS?.split(',').map((s) => s.trim()).filter(Boolean);
  const app = await buildApp({ config, clock, database, storage: new LocalFileStorage(filesDir), areas });
  await app.ready();
  const users = usersRepository(database.db);

  const createUser = async (input: Partial<TestUserInput> = {}): Promise<TestUser> => {
    const email = input.email ?? uniqueEmail();
    const password = input.password ?? 'Secret#123';
    const roles = input.roles ?? [RoleId.Guest];
    const row = await users.create(
      {
        email,
        fullName: input.fullName ?? 'Test User',
        phoneNumber: input.phoneNumber === undefined ? uniquePhone() : input.phoneNumber,
        passwordHash: await hashPassword(password),
        isMale: input.isMale ?? true,
        dateOfBirth: input.dateOfBirth ?? '1990-05-05',
        emailConfirmed: true,
        phoneConfirmed: true,
        currentRoleId: input.currentRole ?? roles[roles.length - 1],
        language: 'en-US',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      },
      roles,
    );
    return { row, email, password };
  };

  const signIn = async (email: string, password: string, opts: { isPersistent?: boolean } = {}): Promise<Session> => {
    const res = await app.inject({
      method: 'POST',
      url: '/Connect/Token',
      payload: { username: email, password, isPersistent: opts.isPersistent ?? true },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
    const body = res.json();
    const rc = refreshCookieOf(res);
    if (!rc) throw new Error('no refresh cookie');
    return { accessToken: body.data.accessToken, cookie: `${REFRESH_COOKIE}=${rc.value}`, refreshToken: rc.value, body };
  };

  const outbox = async (to: string) => {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    if (res.statusCode !== 200) throw new Error(`outbox ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };

  return {
    app,
    config,
    clock,
    database,
    filesDir,
    createUser,
    signIn,
    async signedInUser(input = {}) {
      const u = await createUser(input);
      return { ...u, ...(await signIn(u.email, u.password)) };
    },
    outbox,
    async lastCode(to: string) {
      const list = await outbox(to);
      const code = list[0]?.meta?.code;
      if (typeof code !== 'string') throw new Error(`no code sent to ${to}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
      if (dbUrl && schema) {
        const { Client } = await import('pg');
        const c = new Client({ connectionString: dbUrl });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      }
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh client address per call, so per-address rate limits only bite where a test wants them. */
export const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Ten-year-old-proof adult birth date and a valid sign-up body. */
export const signupBody = (email: string, code: string, over: Record<string, unknown> = {}) => ({
  email,
  phoneNumber: uniquePhone(),
  fullName: 'Noura Al-Shammari',
  password: 'Strong#Pass1',
  dateOfBirth: '1994-03-15',
  isMale: false,
  isHost: false,
  otpConfirmationCode: code,
  ...over,
});
