import type { TestApp, TestUser } from './app';
import type { CatalogueFixture } from './catalogue';

/**
 * How to create one resource of each owned kind (`OwnedResource.name` in `src/lib/access.ts`) for
 * a given owner. The access matrix test creates one per route declaring `Access.owner(kind)` and
 * fails when a kind has no entry here. `owner` says which kind of caller owns it: the matrix then
 * also calls as another caller of the same kind (another guest, another host).
 */
export interface OwnedFixture {
  owner: 'guest' | 'host';
  create(t: TestApp, fx: CatalogueFixture, user: TestUser): Promise<string>;
}

export const ownedFixtures: Record<string, OwnedFixture> = {
  notification: {
    owner: 'guest',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO notifications (user_id, kind, target_id, content_en, content_ar, created_at) VALUES ($1, 'identityStatusChanged', 1, 'Your identity is verified.', 'تم التحقق من هويتك.', now()) RETURNING id`,
        [user.row.id],
      );
      return String(row.id);
    },
  },
  question: {
    owner: 'guest',
    async create(t, fx, user) {
      const experience = await fx.experience();
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO experience_questions (experience_id, user_id, question, created_at, updated_at) VALUES ($1, $2, 'Is parking available?', now(), now()) RETURNING id`,
        [experience, user.row.id],
      );
      return String(row.id);
    },
  },
  'favourite list': {
    owner: 'guest',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO favourite_names (user_id, name, created_at) VALUES ($1, 'Weekend ' || gen_random_uuid(), now()) RETURNING id::text`,
        [user.row.id],
      );
      return row.id;
    },
  },
  favourite: {
    owner: 'guest',
    async create(t, fx, user) {
      const experience = await fx.experience();
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO favourites (user_id, experience_id, created_at) VALUES ($1, $2, now()) RETURNING id::text`,
        [user.row.id, experience],
      );
      return row.id;
    },
  },
  order: {
    owner: 'guest',
    async create(t, fx, user) {
      return insertOrder(t, await fx.experience(), user.row.id);
    },
  },
  'experience in the wizard': {
    owner: 'host',
    async create(_t, fx, user) {
      return String(await fx.experience({ host_id: user.row.id }));
    },
  },
  'booking of my experience': {
    owner: 'host',
    async create(t, fx, user) {
      const guest = await t.createUser();
      return insertOrder(t, await fx.experience({ host_id: user.row.id }), guest.row.id);
    },
  },
  'cart item': {
    owner: 'guest',
    async create(t, fx, user) {
      const experience = await fx.experience();
      const booking = { experienceId: experience, bookingDate: '2030-01-07', bookingTimeSlot: 1, adultsQTY: 1, childrenQTY: 0 };
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO cart_items (user_id, experience_id, booking, created_at, updated_at) VALUES ($1, $2, $3::jsonb, now(), now()) RETURNING id::text`,
        [user.row.id, experience, JSON.stringify(booking)],
      );
      return row.id;
    },
  },
  'saved card': {
    owner: 'guest',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO saved_cards (user_id, gateway_token, status, brand, last_four, expiry_month, expiry_year, holder_name, created_at)
         VALUES ($1, 'token_' || replace(gen_random_uuid()::text, '-', ''), 'active', 'visa', '1111', 12, 2030, 'Test User', now()) RETURNING id::text`,
        [user.row.id],
      );
      return row.id;
    },
  },
  // host dashboard (issue 17)
  'my experience': {
    owner: 'host',
    async create(_t, fx, user) {
      return String(await fx.experience({ host_id: user.row.id }));
    },
  },
  'question on my experience': {
    owner: 'host',
    async create(t, fx, user) {
      const guest = await t.createUser();
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO experience_questions (experience_id, user_id, question, created_at, updated_at) VALUES ($1, $2, 'Is there parking?', now(), now()) RETURNING id`,
        [await fx.experience({ host_id: user.row.id }), guest.row.id],
      );
      return String(row.id);
    },
  },
  'coupon of my experience': {
    owner: 'host',
    async create(t, fx, user) {
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO experience_coupons (experience_id, code, name, type_id, value) VALUES ($1, 'FX' || floor(random() * 1e9)::text, 'Fixture', 1, 10) RETURNING id`,
        [await fx.experience({ host_id: user.row.id })],
      );
      return String(row.id);
    },
  },
  payout: {
    owner: 'host',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO host_payouts (host_id, amount, orders_count, status, period_to) VALUES ($1, 100, 1, 2, now()) RETURNING id::text`,
        [user.row.id],
      );
      return row.id;
    },
  },
};

/** A paid order (with its invoice) of `userId` for `experienceId` (access-matrix fixtures: the rule, not the booking, is under test). */
async function insertOrder(t: TestApp, experienceId: number, userId: number): Promise<string> {
  const [row] = await t.database.sql.query<{ id: string }>(
    `INSERT INTO orders (user_id, experience_id, host_id, booking_date, start_time, adults, unit_price, guests_amount, total_amount, vat_amount, platform_fee, payout_amount,
       cancellation_policy, payment_status, paid_at, invoice_number, invoice_issued_at)
     SELECT $1, e.id, e.host_id, '2030-01-07', '10:00', 1, 105, 105, 105, 13.70, 10, 71.30, 1, 3, now(), nextval('invoice_numbers'), now()
     FROM experiences e WHERE e.id = $2 RETURNING id::text`,
    [userId, experienceId],
  );
  return row.id;
}
