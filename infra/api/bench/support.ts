/**
 * What the benchmarks share: the PostgreSQL server they create their database on, percentiles,
 * and the app's configuration for a run (production mode, no rate limits, no demo seed).
 */
import { Client } from 'pg';
import { loadConfig } from '../src/config';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of database `name` on the benchmark's server. */
export const dbUrl = (name: string) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

export function pct(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** One statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function admin(sql: string) {
  const c = new Client({ connectionString: SERVER_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

export const benchConfig = (databaseUrl: string) =>
  loadConfig({ ...process.env, NODE_ENV: 'production' }, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: false,
    AUTO_SEED: false,
    ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
    CODE_SECRET: 'bench-code-secret-0123456789abcdef-0123',
  });
