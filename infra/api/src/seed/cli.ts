import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { loadSeedHooks, runSeed } from './index';

/** `npm run seed -w @tajriba/api`: migrate, then run every seed hook (idempotent). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.database.url, schema: config.database.schema, dataDir: config.database.dataDir });
  try {
    const m = await migrate(database.sql);
    console.info(`migrations: ${m.applied.length} applied, ${m.skipped.length} already present`);
    const hooks = loadSeedHooks();
    const log = { info: (o: unknown, msg?: string) => console.info(msg ?? '', JSON.stringify(o)), warn: console.warn, error: console.error };
    await runSeed({ db: database.db, sql: database.sql, config, clock: systemClock, log: log as never }, hooks);
    console.info(`seeded: ${hooks.map((h) => h.name).join(', ')}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
