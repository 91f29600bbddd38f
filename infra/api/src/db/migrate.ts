import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlClient } from './client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');
/** Serialises migrations of concurrent starters (several API instances, parallel test files). */
const MIGRATION_LOCK = 727_274_001;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

/**
 * Applies `migrations/*.sql` in lexical order, each in its own transaction, recording the file
 * name in `schema_migrations`. Already-applied files are skipped, so a second run is a no-op.
 * Core migrations are 0001–0099, discovery 0100–0199.
 */
export async function migrate(sql: SqlClient, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (done.length) {
        result.skipped.push(file);
        return;
      }
      await tx.exec(text);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      result.applied.push(file);
    });
  }
  return result;
}
