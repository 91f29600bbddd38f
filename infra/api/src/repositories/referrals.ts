import type { Db } from '../db/client';
import { referrals } from '../db/schema/core';

export const referralsRepository = (db: Db) => ({
  /** false when this user already invited this e-mail. */
  async add(referrerId: number, email: string, at: Date): Promise<boolean> {
    const r = await db.insert(referrals).values({ referrerId, email, createdAt: at }).onConflictDoNothing().returning({ id: referrals.id });
    return r.length > 0;
  },
});
