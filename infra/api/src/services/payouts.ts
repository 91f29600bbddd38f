import { PayoutStatusId, normalizeIban, type EarningsStatistics, type Payout, type PayoutStatusName } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import { dashboardRepository } from '../repositories/dashboard';
import { platformNow } from './catalogue-dates';
import { nextPayoutRun } from './dashboard';

const PAYOUT_NAMES = Object.fromEntries(Object.entries(PayoutStatusId).map(([k, v]) => [v, k])) as Record<number, PayoutStatusName>;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A payout belongs to its host (HostPayoutOrders/{id}). */
export const payoutResource: OwnedResource = {
  name: 'payout',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => dashboardRepository(fastify.sql).payoutHost(id),
};

/** IBAN shown back to its owner: country and check digits, then only the last four. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;

export function payoutsService({ sql, clock }: { sql: SqlClient; clock: Clock }) {
  const repo = dashboardRepository(sql);
  return {
    async list(hostId: number, page: number, size: number) {
      const { rows, total } = await repo.payouts(hostId, page, size);
      const items: Payout[] = rows.map((r) => ({ ...r, amount: round2(r.amount), status: { id: r.status, name: PAYOUT_NAMES[r.status] } }));
      return { items, total };
    },
    async statistics(hostId: number): Promise<EarningsStatistics> {
      const now = clock.now();
      const { today } = platformNow(now);
      const [s, bank] = await Promise.all([repo.earningsStatistics(hostId, now.toISOString(), `${today.slice(0, 7)}-01`), repo.bankAccount(hostId)]);
      return {
        paidOut: round2(s.paidOut), inPayouts: round2(s.inPayouts), available: round2(s.available), upcoming: round2(s.upcoming), thisMonth: round2(s.thisMonth),
        hasIban: !!bank, nextRunAt: nextPayoutRun(now).toISOString(),
      };
    },
    /** Earnings per month over the last twelve months (Saudi calendar), every month present. */
    async earnings(hostId: number) {
      const { today } = platformNow(clock.now());
      const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10);
      const rows = await repo.statsByBucket(hostId, first, today, 'month');
      const m = new Map(rows.map((r) => [r.at.slice(0, 10), r]));
      return Array.from({ length: 12 }, (_, i) => {
        const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12 + i, 1)).toISOString().slice(0, 10);
        const r = m.get(month);
        return { month, earnings: round2(r?.net ?? 0), bookings: r?.bookings ?? 0 };
      });
    },
    /**
     * A payout run (staff command or the weekly schedule): every order paid and completed (its
     * event started at least a day ago, so a same-day refund request can still come in), not
     * refunded in full and without an open refund request, not yet in a payout, is summed per
     * host minus what was refunded. A host without an IBAN gets an `IBANIssue` payout that the
     * next run sends once an IBAN is on file. Runs in one transaction: two runs never pay an order twice.
     */
    async run() {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - 86_400_000).toISOString();
      return sql.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(727274700)');
        await repo.cancelOwedNothing(tx);
        const retried = await repo.retryIbanIssues(tx, now.toISOString());
        const due = await repo.dueByHost(tx, cutoff);
        let created = 0;
        let amount = 0;
        let ibanIssues = 0;
        for (const d of due) {
          if (d.amount <= 0) continue;
          const iban = await repo.ibanOf(tx, d.hostId);
          const status = iban ? PayoutStatusId.pending : PayoutStatusId.IBANIssue;
          if (!iban) ibanIssues++;
          await repo.insertPayout(tx, { hostId: d.hostId, amount: round2(d.amount), orders: d.orders, status, last4: iban ? iban.slice(-4) : null, at: now.toISOString() }, d.ids);
          created++;
          amount += d.amount;
        }
        return { created, amount: round2(amount), ibanIssues, retried };
      });
    },
    /** Staff record what the bank did with a payout: completed, failed or canceled (then its orders are owed again). */
    async changeStatus(id: string, status: 'completed' | 'failed' | 'canceled') {
      const p = await repo.payout(id);
      if (!p) throw notFound();
      if (p.status !== PayoutStatusId.pending && p.status !== PayoutStatusId.IBANIssue) throw new AppError('error.payoutNotOpen', 409);
      if (status === 'completed' && p.status === PayoutStatusId.IBANIssue) throw new AppError('error.payoutNotOpen', 409);
      await sql.transaction((tx) => repo.setPayoutStatus(tx, id, PayoutStatusId[status], clock.now().toISOString()));
    },
    async setIban(hostId: number, raw: string) {
      await repo.setIban(hostId, normalizeIban(raw), clock.now().toISOString());
    },
    async iban(hostId: number) {
      const b = await repo.bankAccount(hostId);
      return { iban: b ? maskIban(b.iban) : null, updatedAt: b?.updatedAt ?? null };
    },
  };
}
