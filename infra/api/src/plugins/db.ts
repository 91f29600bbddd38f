import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db, type SqlClient } from '../db/client';
import { migrate } from '../db/migrate';
import { runSeed } from '../seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database (PGlite or node-postgres). Only repositories use it. */
    db: Db;
    /** Raw SQL (health checks, migrations, tests). */
    sql: SqlClient;
  }
}

export interface DbPluginOptions {
  /** An already-open database (tests share one per file). */
  database?: Database;
}

/**
 * Opens the database, applies migrations, and seeds demo data on the first start of the embedded
 * database. The database is closed after the server stopped taking requests.
 */
export default fp<DbPluginOptions>(
  async (fastify, opts) => {
    const { config } = fastify;
    const database =
      opts.database ?? (await openDatabase({ url: config.database.url, schema: config.database.schema, dataDir: config.database.dataDir }));
    const owned = !opts.database;
    const result = await migrate(database.sql);
    if (result.applied.length) fastify.log.info({ applied: result.applied }, 'migrations applied');
    // Seed the embedded database until one seed run has completed (a run cut short is resumed:
    // hooks are idempotent). A real server is seeded only by `npm run seed`.
    if (owned && !config.database.url && config.database.autoSeed) {
      const done = await database.sql.query(`SELECT 1 FROM app_state WHERE key = 'seeded_at'`);
      if (!done.length) {
        fastify.log.info({ fresh: database.fresh }, 'embedded database not seeded yet: seeding demo data');
        await runSeed({ db: database.db, sql: database.sql, config, clock: fastify.clock, log: fastify.log });
        await database.sql.query(
          `INSERT INTO app_state (key, value) VALUES ('seeded_at', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [fastify.clock.now().toISOString()],
        );
      }
    }
    // Keys not configured (outside production): one random key per database, created on its first
    // start and shared by every instance on it. A token signed with a key from the repository, or
    // from another database, is never accepted.
    for (const [name, field] of [['access_token_secret', 'accessSecret'], ['code_secret', 'codeSecret']] as const) {
      if (config.tokens[field]) continue;
      await database.sql.query(`INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [name, randomBytes(48).toString('base64url')]);
      const [row] = await database.sql.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [name]);
      config.tokens[field] = row.value;
    }
    fastify.decorate('db', database.db);
    fastify.decorate('sql', database.sql);
    if (owned) fastify.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['core'] },
);
