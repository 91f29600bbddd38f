import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

/** SQL of carts, orders, seats, coupons, saved cards, payment attempts and refunds (migrations/0200_booking.sql). */

export interface BookableExperience {
  id: number;
  hostId: number;
  statusId: number;
  typeId: number;
  name: string;
  nameEn: string;
  nameAr: string;
  imagePath: string | null;
  finalPrice: number;
  privateFinalPrice: number | null;
  price: number;
  privatePrice: number | null;
  capacityMin: number | null;
  capacityMax: number | null;
  privateEnabled: boolean;
  privateCapacityMin: number | null;
  privateCapacityMax: number | null;
  providesTransportation: boolean;
  transportationIncluded: boolean;
  transportationFees: number;
  discounts: { type: 'percentage' | 'fixed'; value: number; groupSizeMin: number; groupSizeMax: number }[];
  cancellationPolicy: number;
  /** Minutes before a slot's start after which it takes no new bookings and no changes. */
  guestCutoffMinutes: number;
}

export interface AddOnRow {
  id: number;
  name: string;
  nameEn: string;
  nameAr: string;
  qty: number;
  price: number;
}

export interface CouponRow {
  id: number;
  experienceId: number;
  code: string;
  name: string;
  typeId: number;
  value: number;
  validUntil: string | null;
  maxUsagePerUser: number | null;
}

export interface OrderRow {
  id: string;
  securityStamp: string;
  ticketCode: string;
  checkedInAt: string | null;
  userId: number;
  buyerName: string;
  experienceId: number;
  hostId: number;
  bookingDate: string;
  timeSlotId: number | null;
  startTime: string;
  adults: number;
  children: number;
  isPrivate: boolean;
  seatsHeld: boolean;
  holdExpiresAt: string | null;
  addOns: { addonId: number; qty: number; nameEn: string; nameAr: string; unitPrice: number; amount: number }[];
  couponId: number | null;
  couponCode: string | null;
  /** the guest's reward coupon (platform_coupons), instead of a host's coupon */
  platformCouponId: number | null;
  discount: unknown;
  unitPrice: number;
  guestsAmount: number;
  transportationAmount: number;
  addOnsAmount: number;
  couponAmount: number;
  discountAmount: number;
  totalAmount: number;
  vatAmount: number;
  platformFee: number;
  payoutAmount: number;
  currency: string;
  isGift: boolean;
  recipientName: string | null;
  recipientEmail: string | null;
  senderName: string | null;
  senderEmail: string | null;
  personalMessage: string | null;
  paymentStatus: number;
  cancellationPolicy: number;
  /** The experience's cut-off (minutes before the start) after which the booking takes no changes. */
  guestCutoffMinutes: number;
  paymentMessage: string | null;
  paidAt: string | null;
  canceledAt: string | null;
  refundReason: string | null;
  refundedAmount: number;
  invoiceNumber: string | null;
  invoiceIssuedAt: string | null;
  createdAt: string;
  updatedAt: string;
  // joined experience facts
  experienceNameEn: string;
  experienceNameAr: string;
  experienceTypeId: number;
  experienceImagePath: string | null;
  cityNameEn: string | null;
  cityNameAr: string | null;
  locationEn: string | null;
  locationAr: string | null;
  latitude: number | null;
  longitude: number | null;
  onlineSetup: { link?: string } | null;
  /** the host's meeting point when it differs from the place (atHost; the wizard's host location step) */
  hostLocation: {
    isMeetingLocationDifferentFromEvent?: boolean;
    meetingLocationName?: Record<string, string> | null;
    meetingLocationLatitude?: number | null;
    meetingLocationLongitude?: number | null;
  } | null;
  generateQr: boolean;
  hostNameEn: string;
  hostNameAr: string;
  /** credit notes of its refunds (CN-n, issued, negative total), oldest first */
  creditNotes: { number: string; issueDate: string; totalWithVat: number }[];
}

export interface CreditNoteRow {
  orderId: string;
  number: string;
  kind: 'full' | 'partial';
  amount: number;
  vatAmount: number;
  reason: string;
  issuedAt: string;
}

export interface NewOrder {
  userId: number;
  experienceId: number;
  hostId: number;
  bookingDate: string;
  timeSlotId: number;
  startTime: string;
  adults: number;
  children: number;
  isPrivate: boolean;
  holdExpiresAt: Date;
  addOns: OrderRow['addOns'];
  couponId: number | null;
  platformCouponId: number | null;
  couponCode: string | null;
  discount: unknown;
  unitPrice: number;
  guestsAmount: number;
  transportationAmount: number;
  addOnsAmount: number;
  couponAmount: number;
  discountAmount: number;
  totalAmount: number;
  vatAmount: number;
  platformFee: number;
  payoutAmount: number;
  isGift: boolean;
  recipientName: string | null;
  recipientEmail: string | null;
  senderName: string | null;
  senderEmail: string | null;
  personalMessage: string | null;
  cancellationPolicy: number;
  at: Date;
}

export interface AttemptRow {
  id: string;
  orderId: string;
  amountHalalas: number;
  source: 'card' | 'token';
  savedCardId: string | null;
  saveCard: boolean;
  status: string;
}

export interface SavedCardRow {
  id: string;
  userId: number;
  gatewayToken: string;
  status: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  label: string | null;
  isPrimary: boolean;
  /** false: turned off by the guest (migrations/0410) */
  isActive: boolean;
}

const ORDER_COLUMNS = `o.id::text AS id, o.security_stamp::text AS "securityStamp", o.ticket_code AS "ticketCode",
  ${iso('o.checked_in_at')} AS "checkedInAt", o.user_id AS "userId", u.full_name AS "buyerName",
  o.experience_id AS "experienceId", o.host_id AS "hostId", o.booking_date::text AS "bookingDate", o.time_slot_id AS "timeSlotId",
  to_char(o.start_time, 'HH24:MI:SS') AS "startTime", o.adults, o.children, o.is_private AS "isPrivate", o.seats_held AS "seatsHeld",
  ${iso('o.hold_expires_at')} AS "holdExpiresAt", o.add_ons AS "addOns", o.coupon_id AS "couponId", o.coupon_code AS "couponCode", o.platform_coupon_id AS "platformCouponId", o.discount,
  o.unit_price::float8 AS "unitPrice", o.guests_amount::float8 AS "guestsAmount", o.transportation_amount::float8 AS "transportationAmount",
  o.add_ons_amount::float8 AS "addOnsAmount", o.coupon_amount::float8 AS "couponAmount", o.discount_amount::float8 AS "discountAmount",
  o.total_amount::float8 AS "totalAmount", o.vat_amount::float8 AS "vatAmount", o.platform_fee::float8 AS "platformFee",
  o.payout_amount::float8 AS "payoutAmount", o.currency, o.is_gift AS "isGift", o.recipient_name AS "recipientName",
  o.recipient_email AS "recipientEmail", o.sender_name AS "senderName", o.sender_email AS "senderEmail", o.personal_message AS "personalMessage",
  o.payment_status AS "paymentStatus", o.cancellation_policy AS "cancellationPolicy", e.guest_cutoff_minutes AS "guestCutoffMinutes", o.payment_message AS "paymentMessage",
  ${iso('o.paid_at')} AS "paidAt", ${iso('o.canceled_at')} AS "canceledAt", o.refund_reason AS "refundReason",
  o.refunded_amount::float8 AS "refundedAmount", o.invoice_number::text AS "invoiceNumber", ${iso('o.invoice_issued_at')} AS "invoiceIssuedAt",
  ${iso('o.created_at')} AS "createdAt", ${iso('o.updated_at')} AS "updatedAt",
  e.name_en AS "experienceNameEn", e.name_ar AS "experienceNameAr", e.type_id AS "experienceTypeId", e.image_paths[1] AS "experienceImagePath",
  ci.name_en AS "cityNameEn", ci.name_ar AS "cityNameAr", e.location_en AS "locationEn", e.location_ar AS "locationAr",
  e.latitude, e.longitude, e.host_location AS "hostLocation", e.online_setup AS "onlineSetup", e.generate_qr AS "generateQr",
  coalesce(h.full_name_en, h.full_name) AS "hostNameEn", coalesce(h.full_name_ar, h.full_name) AS "hostNameAr",
  (SELECT coalesce(json_agg(json_build_object('number', 'CN-' || cn.number, 'issueDate', ${iso('cn.issued_at')}, 'totalWithVat', -cn.amount) ORDER BY cn.number), '[]')
     FROM credit_notes cn WHERE cn.order_id = o.id) AS "creditNotes"`;
const ORDER_FROM = `FROM orders o JOIN users u ON u.id = o.user_id JOIN experiences e ON e.id = o.experience_id
  JOIN users h ON h.id = o.host_id LEFT JOIN cities ci ON ci.id = e.city_id`;

/** Payment statuses of an order still waiting for money (its seats are held until hold_expires_at). */
export const UNPAID = [1, 2, 4];

/** Status filter (spec §4 order filter options) → SQL on `o`. */
const FILTERS: Record<string, string> = {
  pending: 'o.payment_status IN (1, 2, 4)',
  canceled: 'o.payment_status IN (6, 8)',
  completed: 'o.payment_status IN (3, 5, 7) AND o.booking_date < $today::date',
  inProgress: 'o.payment_status IN (3, 5, 7) AND o.booking_date >= $today::date',
};

export const bookingRepository = (sql: SqlClient) => ({
  async experience(id: number, lang: 'en' | 'ar'): Promise<BookableExperience | null> {
    const rows = await sql.query<BookableExperience>(
      `SELECT id, host_id AS "hostId", status_id AS "statusId", type_id AS "typeId", name_${lang} AS name, name_en AS "nameEn", name_ar AS "nameAr",
         image_paths[1] AS "imagePath", final_price::float8 AS "finalPrice", private_final_price::float8 AS "privateFinalPrice",
         price::float8 AS price, private_price::float8 AS "privatePrice", capacity_min AS "capacityMin", capacity_max AS "capacityMax",
         private_enabled AS "privateEnabled", private_capacity_min AS "privateCapacityMin", private_capacity_max AS "privateCapacityMax",
         provides_transportation AS "providesTransportation", transportation_included AS "transportationIncluded",
         transportation_fees::float8 AS "transportationFees", discounts, cancellation_policy AS "cancellationPolicy",
         guest_cutoff_minutes AS "guestCutoffMinutes"
       FROM experiences WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
  async addOns(experienceId: number, lang: 'en' | 'ar'): Promise<AddOnRow[]> {
    return sql.query<AddOnRow>(
      `SELECT id, name_${lang} AS name, name_en AS "nameEn", name_ar AS "nameAr", qty, price::float8 AS price FROM experience_add_ons WHERE experience_id = $1 ORDER BY sort_order, id`,
      [experienceId],
    );
  },
  async slot(experienceId: number, slotId: number, lang: 'en' | 'ar') {
    const rows = await sql.query<{ id: number; time: string; customName: string | null }>(
      `SELECT id, to_char(start_time, 'HH24:MI:SS') AS time, custom_name_${lang} AS "customName" FROM experience_time_slots WHERE experience_id = $1 AND id = $2`,
      [experienceId, slotId],
    );
    return rows[0] ?? null;
  },
  async couponsByCode(code: string): Promise<CouponRow[]> {
    return sql.query<CouponRow>(
      `SELECT id, experience_id AS "experienceId", code::text AS code, name, type_id AS "typeId", value::float8 AS value,
         ${iso('valid_until')} AS "validUntil", max_usage_per_user AS "maxUsagePerUser"
       FROM experience_coupons WHERE code = $1::citext`,
      [code],
    );
  },
  /** Orders of this user that used the coupon and still count (paid, or unpaid and holding seats). */
  async couponUses(couponId: number, userId: number): Promise<number> {
    const rows = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE coupon_id = $1 AND user_id = $2 AND (payment_status IN (3, 5, 7) OR (seats_held AND payment_status IN (1, 2, 4)))`,
      [couponId, userId],
    );
    return rows[0]?.n ?? 0;
  },
  /** Serialises coupon use per user and coupon inside a transaction (the per-user limit is checked after). */
  async lockCouponForUser(couponId: number, userId: number): Promise<void> {
    await sql.query('SELECT pg_advisory_xact_lock($1, $2)', [couponId, userId]);
  },

  // ---- seats ----
  /** Locks the day's seat row (creating it) for the rest of the transaction. */
  async lockSeats(experienceId: number, day: string): Promise<{ guestsBooked: number; privateBooked: boolean }> {
    await sql.query('INSERT INTO experience_seats (experience_id, day) VALUES ($1, $2::date) ON CONFLICT DO NOTHING', [experienceId, day]);
    const rows = await sql.query<{ guestsBooked: number; privateBooked: boolean }>(
      'SELECT guests_booked AS "guestsBooked", private_booked AS "privateBooked" FROM experience_seats WHERE experience_id = $1 AND day = $2::date FOR UPDATE',
      [experienceId, day],
    );
    return rows[0];
  },
  async takeSeats(experienceId: number, day: string, guests: number, isPrivate: boolean): Promise<void> {
    await sql.query(
      isPrivate
        ? 'UPDATE experience_seats SET private_booked = true WHERE experience_id = $1 AND day = $2::date'
        : 'UPDATE experience_seats SET guests_booked = guests_booked + $3 WHERE experience_id = $1 AND day = $2::date',
      isPrivate ? [experienceId, day] : [experienceId, day, guests],
    );
  },
  async returnSeats(experienceId: number, day: string, guests: number, isPrivate: boolean): Promise<void> {
    await sql.query(
      isPrivate
        ? 'UPDATE experience_seats SET private_booked = false WHERE experience_id = $1 AND day = $2::date'
        : 'UPDATE experience_seats SET guests_booked = greatest(guests_booked - $3, 0) WHERE experience_id = $1 AND day = $2::date',
      isPrivate ? [experienceId, day] : [experienceId, day, guests],
    );
  },
  /**
   * Unpaid orders whose hold ran out: they stop counting (pending and failed ones are cancelled; one
   * in 3-D Secure keeps its status and takes seats again if its payment still succeeds). Optionally
   * for one experience and day (inside the lock of its seat row).
   */
  async expireHolds(now: Date, experienceId?: number, day?: string) {
    return sql.query<{ id: string; experienceId: number; bookingDate: string; guests: number; isPrivate: boolean }>(
      `UPDATE orders SET seats_held = false, updated_at = $1,
         payment_status = CASE WHEN payment_status IN (1, 4) THEN 8 ELSE payment_status END,
         canceled_at = CASE WHEN payment_status IN (1, 4) THEN $1 ELSE canceled_at END
       WHERE seats_held AND payment_status IN (1, 2, 4) AND hold_expires_at < $1
         ${experienceId ? 'AND experience_id = $2 AND booking_date = $3::date' : ''}
       RETURNING id::text AS id, experience_id AS "experienceId", booking_date::text AS "bookingDate", adults + children AS guests, is_private AS "isPrivate"`,
      experienceId ? [now.toISOString(), experienceId, day] : [now.toISOString()],
    );
  },
  async hasExpiredHolds(experienceId: number, day: string, now: Date): Promise<boolean> {
    const rows = await sql.query(
      'SELECT 1 FROM orders WHERE experience_id = $1 AND booking_date = $2::date AND seats_held AND payment_status IN (1, 2, 4) AND hold_expires_at < $3 LIMIT 1',
      [experienceId, day, now.toISOString()],
    );
    return rows.length > 0;
  },
  /** Next scheduled days' seat rows, to offer alternatives when a day sold out. */
  async takenBetween(experienceId: number, from: string, to: string) {
    return sql.query<{ day: string; guestsBooked: number; privateBooked: boolean }>(
      `SELECT day::text AS day, guests_booked AS "guestsBooked", private_booked AS "privateBooked" FROM experience_seats WHERE experience_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [experienceId, from, to],
    );
  },

  // ---- orders ----
  async insertOrder(o: NewOrder): Promise<string> {
    const rows = await sql.query<{ id: string }>(
      `INSERT INTO orders (user_id, experience_id, host_id, booking_date, time_slot_id, start_time, adults, children, is_private, seats_held, hold_expires_at,
         add_ons, coupon_id, coupon_code, discount, unit_price, guests_amount, transportation_amount, add_ons_amount, coupon_amount, discount_amount,
         total_amount, vat_amount, platform_fee, payout_amount, is_gift, recipient_name, recipient_email, sender_name, sender_email, personal_message,
         cancellation_policy, created_at, updated_at, platform_coupon_id)
       VALUES ($1, $2, $3, $4::date, $5, $6::time, $7, $8, $9, true, $10, $11::jsonb, $12, $13, $14::jsonb, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
         $25, $26, $27, $28, $29, $30, $31, $32, $32, $33)
       RETURNING id::text AS id`,
      [
        o.userId, o.experienceId, o.hostId, o.bookingDate, o.timeSlotId, o.startTime, o.adults, o.children, o.isPrivate, o.holdExpiresAt.toISOString(),
        JSON.stringify(o.addOns), o.couponId, o.couponCode, o.discount === null ? null : JSON.stringify(o.discount), o.unitPrice, o.guestsAmount,
        o.transportationAmount, o.addOnsAmount, o.couponAmount, o.discountAmount, o.totalAmount, o.vatAmount, o.platformFee, o.payoutAmount, o.isGift,
        o.recipientName, o.recipientEmail, o.senderName, o.senderEmail, o.personalMessage, o.cancellationPolicy, o.at.toISOString(), o.platformCouponId,
      ],
    );
    return rows[0].id;
  },
  async order(id: string, lock = false): Promise<OrderRow | null> {
    const rows = await sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1::bigint ${lock ? 'FOR UPDATE OF o' : ''}`, [id]);
    return rows[0] ?? null;
  },
  async orderByStamp(stamp: string): Promise<OrderRow | null> {
    const rows = await sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.security_stamp = $1::uuid`, [stamp]);
    return rows[0] ?? null;
  },
  async orderByTicketCode(code: string): Promise<OrderRow | null> {
    const rows = await sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.ticket_code = $1`, [code]);
    return rows[0] ?? null;
  },
  /** Marks a ticket used once: false when it was already used (two scanners at one door). */
  async checkIn(id: string, hostId: number, at: Date): Promise<boolean> {
    const rows = await sql.query(`UPDATE orders SET checked_in_at = $3, checked_in_by = $2 WHERE id = $1::bigint AND checked_in_at IS NULL RETURNING id`, [id, hostId, at.toISOString()]);
    return rows.length === 1;
  },
  /** A page of orders of a guest (`user`), of a host's experiences (`host`) or all (staff). */
  async page(scope: { userId?: number; hostId?: number }, filter: string | undefined, today: string, page: number, size: number) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (scope.userId) where.push(`o.user_id = $${params.push(scope.userId)}`);
    if (scope.hostId) where.push(`o.host_id = $${params.push(scope.hostId)}`);
    if (filter && FILTERS[filter]) where.push(FILTERS[filter].replace('$today', `$${params.push(today)}`));
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} ${w} ORDER BY o.created_at DESC, o.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`, params),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o ${w}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async update(id: string, patch: Record<string, unknown>, at: Date): Promise<void> {
    const keys = Object.keys(patch);
    const sets = keys.map((k, i) => `${k} = $${i + 3}`);
    await sql.query(`UPDATE orders SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1::bigint`, [id, at.toISOString(), ...keys.map((k) => patch[k])]);
  },
  async issueInvoiceNumber(id: string, at: Date): Promise<void> {
    await sql.query(`UPDATE orders SET invoice_number = nextval('invoice_numbers'), invoice_issued_at = $2 WHERE id = $1::bigint AND invoice_number IS NULL`, [id, at.toISOString()]);
  },

  // ---- credit notes (migrations/0203) ----
  /** Issues one credit note per decision key; a second call with the same key issues nothing. */
  async issueCreditNote(n: { orderId: string; key: string; kind: 'full' | 'partial'; amount: number; vat: number; reason: string; at: Date }): Promise<void> {
    await sql.query(
      `INSERT INTO credit_notes (order_id, idempotency_key, kind, amount, vat_amount, reason, issued_at) VALUES ($1::bigint, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
      [n.orderId, n.key, n.kind, n.amount, n.vat, n.reason, n.at.toISOString()],
    );
  },
  async creditNotes(orderIds: string[]): Promise<CreditNoteRow[]> {
    if (!orderIds.length) return [];
    return sql.query<CreditNoteRow>(
      `SELECT order_id::text AS "orderId", number::text AS number, kind, amount::float8 AS amount, vat_amount::float8 AS "vatAmount", reason, ${iso('issued_at')} AS "issuedAt"
       FROM credit_notes WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, number`,
      [orderIds],
    );
  },

  // ---- payment attempts and refunds ----
  async insertAttempt(a: { id: string; orderId: string; amountHalalas: number; source: 'card' | 'token'; savedCardId: string | null; saveCard: boolean; at: Date }) {
    await sql.query(
      `INSERT INTO payment_attempts (id, order_id, amount_halalas, source, saved_card_id, save_card, created_at, updated_at) VALUES ($1::uuid, $2::bigint, $3, $4, $5::bigint, $6, $7, $7)`,
      [a.id, a.orderId, a.amountHalalas, a.source, a.savedCardId, a.saveCard, a.at.toISOString()],
    );
  },
  async attempt(id: string): Promise<AttemptRow | null> {
    const rows = await sql.query<AttemptRow>(
      `SELECT id::text AS id, order_id::text AS "orderId", amount_halalas AS "amountHalalas", source, saved_card_id::text AS "savedCardId", save_card AS "saveCard", status
       FROM payment_attempts WHERE id = $1::uuid`,
      [id],
    );
    return rows[0] ?? null;
  },
  async setAttempt(id: string, status: string, message: string | null, at: Date): Promise<void> {
    await sql.query('UPDATE payment_attempts SET status = $2, message = $3, updated_at = $4 WHERE id = $1::uuid', [id, status, message, at.toISOString()]);
  },
  async paidAttempts(orderId: string): Promise<AttemptRow[]> {
    return sql.query<AttemptRow>(
      `SELECT id::text AS id, order_id::text AS "orderId", amount_halalas AS "amountHalalas", source, saved_card_id::text AS "savedCardId", save_card AS "saveCard", status
       FROM payment_attempts WHERE order_id = $1::bigint AND status = 'paid' ORDER BY updated_at`,
      [orderId],
    );
  },
  /** Records a refund once per idempotency key (the attempt id for a whole refund); answers the existing row when there is one. */
  async claimRefund(orderId: string, attemptId: string, amount: number, reason: string, key: string, at: Date): Promise<{ id: string; status: string }> {
    await sql.query(
      `INSERT INTO refunds (order_id, attempt_id, amount, reason, idempotency_key, created_at) VALUES ($1::bigint, $2::uuid, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
      [orderId, attemptId, amount, reason, key, at.toISOString()],
    );
    const rows = await sql.query<{ id: string; status: string }>('SELECT id::text AS id, status FROM refunds WHERE idempotency_key = $1', [key]);
    return rows[0];
  },
  async refundDone(id: string, at: Date): Promise<void> {
    await sql.query(`UPDATE refunds SET status = 'done', done_at = $2 WHERE id = $1::uuid`, [id, at.toISOString()]);
  },
  /**
   * SAR given back (or on its way) from each payment attempt of an order by refunds of a part of it
   * (reservation edits). The refund of "the rest of an attempt" (keyed by the attempt id) is left out,
   * so a retry of that refund still finds what it has to send.
   */
  async refundedByAttempt(orderId: string): Promise<Map<string, number>> {
    const rows = await sql.query<{ attemptId: string; amount: number }>(
      'SELECT attempt_id::text AS "attemptId", sum(amount)::float8 AS amount FROM refunds WHERE order_id = $1::bigint AND idempotency_key <> attempt_id::text GROUP BY attempt_id',
      [orderId],
    );
    return new Map(rows.map((r) => [r.attemptId, r.amount]));
  },

  // ---- reservation edits ----
  async insertEdit(e: {
    orderId: string;
    from: { date: string; time: string; adults: number; children: number; total: number };
    to: { date: string; time: string; adults: number; children: number; total: number };
    attemptId: string | null;
    refundKey: string | null;
    at: Date;
  }): Promise<void> {
    await sql.query(
      `INSERT INTO order_edits (order_id, from_date, from_start_time, from_adults, from_children, to_date, to_start_time, to_adults, to_children, from_total, to_total, delta, attempt_id, refund_key, created_at)
       VALUES ($1::bigint, $2::date, $3::time, $4, $5, $6::date, $7::time, $8, $9, $10::numeric, $11::numeric, $11::numeric - $10::numeric, $12::uuid, $13, $14)`,
      [e.orderId, e.from.date, e.from.time, e.from.adults, e.from.children, e.to.date, e.to.time, e.to.adults, e.to.children, e.from.total, e.to.total, e.attemptId, e.refundKey, e.at.toISOString()],
    );
  },
  /** True for the payment attempt of an edit's difference (not a second payment of the booking). */
  async isEditAttempt(attemptId: string): Promise<boolean> {
    return (await sql.query('SELECT 1 FROM order_edits WHERE attempt_id = $1::uuid', [attemptId])).length > 0;
  },

  // ---- saved cards ----
  async cards(userId: number): Promise<SavedCardRow[]> {
    return sql.query<SavedCardRow>(
      `SELECT id::text AS id, user_id AS "userId", gateway_token AS "gatewayToken", status, brand, last_four AS "lastFour", expiry_month AS "expiryMonth",
         expiry_year AS "expiryYear", holder_name AS "holderName", label, is_primary AS "isPrimary", is_active AS "isActive"
       FROM saved_cards WHERE user_id = $1 AND status = 'active' ORDER BY is_primary DESC, created_at DESC, id DESC`,
      [userId],
    );
  },
  async card(userId: number, id: string): Promise<SavedCardRow | null> {
    const rows = await sql.query<SavedCardRow>(
      `SELECT id::text AS id, user_id AS "userId", gateway_token AS "gatewayToken", status, brand, last_four AS "lastFour", expiry_month AS "expiryMonth",
         expiry_year AS "expiryYear", holder_name AS "holderName", label, is_primary AS "isPrimary", is_active AS "isActive"
       FROM saved_cards WHERE id = $1::bigint AND user_id = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  },
  async cardByToken(token: string): Promise<SavedCardRow | null> {
    const rows = await sql.query<SavedCardRow>(
      `SELECT id::text AS id, user_id AS "userId", gateway_token AS "gatewayToken", status, brand, last_four AS "lastFour", expiry_month AS "expiryMonth",
         expiry_year AS "expiryYear", holder_name AS "holderName", label, is_primary AS "isPrimary", is_active AS "isActive" FROM saved_cards WHERE gateway_token = $1`,
      [token],
    );
    return rows[0] ?? null;
  },
  async upsertCard(c: { userId: number; token: string; status: string; brand: string; lastFour: string; month: number; year: number; holder: string; label: string | null; at: Date }) {
    const rows = await sql.query<{ id: string }>(
      `INSERT INTO saved_cards (user_id, gateway_token, status, brand, last_four, expiry_month, expiry_year, holder_name, label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (gateway_token) DO UPDATE SET status = EXCLUDED.status, label = coalesce(EXCLUDED.label, saved_cards.label)
       RETURNING id::text AS id`,
      [c.userId, c.token, c.status, c.brand, c.lastFour, c.month, c.year, c.holder, c.label, c.at.toISOString()],
    );
    return rows[0].id;
  },
  /** Makes the card the user's only primary card. */
  async setPrimary(userId: number, id: string): Promise<void> {
    await sql.query('UPDATE saved_cards SET is_primary = false WHERE user_id = $1 AND is_primary AND id <> $2::bigint', [userId, id]);
    await sql.query('UPDATE saved_cards SET is_primary = true WHERE user_id = $1 AND id = $2::bigint', [userId, id]);
  },
  /** Turns a card off (it stops being primary in the same write) or on again. */
  async setCardActive(userId: number, id: string, isActive: boolean): Promise<void> {
    await sql.query('UPDATE saved_cards SET is_active = $3, is_primary = is_primary AND $3 WHERE id = $1::bigint AND user_id = $2', [id, userId, isActive]);
  },
  /**
   * Without a primary card, the newest usable one becomes primary (one still valid in `month`, a
   * `yyyy*100+mm` number, first). Answers its id, or null when there is none.
   */
  async promoteNextPrimary(userId: number, month: number): Promise<string | null> {
    const rows = await sql.query<{ id: string }>(
      `UPDATE saved_cards SET is_primary = true
       WHERE id = (SELECT id FROM saved_cards WHERE user_id = $1 AND status = 'active' AND is_active
                   ORDER BY (expiry_year * 100 + expiry_month >= $2) DESC, created_at DESC, id DESC LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM saved_cards WHERE user_id = $1 AND is_primary)
       RETURNING id::text AS id`,
      [userId, month],
    );
    return rows[0]?.id ?? null;
  },
  async hasPrimary(userId: number): Promise<boolean> {
    return (await sql.query(`SELECT 1 FROM saved_cards WHERE user_id = $1 AND is_primary AND status = 'active'`, [userId])).length > 0;
  },
  async deleteCard(userId: number, id: string): Promise<boolean> {
    return (await sql.query('DELETE FROM saved_cards WHERE id = $1::bigint AND user_id = $2 RETURNING id', [id, userId])).length > 0;
  },

  // ---- owners (access rules) ----
  async orderGuest(id: string): Promise<number | null> {
    return (await sql.query<{ u: number }>('SELECT user_id AS u FROM orders WHERE id = $1::bigint', [id]))[0]?.u ?? null;
  },
  async orderHost(id: string): Promise<number | null> {
    return (await sql.query<{ u: number }>('SELECT host_id AS u FROM orders WHERE id = $1::bigint', [id]))[0]?.u ?? null;
  },
  async cartItemOwner(id: string): Promise<number | null> {
    return (await sql.query<{ u: number }>('SELECT user_id AS u FROM cart_items WHERE id = $1::bigint', [id]))[0]?.u ?? null;
  },
  async cardOwner(id: string): Promise<number | null> {
    return (await sql.query<{ u: number }>('SELECT user_id AS u FROM saved_cards WHERE id = $1::bigint', [id]))[0]?.u ?? null;
  },

  // ---- carts ----
  async cartItems(userId: number) {
    return sql.query<{ id: string; booking: Record<string, unknown>; createdAt: string }>(
      `SELECT id::text AS id, booking, ${iso('created_at')} AS "createdAt" FROM cart_items WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
  },
  async cartItem(userId: number, id: string) {
    const rows = await sql.query<{ id: string; booking: Record<string, unknown> }>('SELECT id::text AS id, booking FROM cart_items WHERE id = $1::bigint AND user_id = $2', [id, userId]);
    return rows[0] ?? null;
  },
  async cartCount(userId: number): Promise<number> {
    return (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [userId]))[0]?.n ?? 0;
  },
  async addCartItem(userId: number, experienceId: number, booking: unknown, at: Date): Promise<string> {
    const rows = await sql.query<{ id: string }>(
      'INSERT INTO cart_items (user_id, experience_id, booking, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $4) RETURNING id::text AS id',
      [userId, experienceId, JSON.stringify(booking), at.toISOString()],
    );
    return rows[0].id;
  },
  async editCartItem(userId: number, id: string, experienceId: number, booking: unknown, at: Date): Promise<boolean> {
    return (
      await sql.query('UPDATE cart_items SET experience_id = $3, booking = $4::jsonb, updated_at = $5 WHERE id = $1::bigint AND user_id = $2 RETURNING id', [
        id,
        userId,
        experienceId,
        JSON.stringify(booking),
        at.toISOString(),
      ])
    ).length > 0;
  },
  async deleteCartItem(userId: number, id: string): Promise<boolean> {
    return (await sql.query('DELETE FROM cart_items WHERE id = $1::bigint AND user_id = $2 RETURNING id', [id, userId])).length > 0;
  },
  async hostExperiencesCount(hostId: number): Promise<number> {
    return (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM experiences WHERE host_id = $1 AND status_id = 5', [hostId]))[0]?.n ?? 0;
  },
  async hostAvatar(hostId: number): Promise<string | null> {
    return (await sql.query<{ a: string | null }>('SELECT avatar_file_id::text AS a FROM users WHERE id = $1', [hostId]))[0]?.a ?? null;
  },
});
export type BookingRepository = ReturnType<typeof bookingRepository>;
