import { REFERRAL_REWARD, type CouponRejection, type RewardCoupon } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Lang } from '../lib/i18n';
import type { Outbox } from '../plugins/outbox';
import { rewardsRepository, type PlatformCouponRow } from '../repositories/rewards';
import { rewardMessage } from './templates';

/**
 * The refer-a-friend reward (mf-account README "Refer a friend"). An invitation is credited once,
 * when the invited friend's first booking is paid: the inviter and the friend each get a platform
 * coupon of REFERRAL_REWARD (10 % of a later booking's experience part, at most SAR 50, 90 days).
 * Only its owner can use a coupon; a refunded first booking withdraws the coupons nobody used yet.
 */
export interface CouponUse {
  id: number;
  code: string;
  percent: number;
  maxAmount: number;
}

/** What a typed code means for this guest: null when it is not one of their reward coupons. */
export type RewardLookup = { coupon: CouponUse; rejection: null } | { coupon: null; rejection: CouponRejection } | null;

const DAY_MS = 86_400_000;

export const rewardName = (lang: Lang) => (lang === 'ar' ? 'مكافأة دعوة صديق' : 'Refer-a-friend reward');

function statusOf(c: PlatformCouponRow, now: Date): RewardCoupon['status'] {
  if (c.orderId) return 'used';
  return new Date(c.validUntil) <= now ? 'expired' : 'available';
}

export function referralRewards(sql: SqlClient) {
  return {
    /** A new account from an invitation's link: attached to that invitation when it names this e-mail. */
    attachFriend: (referrerId: number, email: string, friendId: number, at: Date) => rewardsRepository(sql).attachFriend(referrerId, email, friendId, at),

    /**
     * Inside the transaction that moves an order to paid: credits the buyer's invitation if it is
     * not credited yet. Returns the coupons given (to e-mail once the transaction is committed).
     */
    async creditOnPaid(tx: SqlClient, buyerId: number, orderId: string, now: Date): Promise<{ userId: number; code: string; validUntil: Date }[]> {
      const r = rewardsRepository(tx);
      const invitation = await r.claimReward(buyerId, orderId, now);
      if (!invitation) return [];
      const validUntil = new Date(now.getTime() + REFERRAL_REWARD.validDays * DAY_MS);
      const given: { userId: number; code: string; validUntil: Date }[] = [];
      for (const [userId, reason] of [
        [invitation.referrerId, 'referrer'],
        [buyerId, 'friend'],
      ] as const) {
        const c = await r.grant({ userId, referralId: invitation.id, reason, percent: REFERRAL_REWARD.percent, maxAmount: REFERRAL_REWARD.maxAmount, validUntil, at: now });
        if (c) given.push({ userId, code: c.code, validUntil });
      }
      return given;
    },

    /**
     * Inside the transaction that cancels a paid order with a refund: when it was the booking that
     * earned an invitation's reward, the reward moves to the friend's other paid booking if there is
     * one; otherwise the coupons nobody used are withdrawn and the next paid booking earns them again.
     */
    async withdrawOnRefund(tx: SqlClient, orderId: string, now: Date): Promise<void> {
      const r = rewardsRepository(tx);
      const invitation = await r.rewardedBy(orderId);
      if (!invitation) return;
      const other = await r.otherStandingOrder(invitation.friendId, orderId);
      if (other) await r.moveReward(invitation.id, other);
      else await r.unreward(invitation.id, now);
    },

    /** E-mails each person their new coupon (after the payment's transaction). */
    async tell(outbox: Outbox, given: { userId: number; code: string; validUntil: Date }[]): Promise<void> {
      for (const g of given) {
        const u = (await sql.query<{ email: string | null; language: string; name: string }>(`SELECT email, language, COALESCE(NULLIF(preferred_name, ''), full_name) AS name FROM users WHERE id = $1`, [g.userId]))[0];
        if (!u?.email) continue;
        const msg = rewardMessage(u.language === 'ar' ? 'ar' : 'en-US', u.name, g.code, g.validUntil);
        await outbox.send({ channel: 'email', to: u.email, subject: msg.subject, body: msg.body, meta: { purpose: 'referral-reward', code: g.code } });
      }
    },

    /** The user's own coupons, the usable ones first. */
    async list(userId: number, now: Date): Promise<RewardCoupon[]> {
      const rows = await rewardsRepository(sql).ofUser(userId);
      const order = { available: 0, used: 1, expired: 2 } as const;
      return rows
        .map((c) => ({
          id: c.id,
          code: c.code,
          percent: c.percent,
          maxAmount: c.maxAmount,
          currency: 'SAR' as const,
          validUntil: c.validUntil,
          createdAt: c.createdAt,
          reason: c.reason,
          otherName: c.otherName,
          status: statusOf(c, now),
          orderId: c.orderId,
        }))
        .sort((a, b) => order[a.status] - order[b.status]);
    },

    /**
     * A code typed at checkout. Someone else's (or a withdrawn) reward code is not this guest's: it
     * reads as unknown, as a code that does not exist would, so codes cannot be probed.
     */
    async lookup(db: SqlClient, userId: number, code: string, now: Date): Promise<RewardLookup> {
      const c = await rewardsRepository(db).byCode(code);
      if (!c) return null;
      if (c.userId !== userId || c.withdrawn) return { coupon: null, rejection: 'unknown' };
      if (c.orderId) return { coupon: null, rejection: 'usedUp' };
      if (new Date(c.validUntil) <= now) return { coupon: null, rejection: 'expired' };
      return { coupon: { id: c.id, code: c.code, percent: c.percent, maxAmount: c.maxAmount }, rejection: null };
    },

    /** The coupon an existing booking used (an edit keeps it, whatever its state now). */
    async ofOrder(id: number): Promise<CouponUse | null> {
      const c = await rewardsRepository(sql).byId(id);
      return c ? { id: c.id, code: c.code, percent: c.percent, maxAmount: c.maxAmount } : null;
    },

    lock: (tx: SqlClient, id: number) => rewardsRepository(tx).lock(id),
  };
}
export type ReferralRewards = ReturnType<typeof referralRewards>;
