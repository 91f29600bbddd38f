import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { catalogueRepository } from '../repositories/catalogue';
import { addDays, platformNow } from './catalogue-dates';
import { feeSignature, type FeeConfig } from './pricing';

export const DEMO_SEATS_SETTING = 'demo_seats_through';
export const FEE_SETTING = 'fee_signature';
/** Seeded catalogues keep demo occupancy this many days ahead. */
export const DEMO_HORIZON_DAYS = 90;

/**
 * Start-up upkeep, safe to run on every instance at once (idempotent statements):
 * - stored finalPrice follows the configured fees (recomputed only when the fees changed);
 * - a seeded demo catalogue rolls its demo occupancy forward so availability never goes stale.
 */
export async function catalogueUpkeep(sql: SqlClient, clock: Clock, fees: FeeConfig): Promise<void> {
  const repo = catalogueRepository(sql);
  const signature = feeSignature(fees);
  if ((await repo.setting(FEE_SETTING)) !== signature) {
    await repo.recomputeFinalPrices(fees.serviceFeeMultiplier);
    await repo.putSetting(FEE_SETTING, signature);
  }
  const through = await repo.setting(DEMO_SEATS_SETTING);
  if (through) {
    const today = platformNow(clock.now()).today;
    const target = addDays(today, DEMO_HORIZON_DAYS);
    if (through < target) {
      const from = through < today ? today : addDays(through, 1);
      await repo.topUpDemoSeats(from, target);
      await repo.putSetting(DEMO_SEATS_SETTING, target);
    }
  }
}
