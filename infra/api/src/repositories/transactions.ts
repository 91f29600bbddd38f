import type { GuestTransaction } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

/**
 * The money that moved for one guest's orders. Payments come from the orders themselves (`paid_at`,
 * the total charged; a failed attempt leaves the order in failedPayment), refunds from the refunds
 * the gateway was asked for. Orders refunded before the refunds table kept one row per refund (and
 * the seed's) carry only `refunded_amount`/`refunded_at`: they give one refund row. A reservation
 * edit (`order_edits`) that cost more is a payment of its own; the first payment stays what was paid
 * then (the order's total before its edits). An edit that cost less is a refund like any other.
 */
const rows = `
  SELECT 'p-' || o.id AS id, 'payment' AS kind, 'paid' AS status,
      o.total_amount - coalesce((SELECT sum(x.delta) FROM order_edits x WHERE x.order_id = o.id), 0) AS amount, o.paid_at AS at, o.id AS order_id
    FROM orders o WHERE o.user_id = $1 AND o.paid_at IS NOT NULL AND o.total_amount > 0
  UNION ALL
  SELECT 'e-' || x.id, 'payment', 'paid', x.delta, x.created_at, o.id
    FROM order_edits x JOIN orders o ON o.id = x.order_id WHERE o.user_id = $1 AND x.delta > 0
  UNION ALL
  SELECT 'f-' || o.id, 'payment', 'failedPayment', o.total_amount, o.updated_at, o.id
    FROM orders o WHERE o.user_id = $1 AND o.payment_status = 4 AND o.paid_at IS NULL
  UNION ALL
  SELECT 'r-' || r.id, 'refund', CASE WHEN r.status = 'done' THEN 'refunded' ELSE 'askRefund' END, r.amount, coalesce(r.done_at, r.created_at), o.id
    FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1
  UNION ALL
  SELECT 'r-o' || o.id, 'refund', 'refunded', o.refunded_amount, coalesce(o.refunded_at, o.updated_at), o.id
    FROM orders o WHERE o.user_id = $1 AND o.refunded_amount > 0 AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)`;

export const transactionsRepository = (sql: SqlClient) => ({
  async page(userId: number, pageNumber: number, pageSize: number, lang: 'en' | 'ar'): Promise<{ items: GuestTransaction[]; total: number }> {
    const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${rows}) t`, [userId]);
    const items = await sql.query<GuestTransaction>(
      `SELECT t.id, t.kind, t.status, t.amount::float8 AS amount, trim(o.currency) AS currency, ${iso('t.at')} AS date,
         t.order_id::text AS "orderId", coalesce(e.name_${lang}, e.name_en) AS "experienceName", (o.invoice_number IS NOT NULL) AS "hasInvoice"
       FROM (${rows}) t JOIN orders o ON o.id = t.order_id JOIN experiences e ON e.id = o.experience_id
       ORDER BY t.at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (pageNumber - 1) * pageSize],
    );
    return { items, total: count?.total ?? 0 };
  },
});
