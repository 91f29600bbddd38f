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
    if (owned && database.fresh && config.database.autoSeed) {
      fastify.log.info('fresh embedded database: seeding demo data');
      await runSeed({ db: database.db, sql: database.sql, config, clock: fastify.clock, log: fastify.log });
    }
    fastify.decorate('db', database.db);
    fastify.decorate('sql', database.sql);
    if (owned) fastify.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['core'] },
);
