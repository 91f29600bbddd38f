import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/core';

export const contactRepository = (db: Db) => ({
  async insert(row: typeof contactMessages.$inferInsert): Promise<string> {
    const [r] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
    return r.id;
  },
});
