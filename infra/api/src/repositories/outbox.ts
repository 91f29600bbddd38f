import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/core';

export interface OutboxInsert {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  meta: Record<string, unknown>;
  createdAt: Date;
}

export const outboxRepository = (db: Db) => ({
  async insert(row: OutboxInsert): Promise<string> {
    const [r] = await db.insert(outboxMessages).values(row).returning({ id: outboxMessages.id });
    return r.id;
  },
  async markDelivered(id: string, at: Date, error: string | null): Promise<void> {
    await db.update(outboxMessages).set({ deliveredAt: error ? null : at, error }).where(eq(outboxMessages.id, id));
  },
  async listFor(recipient: string, limit = 20) {
    return db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(limit);
  },
});
