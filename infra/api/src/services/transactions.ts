import type { GuestTransaction } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import { transactionsRepository } from '../repositories/transactions';

/**
 * The guest's transactions (issue 13): what moved for the caller's own orders. There is no id to
 * name another person's: the user id comes from the session only.
 */
export function transactionsService(deps: { sql: SqlClient }) {
  const repo = transactionsRepository(deps.sql);
  return {
    async page(userId: number, pageNumber: number, pageSize: number, lang: 'en' | 'ar'): Promise<{ items: GuestTransaction[]; total: number }> {
      return repo.page(userId, pageNumber, pageSize, lang);
    },
  };
}
