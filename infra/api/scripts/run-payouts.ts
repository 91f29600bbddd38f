/**
 * The payout run as a command (`npm run payouts:run -w @tajriba/api`): what the weekly schedule
 * (Sundays 03:00 Saudi time, infra/api README "Payouts") executes against the configured database.
 * Finance staff can also start one from the API (`POST /api/Payouts/Run`). Prints what it created.
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { systemClock } from '../src/lib/clock';
import { payoutsService } from '../src/services/payouts';

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.database.url, schema: config.database.schema, dataDir: config.database.dataDir });
  try {
    await migrate(database.sql);
    const result = await payoutsService({ sql: database.sql, clock: systemClock }).run();
    console.info(JSON.stringify({ at: new Date().toISOString(), ...result }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
