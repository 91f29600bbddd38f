import { mkdirSync } from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * The database both engines share. Drizzle's pglite and node-postgres databases expose the same
 * query builder; we type them as one so repositories never care which engine runs.
 */
export type Db = NodePgDatabase<Record<string, never>>;

/** Raw SQL access for the migration runner, health checks and tests. */
export interface SqlClient {
  readonly kind: 'pglite' | 'pg';
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  sql: SqlClient;
  /** True when the embedded database's data folder was just created. */
  fresh: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  schema?: string;
  dataDir: string;
}

/** PGlite (embedded, pinned 0.5.14) with the extensions the migrations create. */
async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const [{ pg_trgm }, { unaccent }, { citext }, { cube }, { earthdistance }, { pgcrypto }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
  ]);
  const { drizzle } = await import('drizzle-orm/pglite');
  let fresh = true;
  if (!dataDir.startsWith('memory://')) {
    const { existsSync } = await import('node:fs');
    fresh = !existsSync(`${dataDir}/PG_VERSION`);
    mkdirSync(dataDir, { recursive: true });
  }
  const pg = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : dataDir,
    extensions: { pg_trgm, unaccent, citext, cube, earthdistance, pgcrypto },
  });
  type Tx = { exec(sql: string): Promise<unknown>; query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
  const wrap = (c: Tx, top: boolean): SqlClient => ({
    kind: 'pglite',
    exec: async (sql) => {
      await c.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await c.query<T>(sql, params)).rows,
    transaction: <T>(fn: (tx: SqlClient) => Promise<T>) => (top ? pg.transaction((tx) => fn(wrap(tx as unknown as Tx, false))) : fn(wrap(c, false))),
    close: async () => {
      if (top) await pg.close();
    },
  });
  const sql = wrap(pg as unknown as Tx, true);
  const db = drizzle(pg) as unknown as Db;
  return { db, sql, fresh, close: () => pg.close() };
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pgMod = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const Pool = pgMod.default?.Pool ?? pgMod.Pool;
  // Keep timestamps and dates as text/ISO at the driver level consistently with PGlite.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  type Q = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
  const wrap = (c: Q, inTx: boolean): SqlClient => ({
    kind: 'pg',
    exec: async (sql) => {
      await c.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
    transaction: async <T>(fn: (tx: SqlClient) => Promise<T>) => {
      if (inTx) return fn(wrap(c, true));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const r = await fn(wrap(client, true));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
  const sql = wrap(pool, false);
  const db = drizzle(pool) as unknown as Db;
  return { db, sql, fresh: false, close: () => pool.end() };
}

export function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.schema) : openPglite(opts.dataDir);
}
