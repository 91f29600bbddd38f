import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema/core';

export const filesRepository = (db: Db) => ({
  async insert(row: typeof files.$inferInsert): Promise<void> {
    await db.insert(files).values(row);
  },
  async find(id: string) {
    const [r] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    return r ?? null;
  },
});
