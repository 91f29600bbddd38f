import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, type RefreshTokenRow } from '../db/schema/core';

export const tokensRepository = (db: Db) => ({
  async insert(row: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(row);
  },
  async findByHash(hash: string): Promise<RefreshTokenRow | null> {
    const [r] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
    return r ?? null;
  },
  /** Marks a token replaced; false when another request replaced it first. */
  async markReplaced(id: string, at: Date): Promise<boolean> {
    const r = await db
      .update(refreshTokens)
      .set({ replacedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return r.length > 0;
  },
  /** Claims the single grace use of a replaced token; false when it was already used. */
  async claimGrace(id: string, at: Date): Promise<boolean> {
    const r = await db
      .update(refreshTokens)
      .set({ graceUsedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.graceUsedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return r.length > 0;
  },
  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },
  async revokeAllForUser(userId: number, at: Date, keepFamilyId?: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined));
  },
});
