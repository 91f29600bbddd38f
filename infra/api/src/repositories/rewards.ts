import { randomInt } from 'node:crypto';
import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

/** SQL of the refer-a-friend reward: invitations credited to friends and platform coupons (migrations/0430). */

export interface PlatformCouponRow {
  id: number;
  userId: number;
  code: string;
  percent: number;
  maxAmount: number;
  validUntil: string;
  createdAt: string;
  reason: 'referrer' | 'friend';
  withdrawn: boolean;
  otherName: string | null;
  /** the booking that took it (paid, or unpaid and still holding seats) */
  orderId: string | null;
}

/** An order "takes" a coupon while it is paid (or refund asked / partly refunded) or unpaid and holding seats. */
const TAKES = `(o.payment_status IN (3, 5, 7) OR (o.seats_held AND o.payment_status IN (1, 2, 4)))`;

const COLUMNS = `c.id, c.user_id AS "userId", c.code::text AS code, c.percent::float8 AS percent, c.max_amount::float8 AS "maxAmount",
  ${iso('c.valid_until')} AS "validUntil", ${iso('c.created_at')} AS "createdAt", c.reason, c.withdrawn_at IS NOT NULL AS withdrawn,
  COALESCE(NULLIF(other.preferred_name, ''), other.full_name) AS "otherName",
  (SELECT o.id::text FROM orders o WHERE o.platform_coupon_id = c.id AND ${TAKES} ORDER BY o.created_at LIMIT 1) AS "orderId"`;
const FROM = `FROM platform_coupons c
  LEFT JOIN referrals r ON r.id = c.referral_id
  LEFT JOIN users other ON other.id = CASE WHEN c.reason = 'referrer' THEN r.friend_id ELSE r.referrer_id END`;

/** No 0/O, 1/I/L: a code read aloud or copied from an e-mail is typed right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newRewardCode = () => `REF-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const rewardsRepository = (sql: SqlClient) => ({
  /** Attaches a new account to the invitation its link named (same inviter, same e-mail); false when there is none. */
  async attachFriend(referrerId: number, email: string, friendId: number, at: Date): Promise<boolean> {
    const rows = await sql.query(
      `UPDATE referrals SET friend_id = $3, signed_up_at = $4
       WHERE referrer_id = $1 AND email = $2::citext AND friend_id IS NULL AND referrer_id <> $3
         AND NOT EXISTS (SELECT 1 FROM referrals x WHERE x.friend_id = $3)
       RETURNING id`,
      [referrerId, email, friendId, at.toISOString()],
    );
    return rows.length > 0;
  },

  /**
   * Marks the friend's invitation rewarded by this paid order, once: the conditional UPDATE is the
   * idempotency (the return page and the webhook both reaching here credit one time).
   */
  async claimReward(friendId: number, orderId: string, at: Date): Promise<{ id: string; referrerId: number } | null> {
    const rows = await sql.query<{ id: string; referrerId: number }>(
      `UPDATE referrals SET rewarded_order_id = $2::bigint, rewarded_at = $3
       WHERE friend_id = $1 AND rewarded_order_id IS NULL
       RETURNING id::text AS id, referrer_id AS "referrerId"`,
      [friendId, orderId, at.toISOString()],
    );
    return rows[0] ?? null;
  },

  /**
   * Gives one person the invitation's coupon. A coupon withdrawn earlier (its booking was refunded)
   * comes back with a new validity; one that is still there (used or not) is left as it is, so a
   * second crediting never gives a second coupon. Null when nothing changed.
   */
  async grant(c: { userId: number; referralId: string; reason: 'referrer' | 'friend'; percent: number; maxAmount: number; validUntil: Date; at: Date }): Promise<{ id: number; code: string } | null> {
    const rows = await sql.query<{ id: number; code: string }>(
      `INSERT INTO platform_coupons (user_id, code, percent, max_amount, valid_until, reason, referral_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::uuid, $8)
       ON CONFLICT (referral_id, user_id) DO UPDATE SET withdrawn_at = NULL, valid_until = EXCLUDED.valid_until, created_at = EXCLUDED.created_at
         WHERE platform_coupons.withdrawn_at IS NOT NULL
       RETURNING id, code::text AS code`,
      [c.userId, newRewardCode(), c.percent, c.maxAmount, c.validUntil.toISOString(), c.reason, c.referralId, c.at.toISOString()],
    );
    return rows[0] ?? null;
  },

  /** Another paid booking of the friend that still stands (the reward moves to it when the first one is refunded). */
  async otherStandingOrder(friendId: number, orderId: string): Promise<string | null> {
    const rows = await sql.query<{ id: string }>(
      `SELECT id::text AS id FROM orders WHERE user_id = $1 AND id <> $2::bigint AND payment_status IN (3, 5) ORDER BY paid_at LIMIT 1`,
      [friendId, orderId],
    );
    return rows[0]?.id ?? null;
  },

  /** The invitation this order rewarded, if any. */
  async rewardedBy(orderId: string): Promise<{ id: string; friendId: number } | null> {
    const rows = await sql.query<{ id: string; friendId: number }>(`SELECT id::text AS id, friend_id AS "friendId" FROM referrals WHERE rewarded_order_id = $1::bigint FOR UPDATE`, [orderId]);
    return rows[0] ?? null;
  },
  async moveReward(referralId: string, orderId: string): Promise<void> {
    await sql.query(`UPDATE referrals SET rewarded_order_id = $2::bigint WHERE id = $1::uuid`, [referralId, orderId]);
  },
  /** The invitation waits for another paid booking; its coupons that no booking took are withdrawn. */
  async unreward(referralId: string, at: Date): Promise<void> {
    await sql.query(`UPDATE referrals SET rewarded_order_id = NULL, rewarded_at = NULL WHERE id = $1::uuid`, [referralId]);
    await sql.query(
      `UPDATE platform_coupons c SET withdrawn_at = $2
       WHERE c.referral_id = $1::uuid AND c.withdrawn_at IS NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.platform_coupon_id = c.id AND ${TAKES})`,
      [referralId, at.toISOString()],
    );
  },

  /** The user's coupons (withdrawn ones are gone for them). */
  async ofUser(userId: number): Promise<PlatformCouponRow[]> {
    return sql.query<PlatformCouponRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.user_id = $1 AND c.withdrawn_at IS NULL ORDER BY c.created_at DESC, c.id DESC`, [userId]);
  },
  async byCode(code: string): Promise<PlatformCouponRow | null> {
    const rows = await sql.query<PlatformCouponRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.code = $1::citext`, [code]);
    return rows[0] ?? null;
  },
  async byId(id: number): Promise<PlatformCouponRow | null> {
    const rows = await sql.query<PlatformCouponRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.id = $1`, [id]);
    return rows[0] ?? null;
  },
  /** Serialises the use of one coupon inside a transaction (a key space apart from the hosts' coupons). */
  async lock(couponId: number): Promise<void> {
    await sql.query('SELECT pg_advisory_xact_lock(-1, $1)', [couponId]);
  },
});
export type RewardsRepository = ReturnType<typeof rewardsRepository>;
