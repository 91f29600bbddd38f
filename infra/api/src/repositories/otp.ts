import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes, type OtpPurpose, type OtpRow } from '../db/schema/core';

export const otpRepository = (db: Db) => ({
  /** The newest code of a flow that was not used up yet. */
  async latestOpen(purpose: OtpPurpose, target: string): Promise<OtpRow | null> {
    const [r] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.sentAt))
      .limit(1);
    return r ?? null;
  },
  /** Replaces every open code of the flow with a new one (only the newest code is valid). */
  async replace(row: typeof otpCodes.$inferInsert): Promise<OtpRow> {
    return db.transaction(async (tx) => {
      await tx
        .update(otpCodes)
        .set({ consumedAt: row.sentAt })
        .where(and(eq(otpCodes.purpose, row.purpose), eq(otpCodes.target, row.target), isNull(otpCodes.consumedAt)));
      const [r] = await tx.insert(otpCodes).values(row).returning();
      return r;
    });
  },
  /** Counts a wrong guess atomically; returns the new count, or null if the limit was reached already. */
  async addAttempt(id: string, max: number): Promise<number | null> {
    const r = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, max)))
      .returning({ attempts: otpCodes.attempts });
    return r[0]?.attempts ?? null;
  },
  async markConfirmed(id: string, at: Date): Promise<void> {
    await db.update(otpCodes).set({ confirmedAt: at }).where(eq(otpCodes.id, id));
  },
  /** Uses a code up; false when a concurrent request used it first. */
  async consume(id: string, at: Date): Promise<boolean> {
    const r = await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return r.length > 0;
  },
});
