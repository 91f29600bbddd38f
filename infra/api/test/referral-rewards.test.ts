import { REFERRAL_REWARD, rewardCouponsResponseSchema } from '@tajriba/contracts';
import { eq } from 'drizzle-orm';
import { referrals } from '../src/db/schema/core';
import { insertRows } from '../src/repositories/catalogue-import';
import { signupBody, uniqueEmail, type TestApp } from './helpers/app';
import { bookingWorld, caller, type BookingWorld } from './helpers/booking';
import { browserPays, challenge, SANDBOX_WEBHOOK_SECRET } from './helpers/payments';

// The refer-a-friend reward (mf-account README "Refer a friend"): 10 % off one booking, at most
// SAR 50, 90 days, for the inviter and the friend once the friend's first booking is paid.
let world: BookingWorld;
let t: TestApp;
let cheap: number;
let cheapSlot: number;
let dear: number;
let dearSlot: number;
const DAY = '2026-06-15';
const PASSWORD = 'Strong#Pass1';

beforeAll(async () => {
  world = await bookingWorld();
  t = world.t;
  // 100 SAR host price → 105 SAR a guest; 1000 → 1050 (10 % is over the SAR 50 cap)
  cheap = await world.fx.experience({ price: 100, capacity_max: 60, cancellation_policy: 1 });
  dear = await world.fx.experience({ price: 1000, capacity_max: 60, cancellation_policy: 1 });
  [{ id: cheapSlot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: cheap, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
  [{ id: dearSlot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: dear, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
}, 60_000);
afterAll(() => world.close());

const call = caller(() => t);
const booking = (over: Record<string, unknown> = {}) => ({ experienceId: cheap, bookingDate: DAY, bookingTimeSlot: cheapSlot, adultsQTY: 2, childrenQTY: 0, ...over });

async function order(token: string, b: Record<string, unknown>) {
  const add = await call('POST', '/api/Carts/Add', token, b);
  expect(add.status).toBe(200);
  return call('POST', '/api/Carts/TurnToOrder', token, { cartId: add.body.data });
}
/** Pays through the sandbox; the webhook (three times) and the return page confirm together. */
async function pay(token: string, orderId: string) {
  const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, token, {})).body.data;
  const p = await browserPays(session, '4111111111111111');
  if (p.source.transaction_url) await challenge(p.source.transaction_url as string, 'approve');
  const event = { id: 'evt', type: 'payment_paid', secret_token: SANDBOX_WEBHOOK_SECRET, data: { id: session.paymentId } };
  const results = await Promise.all([...Array.from({ length: 3 }, () => call('POST', '/api/Payments/Webhook', null, event)), call('POST', '/api/Orders/UpdatePaymentStatus', token, { paymentId: session.paymentId })]);
  expect(results[3].body.data.paymentStatus).toBe('paid');
}
const coupons = async (token: string) => rewardCouponsResponseSchema.parse((await call('GET', '/api/Manage/RewardCoupons', token)).body.data).items;

/** A invites an address; the friend signs up from the link (`referrerId`), or with another inviter id. */
async function invitedFriend(inviterName = 'Majed Al-Mutairi', opts: { refOf?: (inviterId: number) => number; signUpEmail?: string } = {}) {
  const inviter = await t.signedInUser({ fullName: inviterName });
  const email = uniqueEmail('friend');
  expect((await call('POST', '/api/Manage/ReferFriend', inviter.accessToken, { email })).status).toBe(200);
  const signUpEmail = opts.signUpEmail ?? email;
  await call('POST', '/Register/NewOTP', null, { email: signUpEmail });
  // the test clock stands still: the invitation and the code carry the same time, so pick the code by its field
  const code = (await t.outbox(signUpEmail)).find((m) => typeof m.meta.code === 'string')?.meta.code as string;
  const created = await call('POST', '/Register/NewUser', null, signupBody(signUpEmail, code, { referrerId: opts.refOf ? opts.refOf(inviter.row.id) : inviter.row.id }));
  expect(created.status).toBe(200);
  return { inviter, friend: { email: signUpEmail, token: created.body.data.accessToken as string, id: created.body.data.user.id as number } };
}

describe('crediting', () => {
  test('the invitation e-mail states the reward', async () => {
    const inviter = await t.signedInUser();
    const email = uniqueEmail('friend');
    await call('POST', '/api/Manage/ReferFriend', inviter.accessToken, { email });
    expect((await t.outbox(email))[0].body).toContain('you both get 10% off your next booking (at most SAR 50)');
  });

  test('not before payment; once for both when the first booking is paid, however often the payment is confirmed', async () => {
    const { inviter, friend } = await invitedFriend();
    const made = await order(friend.token, booking());
    expect(made.status).toBe(200);
    expect(await coupons(friend.token)).toEqual([]);
    expect(await coupons(inviter.accessToken)).toEqual([]);

    await pay(friend.token, made.body.data);
    const mine = await coupons(friend.token);
    const theirs = await coupons(inviter.accessToken);
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    const until = t.clock.now().getTime() + REFERRAL_REWARD.validDays * 86_400_000;
    expect(mine[0]).toMatchObject({ percent: 10, maxAmount: 50, currency: 'SAR', status: 'available', reason: 'friend', otherName: 'Majed Al-Mutairi', orderId: null });
    expect(Date.parse(mine[0].validUntil)).toBe(until);
    expect(theirs[0]).toMatchObject({ percent: 10, maxAmount: 50, status: 'available', reason: 'referrer', otherName: 'Noura Al-Shammari' });
    expect(Date.parse(theirs[0].validUntil)).toBe(until);
    expect(mine[0].code).toMatch(/^REF-[2-9A-HJ-NP-Z]{8}$/);
    expect(mine[0].code).not.toBe(theirs[0].code);
    // the Drizzle schema reads the columns migration 0430 added: the friend and the booking that credited
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    expect(row).toMatchObject({ referrerId: inviter.row.id, friendId: friend.id, rewardedOrderId: Number(made.body.data) });
    expect(row.signedUpAt).toBeInstanceOf(Date);
    expect(row.rewardedAt?.getTime()).toBe(t.clock.now().getTime());
    // one e-mail each, with the code
    const rewardMails = async (email: string) => (await t.outbox(email)).filter((m) => m.meta.purpose === 'referral-reward');
    expect(await rewardMails(friend.email)).toEqual([expect.objectContaining({ body: expect.stringContaining(mine[0].code) })]);
    expect(await rewardMails(inviter.email)).toHaveLength(1);

    // a second paid booking credits nothing more
    const second = await order(friend.token, booking({ adultsQTY: 1 }));
    await pay(friend.token, second.body.data);
    expect(await coupons(friend.token)).toHaveLength(1);
    expect(await coupons(inviter.accessToken)).toHaveLength(1);
  });

  test('a link naming someone who did not invite this e-mail credits nobody', async () => {
    const stranger = await t.signedInUser();
    const { inviter, friend } = await invitedFriend('Majed', { refOf: () => stranger.row.id });
    await pay(friend.token, (await order(friend.token, booking())).body.data);
    expect(await coupons(friend.token)).toEqual([]);
    expect(await coupons(inviter.accessToken)).toEqual([]);
    expect(await coupons(stranger.accessToken)).toEqual([]);
    // the invited address is the one that counts: another address from the same link is not credited
    const other = await invitedFriend('Majed', { signUpEmail: uniqueEmail('other') });
    await pay(other.friend.token, (await order(other.friend.token, booking())).body.data);
    expect(await coupons(other.friend.token)).toEqual([]);
  });

  test('a refunded first booking withdraws the unused coupons; the next paid booking earns them again', async () => {
    const { inviter, friend } = await invitedFriend();
    const first = (await order(friend.token, booking())).body.data as string;
    await pay(friend.token, first);
    expect(await coupons(inviter.accessToken)).toHaveLength(1);
    expect((await call('POST', `/api/Orders/Cancel/${first}`, friend.token)).status).toBe(200);
    expect(await coupons(inviter.accessToken)).toEqual([]);
    expect(await coupons(friend.token)).toEqual([]);

    await pay(friend.token, (await order(friend.token, booking())).body.data);
    const back = await coupons(inviter.accessToken);
    expect(back).toEqual([expect.objectContaining({ status: 'available' })]);
    expect(await coupons(friend.token)).toHaveLength(1);
  });
});

describe('using a reward', () => {
  test('10 % of the experience part, at most SAR 50; one booking; only its owner', async () => {
    const { inviter, friend } = await invitedFriend();
    await pay(friend.token, (await order(friend.token, booking())).body.data);
    const [{ code }] = await coupons(inviter.accessToken);

    // 2 × 105 = 210 → 21 off
    const q = (await call('POST', '/api/Carts/Quote', inviter.accessToken, booking({ couponCode: code.toLowerCase() }))).body.data;
    expect(q).toMatchObject({ guestsAmount: 210, couponAmount: 21, totalAmount: 189, couponRejection: null, coupon: { code, type: 'percentage', value: 10, reward: true, maxAmount: 50, name: 'Refer-a-friend reward' } });
    // 2 × 1050 = 2100 → 210 would be 10 %: capped at 50
    const capped = (await call('POST', '/api/Carts/Quote', inviter.accessToken, { ...booking({ couponCode: code }), experienceId: dear, bookingTimeSlot: dearSlot }, 'ar')).body.data;
    expect(capped).toMatchObject({ guestsAmount: 2100, couponAmount: 50, totalAmount: 2050, coupon: { name: 'مكافأة دعوة صديق' } });
    // half a halala rounds up: 10 % of 3 × 117.25 = 351.75 is 35.18
    await t.database.sql.query('UPDATE experiences SET final_price = 117.25 WHERE id = $1', [cheap]);
    const half = (await call('POST', '/api/Carts/Quote', inviter.accessToken, booking({ adultsQTY: 3, couponCode: code }))).body.data;
    await t.database.sql.query('UPDATE experiences SET final_price = 105 WHERE id = $1', [cheap]);
    expect(half).toMatchObject({ guestsAmount: 351.75, couponAmount: 35.18, totalAmount: 316.57 });

    // someone else's code is unknown to them, at the quote and at the order
    const other = await t.signedInUser();
    expect((await call('POST', '/api/Carts/Quote', other.accessToken, booking({ couponCode: code }))).body.data).toMatchObject({ coupon: null, couponAmount: 0, couponRejection: 'unknown', totalAmount: 210 });
    const add = await call('POST', '/api/Carts/Add', other.accessToken, booking({ couponCode: code }));
    const refused = await call('POST', '/api/Carts/TurnToOrder', other.accessToken, { cartId: add.body.data });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldsErrors).toEqual({ couponCode: ['error.couponUnknown'] });

    // the owner's order takes it: the order shows the discount, the coupon is used
    const made = await order(inviter.accessToken, { ...booking({ couponCode: code }), experienceId: dear, bookingTimeSlot: dearSlot });
    const o = (await call('GET', `/api/Orders/${made.body.data}`, inviter.accessToken)).body.data;
    expect(o).toMatchObject({ couponCode: code, couponAmount: 50, couponIsReward: true, totalAmount: 2050 });
    expect((await coupons(inviter.accessToken))[0]).toMatchObject({ status: 'used', orderId: made.body.data });
    expect((await call('POST', '/api/Carts/Quote', inviter.accessToken, booking({ couponCode: code }))).body.data).toMatchObject({ couponAmount: 0, couponRejection: 'usedUp' });
    // paid: the invoice carries the discount
    await pay(inviter.accessToken, made.body.data);
    const inv = (await call('GET', `/api/Orders/Invoice/${made.body.data}`, inviter.accessToken)).body.data;
    expect(inv.totalWithVat).toBe(2050);
    expect(JSON.stringify(inv)).toContain('50');

    // an unpaid order cancelled gives the coupon back
    const [{ code: friendCode }] = await coupons(friend.token);
    const held = await order(friend.token, booking({ couponCode: friendCode }));
    expect((await coupons(friend.token))[0].status).toBe('used');
    await call('POST', `/api/Orders/Cancel/${held.body.data}`, friend.token);
    expect((await coupons(friend.token))[0].status).toBe('available');
  });

  test('a reward coupon expires after 90 days', async () => {
    const { friend } = await invitedFriend();
    await pay(friend.token, (await order(friend.token, booking())).body.data);
    const [{ code }] = await coupons(friend.token);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + 90 * 86_400_000 + 1000));
      const token = (await t.signIn(friend.email, PASSWORD)).accessToken;
      expect((await coupons(token))[0].status).toBe('expired');
      const q = (await call('POST', '/api/Carts/Quote', token, booking({ bookingDate: '2026-09-15', couponCode: code }))).body.data;
      expect(q).toMatchObject({ couponAmount: 0, couponRejection: 'expired' });
    } finally {
      t.clock.set(start);
    }
  });

  test('the list needs a signed-in user', async () => {
    expect((await call('GET', '/api/Manage/RewardCoupons', null)).status).toBe(401);
  });
});
