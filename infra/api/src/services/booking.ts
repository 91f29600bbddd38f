import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ApiMsg, PaymentStatusId, type Booking, type CreditNote, type EditQuote, type EditReservation, type HostOrder, type Invoice, type Order, type PaymentStatusName, type Quote, type Ticket, type TicketVerdict } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { AppError, notFound, unauthorized } from '../lib/errors';
import { t, type Lang } from '../lib/i18n';
import { GatewayRejectedError, GatewayUnavailableError, type GatewayPayment, type PaymentGateway } from '../lib/payment-gateway';
import type { Outbox } from '../plugins/outbox';
import type { Notify } from './notifications';
import { bookingRepository, type BookableExperience, type BookingRepository, type CreditNoteRow, type OrderRow, type SavedCardRow } from '../repositories/booking';
import { couponProblem, priceBooking } from './booking-pricing';
import { referralRewards, rewardName, type CouponUse } from './referral-rewards';
import { cancellationTerms, refundable, startsAt } from './booking-policy';
import { addDays, platformNow } from './catalogue-dates';
import { catalogueService } from './catalogue';
import { zatcaQr } from './zatca';
import { invoicePdf, type CreditNoteDetails } from './invoice-pdf';

const STATUS_NAMES: Record<number, PaymentStatusName> = Object.fromEntries(Object.entries(PaymentStatusId).map(([k, v]) => [v, k as PaymentStatusName]));
const PAID = [PaymentStatusId.paid, PaymentStatusId.askRefund, PaymentStatusId.partiallyRefunded] as number[];
const UNPAID = [PaymentStatusId.pending, PaymentStatusId.payInitiated, PaymentStatusId.failedPayment] as number[];
const halalas = (sar: number) => Math.round(sar * 100);
/** Statuses whose ticket admits its guests (a refund asked but not decided still admits). */
const ADMITS = [PaymentStatusId.paid, PaymentStatusId.askRefund] as number[];
/** 12 hexadecimal characters → XXXX-XXXX-XXXX. */
export const formatTicketCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
const INVOICE_LINK_SECONDS = 300;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** The invoice's number as every document and page writes it (the credit notes are `CN-n`). */
const invoiceLabel = (n: string) => `INV-${n}`;
/** -0 would print as "-0.00" */
const negate = (n: number) => (n === 0 ? 0 : -n);

/** Why a credit note was issued (the refund's reason key), in the document's language. */
const CREDIT_REASONS: Record<string, { en: string; ar: string }> = {
  'guest-cancel': { en: 'Booking cancelled by the guest within the free cancellation period', ar: 'ألغى الضيف الحجز ضمن مدة الإلغاء المجاني' },
  'host-cancel': { en: 'Booking cancelled by the host', ar: 'ألغى المضيف الحجز' },
  'refund-approved': { en: 'Refund approved by the host', ar: 'وافق المضيف على استرداد المبلغ' },
  'refund-approved-partial': { en: 'Partial refund approved by the host', ar: 'وافق المضيف على استرداد جزء من المبلغ' },
};

/**
 * The VAT inside a refunded amount: all of the invoice's VAT for a whole refund, the same share of
 * it for a part (so that the credit notes of one order never give back more VAT than was charged).
 */
export const creditVat = (o: Pick<OrderRow, 'totalAmount' | 'vatAmount'>, amount: number) => (amount >= o.totalAmount ? o.vatAmount : round2((amount * o.vatAmount) / o.totalAmount));

/** The issuer's decline text → a localised reason id. */
function declineReason(message: string | null): string {
  const m = (message ?? '').toLowerCase();
  if (m.includes('insufficient')) return ApiMsg.insufficientFunds;
  if (m.includes('expired')) return ApiMsg.expiredCard;
  if (m.includes('3-d secure') || m.includes('authentication')) return ApiMsg.authenticationFailed;
  return ApiMsg.paymentDeclined;
}

export { startsAt };

/**
 * Where the guests of an atHost experience meet: the host's separate meeting point when the listing
 * has one with coordinates, otherwise the experience's own place; null for the other kinds.
 */
export function meetingPointOf(o: Pick<OrderRow, 'experienceTypeId' | 'hostLocation' | 'latitude' | 'longitude' | 'locationEn' | 'locationAr'>, ar: boolean) {
  if (o.experienceTypeId !== 1) return null;
  const h = o.hostLocation;
  if (h?.isMeetingLocationDifferentFromEvent && typeof h.meetingLocationLatitude === 'number' && typeof h.meetingLocationLongitude === 'number') {
    const name = h.meetingLocationName ? (h.meetingLocationName[ar ? 'ar' : 'en'] ?? h.meetingLocationName.en ?? null) : null;
    return { name, latitude: h.meetingLocationLatitude, longitude: h.meetingLocationLongitude, separate: true };
  }
  if (o.latitude === null || o.longitude === null) return null;
  return { name: ar ? o.locationAr : o.locationEn, latitude: o.latitude, longitude: o.longitude, separate: false };
}

export interface BookingDeps {
  sql: SqlClient;
  clock: Clock;
  config: Config;
  gateway: PaymentGateway;
  outbox: Outbox;
  /** In-app notifications (bell, live push, e-mail per settings); absent in the seed. */
  notify?: Notify;
}

export function bookingService({ sql, clock, config, gateway, outbox, notify }: BookingDeps) {
  const repo = bookingRepository(sql);
  const rewards = referralRewards(sql);
  /** A reward coupon as the price rule takes it: a percentage with a cap. */
  const asCoupon = (c: CouponUse) => ({ typeId: 1, value: c.percent, maxAmount: c.maxAmount });

  /**
   * Tells the guest and the host what happened to a booking. A notification that cannot be written
   * never undoes the payment or the refund it reports: it is logged by the notifications service
   * and the order stands.
   */
  async function tell(o: OrderRow, event: 'paid' | 'cancelled' | 'changed' | 'refundRequested' | 'refunded' | 'refundRejected') {
    if (!notify) return;
    const base = { bookingId: Number(o.id), experienceName: o.experienceNameEn, experienceNameAr: o.experienceNameAr };
    const both = async <K extends 'bookingPaid' | 'bookingCancelled' | 'bookingChanged' | 'refundRequested' | 'refundApproved'>(kind: K) => {
      await notify(o.userId, kind, { ...base, as: 'guest' });
      await notify(o.hostId, kind, { ...base, as: 'host' });
    };
    try {
      if (event === 'paid') await both('bookingPaid');
      else if (event === 'cancelled') await both('bookingCancelled');
      else if (event === 'changed') await both('bookingChanged');
      else if (event === 'refundRequested') await both('refundRequested');
      else if (event === 'refunded') await both('refundApproved');
      else await notify(o.userId, 'refundRejected', base);
    } catch {
      // the stored order is the truth; the bell is a convenience
    }
  }
  const catalogue = catalogueService({ sql, clock, fees: config.fees });
  const fees = config.fees;
  const suffix = (lang: Lang) => (lang === 'ar' ? 'ar' : 'en') as 'en' | 'ar';

  // ---- quote ----
  /** `strictCoupon`: placing the order (a refused coupon and a half-filled gift recipient stop it); a quote only reports them. */
  async function price(userId: number, b: Booking, lang: Lang, strictCoupon: boolean) {
    const l = suffix(lang);
    const e = await repo.experience(b.experienceId, l);
    if (!e || e.statusId !== 5) throw notFound();
    const adults = b.adultsQTY;
    const children = b.childrenQTY ?? 0;
    const isPrivate = b.isPrivateReservation ?? false;
    if (isPrivate && (!e.privateEnabled || e.privateFinalPrice === null)) throw new AppError(ApiMsg.privateNotOffered, 400, { isPrivateReservation: [ApiMsg.privateNotOffered] });
    const guests = adults + children;
    const [min, max] = isPrivate ? [e.privateCapacityMin ?? 1, e.privateCapacityMax ?? guests] : [1, e.capacityMax ?? e.privateCapacityMax ?? guests];
    if (guests < min || guests > max) throw new AppError(ApiMsg.guestsOutsideCapacity, 400, { adultsQTY: [ApiMsg.guestsOutsideCapacity] });
    const slot = await repo.slot(e.id, b.bookingTimeSlot, l);
    if (!slot) throw new AppError(ApiMsg.timeSlotUnavailable, 400, { bookingTimeSlot: [ApiMsg.timeSlotUnavailable] });
    await releaseExpired(e.id, b.bookingDate);
    const availability = await catalogue.isAvailable(e.id, b.bookingDate, adults, children, isPrivate, l);
    if (!availability.isAvailable) {
      const reason = availability.reason as string | null;
      if (reason === 'soldOut' || reason === 'notEnoughSeats' || reason === 'aboveMaximum') throw await soldOut(e.id, b.bookingDate, guests, isPrivate);
      throw new AppError(ApiMsg.dateUnavailable, 400, { bookingDate: [ApiMsg.dateUnavailable] });
    }
    if (!availability.timeSlots.some((s) => s.id === slot.id)) throw new AppError(ApiMsg.timeSlotUnavailable, 400, { bookingTimeSlot: [ApiMsg.timeSlotUnavailable] });
    const addOnRows = await repo.addOns(e.id, l);
    const addOns = (b.addOns ?? []).map((a, i) => {
      const row = addOnRows.find((r) => r.id === a.addonId);
      if (!row || a.qty > row.qty) throw new AppError(ApiMsg.addOnUnavailable, 400, { [`addOns.${i}.qty`]: [ApiMsg.addOnUnavailable] });
      return { row, qty: a.qty };
    });
    // the gift page asks for a price before the recipient is typed: only the order needs them
    if (strictCoupon && b.isGift && (!b.recipientName !== !b.recipientEmail || !b.recipientEmail)) {
      throw new AppError(ApiMsg.giftRecipientIncomplete, 400, { [b.recipientEmail ? 'recipientName' : 'recipientEmail']: [ApiMsg.giftRecipientIncomplete] });
    }
    let coupon = null;
    let reward: CouponUse | null = null;
    let rejection = null;
    const code = b.couponCode?.trim();
    if (code) {
      // the guest's own reward coupon first (one coupon per order: the code field holds one)
      const mine = await rewards.lookup(sql, userId, code, clock.now());
      const r = mine ?? (await couponProblem(await repo.couponsByCode(code), e.id, (c) => repo.couponUses(c.id, userId), clock.now()));
      if (mine) reward = mine.coupon;
      else coupon = (r as Awaited<ReturnType<typeof couponProblem>>).coupon;
      rejection = r.rejection;
      if (rejection && strictCoupon) {
        const id = { unknown: ApiMsg.couponUnknown, expired: ApiMsg.couponExpired, usedUp: ApiMsg.couponUsedUp, notForExperience: ApiMsg.couponNotForExperience }[rejection];
        throw new AppError(id, 400, { couponCode: [id] });
      }
    }
    const p = priceBooking({ experience: e, adults, children, isPrivate, addOns, coupon: reward ? asCoupon(reward) : coupon }, fees);
    const quote: Quote = {
      experience: { id: e.id, name: e.name, imagePath: e.imagePath, finalPrice: e.finalPrice, privateFinalPrice: e.privateFinalPrice, typeId: e.typeId },
      bookingDate: b.bookingDate,
      timeSlot: slot,
      adultsQTY: adults,
      childrenQTY: children,
      isPrivateReservation: isPrivate,
      isGift: b.isGift ?? false,
      unitPrice: p.unitPrice,
      guestsAmount: p.guestsAmount,
      transportationAmount: p.transportationAmount,
      addOns: p.addOns.map((a) => ({ id: a.row.id, qty: a.qty, experienceAddOn: { name: a.row.name, totalPrice: a.unitPrice }, amount: a.amount })),
      addOnsAmount: p.addOnsAmount,
      coupon:
        reward && p.couponAmount > 0
          ? { id: reward.id, code: reward.code, name: rewardName(lang), type: 'percentage', value: reward.percent, reward: true, maxAmount: reward.maxAmount }
          : coupon && p.couponAmount > 0
            ? { id: coupon.id, code: coupon.code, name: coupon.name, type: coupon.typeId === 1 ? 'percentage' : 'fixed', value: coupon.value }
            : null,
      couponAmount: p.couponAmount,
      couponRejection: rejection,
      discount: p.discount,
      discountAmount: p.discountAmount,
      totalAmount: p.totalAmount,
      taxValue: p.vatAmount,
      taxRate: fees.taxRate,
      currency: 'SAR',
    };
    return { e, slot, p, coupon, reward, quote };
  }

  /** 409 sold out, with the nearest days that still have room (spec: offer the nearest free slots). */
  async function soldOut(experienceId: number, day: string, guests: number, isPrivate: boolean): Promise<AppError> {
    const from = day < platformNow(clock.now()).today ? platformNow(clock.now()).today : addDays(day, -7);
    const days = await catalogue.availableDays(experienceId, from, addDays(day, 21), 'en').catch(() => null);
    const alternatives = (days?.seats ?? [])
      .filter((s) => s.date !== day && (isPrivate ? s.privateGuestAvailableQTY >= guests : s.guestAvailableQTY >= guests))
      .sort((a, b) => Math.abs(Date.parse(a.date) - Date.parse(day)) - Math.abs(Date.parse(b.date) - Date.parse(day)))
      .slice(0, 5)
      .sort((a, b) => a.date.localeCompare(b.date));
    return new AppError(ApiMsg.soldOut, 409, { bookingDate: [ApiMsg.soldOut] }, { alternatives });
  }

  // ---- seats ----
  /** Inside a transaction holding the day's seat row: frees expired holds, then takes seats or fails. */
  async function holdIn(tx: SqlClient, o: { experienceId: number; day: string; guests: number; isPrivate: boolean }) {
    const r = bookingRepository(tx);
    await r.lockSeats(o.experienceId, o.day);
    for (const x of await r.expireHolds(clock.now(), o.experienceId, o.day)) await r.returnSeats(x.experienceId, x.bookingDate, x.guests, x.isPrivate);
    const seat = await r.lockSeats(o.experienceId, o.day);
    const e = await r.experience(o.experienceId, 'en');
    if (!e) return false;
    const dayFree = !seat.privateBooked && seat.guestsBooked === 0;
    let ok: boolean;
    if (o.isPrivate) ok = e.privateEnabled && dayFree && o.guests <= (e.privateCapacityMax ?? 0);
    else if (e.capacityMax === null) ok = dayFree && o.guests <= (e.privateCapacityMax ?? 0);
    else ok = !seat.privateBooked && e.capacityMax - seat.guestsBooked >= o.guests;
    if (ok) await r.takeSeats(o.experienceId, o.day, o.guests, o.isPrivate);
    return ok;
  }

  /** Expired holds of one day go back on sale before anyone reads that day's seats. */
  async function releaseExpired(experienceId: number, day: string) {
    if (!(await repo.hasExpiredHolds(experienceId, day, clock.now()))) return;
    await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      await r.lockSeats(experienceId, day);
      for (const x of await r.expireHolds(clock.now(), experienceId, day)) await r.returnSeats(x.experienceId, x.bookingDate, x.guests, x.isPrivate);
    });
  }

  /** Releases every expired hold (the periodic sweep; each hold expires under its day's row lock too). */
  async function sweepHolds(): Promise<number> {
    return sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      const expired = await r.expireHolds(clock.now());
      for (const x of expired) await r.returnSeats(x.experienceId, x.bookingDate, x.guests, x.isPrivate);
      return expired.length;
    });
  }

  async function releaseSeats(tx: SqlClient, o: OrderRow) {
    if (!o.seatsHeld) return;
    const r = bookingRepository(tx);
    await r.lockSeats(o.experienceId, o.bookingDate);
    await r.returnSeats(o.experienceId, o.bookingDate, o.adults + o.children, o.isPrivate);
    await r.update(o.id, { seats_held: false }, clock.now());
  }

  // ---- orders ----
  async function createOrder(userId: number, b: Booking, lang: Lang): Promise<string> {
    const { e, slot, p, coupon, reward } = await price(userId, b, lang, true);
    const guests = b.adultsQTY + (b.childrenQTY ?? 0);
    const isPrivate = b.isPrivateReservation ?? false;
    const now = clock.now();
    const id = await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      if (coupon?.maxUsagePerUser != null) {
        // two tabs racing for a one-use coupon: the second waits, then sees the first order
        await r.lockCouponForUser(coupon.id, userId);
        if ((await r.couponUses(coupon.id, userId)) >= coupon.maxUsagePerUser) throw new AppError(ApiMsg.couponUsedUp, 400, { couponCode: [ApiMsg.couponUsedUp] });
      }
      if (reward && p.couponAmount > 0) {
        // a reward is one booking: two tabs racing for it, the second sees the first order
        await rewards.lock(tx, reward.id);
        if (!(await rewards.lookup(tx, userId, reward.code, now))?.coupon) throw new AppError(ApiMsg.couponUsedUp, 400, { couponCode: [ApiMsg.couponUsedUp] });
      }
      if (!(await holdIn(tx, { experienceId: e.id, day: b.bookingDate, guests, isPrivate }))) return null;
      return r.insertOrder({
        userId,
        experienceId: e.id,
        hostId: e.hostId,
        bookingDate: b.bookingDate,
        timeSlotId: slot.id,
        startTime: slot.time,
        adults: b.adultsQTY,
        children: b.childrenQTY ?? 0,
        isPrivate,
        holdExpiresAt: new Date(now.getTime() + config.payments.seatHoldMinutes * 60_000),
        addOns: p.addOns.map((a) => ({ addonId: a.row.id, qty: a.qty, nameEn: a.row.nameEn, nameAr: a.row.nameAr, unitPrice: a.unitPrice, amount: a.amount })),
        couponId: p.couponAmount > 0 ? (coupon?.id ?? null) : null,
        couponCode: p.couponAmount > 0 ? (reward?.code ?? coupon?.code ?? null) : null,
        platformCouponId: p.couponAmount > 0 ? (reward?.id ?? null) : null,
        discount: p.discount,
        unitPrice: p.unitPrice,
        guestsAmount: p.guestsAmount,
        transportationAmount: p.transportationAmount,
        addOnsAmount: p.addOnsAmount,
        couponAmount: p.couponAmount,
        discountAmount: p.discountAmount,
        totalAmount: p.totalAmount,
        vatAmount: p.vatAmount,
        platformFee: p.platformFee,
        payoutAmount: p.payoutAmount,
        isGift: b.isGift ?? false,
        recipientName: b.isGift ? (b.recipientName ?? null) : null,
        recipientEmail: b.isGift ? (b.recipientEmail ?? null) : null,
        senderName: b.isGift ? (b.senderName ?? null) : null,
        senderEmail: b.isGift ? (b.senderEmail ?? null) : null,
        personalMessage: b.isGift ? (b.personalMessage ?? null) : null,
        cancellationPolicy: e.cancellationPolicy,
        at: now,
      });
    });
    if (!id) throw await soldOut(e.id, b.bookingDate, guests, isPrivate);
    return id;
  }

  const cancellation = cancellationTerms;

  function orderStatus(o: OrderRow, now: Date): Order['orderStatus'] {
    // a late refund given in part still ends the booking: the guest is not coming
    if (o.paymentStatus === PaymentStatusId.refunded || (o.paymentStatus === PaymentStatusId.partiallyRefunded && o.canceledAt)) return 'refunded';
    if (o.paymentStatus === PaymentStatusId.canceled) return 'canceled';
    if (UNPAID.includes(o.paymentStatus)) return 'pending';
    return startsAt(o.bookingDate, o.startTime) < now ? 'completed' : 'upcoming';
  }

  function toOrder(o: OrderRow, lang: Lang, viewerId: number): Order {
    const ar = lang === 'ar';
    const now = clock.now();
    const paidByViewer = o.userId === viewerId && PAID.includes(o.paymentStatus);
    return {
      id: o.id,
      securityStamp: o.securityStamp,
      experience: {
        id: o.experienceId,
        name: ar ? o.experienceNameAr : o.experienceNameEn,
        imagePath: o.experienceImagePath,
        typeId: o.experienceTypeId,
        cityName: ar ? o.cityNameAr : o.cityNameEn,
        location: o.experienceTypeId === 1 ? (ar ? o.locationAr : o.locationEn) : null,
        latitude: o.experienceTypeId === 1 ? o.latitude : null,
        longitude: o.experienceTypeId === 1 ? o.longitude : null,
        onlineLink: o.experienceTypeId === 3 && paidByViewer ? (o.onlineSetup?.link ?? null) : null,
        meetingPoint: meetingPointOf(o, ar),
        generateGuestQRCode: o.generateQr,
      },
      host: { id: o.hostId, name: ar ? o.hostNameAr : o.hostNameEn },
      bookingDate: o.bookingDate,
      startTime: o.startTime,
      startsAt: startsAt(o.bookingDate, o.startTime).toISOString(),
      adultsQTY: o.adults,
      childrenQTY: o.children,
      isPrivateReservation: o.isPrivate,
      addOns: o.addOns.map((a) => ({ id: a.addonId, qty: a.qty, name: ar ? a.nameAr : a.nameEn, amount: a.amount })),
      unitPrice: o.unitPrice,
      guestsAmount: o.guestsAmount,
      transportationAmount: o.transportationAmount,
      addOnsAmount: o.addOnsAmount,
      couponCode: o.couponCode,
      couponAmount: o.couponAmount,
      couponIsReward: o.platformCouponId !== null,
      discountAmount: o.discountAmount,
      totalAmount: o.totalAmount,
      taxValue: o.vatAmount,
      currency: o.currency,
      paymentStatus: { id: o.paymentStatus, name: STATUS_NAMES[o.paymentStatus] },
      orderStatus: orderStatus(o, now),
      paymentMessage: o.paymentMessage ? t(o.paymentMessage, lang) : null,
      holdExpiresAt: UNPAID.includes(o.paymentStatus) && o.seatsHeld ? o.holdExpiresAt : null,
      isGift: o.isGift,
      gift: o.isGift ? { recipientName: o.recipientName, recipientEmail: o.recipientEmail, senderName: o.senderName, senderEmail: o.senderEmail, personalMessage: o.personalMessage } : null,
      refundedAmount: o.refundedAmount,
      cancellation: cancellation(o, now),
      edit: { canEdit: o.userId === viewerId && editable(o) && now < editUntil(o.bookingDate, o.startTime, o.guestCutoffMinutes), until: editUntil(o.bookingDate, o.startTime, o.guestCutoffMinutes).toISOString() },
      invoiceNumber: o.invoiceNumber ? invoiceLabel(o.invoiceNumber) : null,
      creditNotes: o.creditNotes,
      ticket: o.userId === viewerId && o.generateQr && ADMITS.includes(o.paymentStatus) ? { code: formatTicketCode(o.ticketCode), qr: o.securityStamp, checkedInAt: o.checkedInAt } : null,
      paidAt: o.paidAt,
      canceledAt: o.canceledAt,
      creationDate: o.createdAt,
    };
  }

  function toHostOrder(o: OrderRow, lang: Lang): HostOrder {
    const ar = lang === 'ar';
    return {
      id: o.id,
      userId: o.userId,
      buyerName: o.buyerName,
      hasPrivateReservation: o.isPrivate,
      payoutAmount: o.payoutAmount,
      totalAmount: o.totalAmount,
      securityStamp: o.securityStamp,
      experienceType: o.experienceTypeId,
      experienceId: o.experienceId,
      experienceCityName: ar ? o.cityNameAr : o.cityNameEn,
      experienceFirstImagePath: o.experienceImagePath,
      experienceName: ar ? o.experienceNameAr : o.experienceNameEn,
      bookingDate: o.bookingDate,
      startTime: o.startTime,
      adultsQTY: o.adults,
      childrenQTY: o.children,
      status: { id: o.paymentStatus, name: STATUS_NAMES[o.paymentStatus] },
      reservationStatus: orderStatus(o, clock.now()),
      refundReason: o.refundReason,
      creationDate: o.createdAt,
      lastModificationDate: o.updatedAt,
    };
  }

  /** The guest's own order (404 for anyone else: someone else's order looks missing). */
  async function ownOrder(userId: number, id: string): Promise<OrderRow> {
    const o = await repo.order(id);
    if (!o || o.userId !== userId) throw notFound();
    return o;
  }
  async function hostsOrder(hostId: number, id: string): Promise<OrderRow> {
    const o = await repo.order(id);
    if (!o || o.hostId !== hostId) throw notFound();
    return o;
  }

  // ---- payment ----
  function assertPayable(o: OrderRow) {
    if (PAID.includes(o.paymentStatus) || o.paymentStatus === PaymentStatusId.refunded) throw new AppError(ApiMsg.orderAlreadyPaid, 409);
    if (o.paymentStatus === PaymentStatusId.canceled) throw new AppError(ApiMsg.orderNotPayable, 409);
  }

  /** An order whose hold ran out while the guest was away takes its seats again, or is sold out. */
  async function ensureHeld(o: OrderRow) {
    const now = clock.now();
    if (o.seatsHeld && o.holdExpiresAt && new Date(o.holdExpiresAt) > now) return;
    const ok = await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      const fresh = await r.order(o.id, true);
      if (!fresh) return false;
      if (fresh.seatsHeld && fresh.holdExpiresAt && new Date(fresh.holdExpiresAt) > now) return true;
      if (fresh.seatsHeld) await releaseSeats(tx, fresh);
      if (fresh.paymentStatus === PaymentStatusId.canceled) return false;
      if (!(await holdIn(tx, { experienceId: fresh.experienceId, day: fresh.bookingDate, guests: fresh.adults + fresh.children, isPrivate: fresh.isPrivate }))) return false;
      await r.update(o.id, { seats_held: true, hold_expires_at: new Date(now.getTime() + config.payments.seatHoldMinutes * 60_000).toISOString() }, now);
      return true;
    });
    if (!ok) throw await soldOut(o.experienceId, o.bookingDate, o.adults + o.children, o.isPrivate);
  }

  const callbackUrl = () => `${config.siteUrl}/checkout/confirm-payment`;
  const description = (o: OrderRow) => `Tajriba order ${o.id}: ${o.experienceNameEn}`;

  async function paymentSession(userId: number, orderId: string, saveCard: boolean) {
    const o = await ownOrder(userId, orderId);
    assertPayable(o);
    await ensureHeld(o);
    const attemptId = randomUUID();
    await repo.insertAttempt({ id: attemptId, orderId: o.id, amountHalalas: halalas(o.totalAmount), source: 'card', savedCardId: null, saveCard, at: clock.now() });
    return {
      paymentId: attemptId,
      amount: halalas(o.totalAmount),
      currency: 'SAR' as const,
      description: description(o),
      callbackUrl: callbackUrl(),
      publishableKey: gateway.browser.publishableKey,
      apiUrl: gateway.browser.apiUrl,
      metadata: { orderId: o.id },
      saveCard,
    };
  }

  async function payWithSavedCard(userId: number, orderId: string, cardId: string, lang: Lang) {
    const o = await ownOrder(userId, orderId);
    assertPayable(o);
    const card = await repo.card(userId, cardId);
    if (!card) throw new AppError(ApiMsg.validationFailed, 400, { cardId: ['validation.invalidValue'] });
    if (card.status !== 'active') throw new AppError(ApiMsg.cardNotActive, 400, { cardId: [ApiMsg.cardNotActive] });
    if (!card.isActive) throw new AppError(ApiMsg.cardInactive, 400, { cardId: [ApiMsg.cardInactive] });
    await ensureHeld(o);
    const attemptId = randomUUID();
    await repo.insertAttempt({ id: attemptId, orderId: o.id, amountHalalas: halalas(o.totalAmount), source: 'token', savedCardId: card.id, saveCard: false, at: clock.now() });
    let payment: GatewayPayment;
    try {
      payment = await gateway.payWithToken({
        givenId: attemptId,
        amount: halalas(o.totalAmount),
        currency: 'SAR',
        description: description(o),
        callbackUrl: callbackUrl(),
        token: card.gatewayToken,
        metadata: { orderId: o.id },
      });
    } catch (err) {
      if (err instanceof GatewayRejectedError) {
        await repo.setAttempt(attemptId, 'failed', err.message, clock.now());
        throw new AppError(ApiMsg.paymentDeclined, 402);
      }
      throw providerDown(err);
    }
    return apply(attemptId, payment, lang);
  }

  function providerDown(err: unknown): AppError {
    if (err instanceof GatewayUnavailableError) return new AppError(ApiMsg.paymentProviderUnavailable, 503);
    throw err;
  }

  /** The return page and the webhook: fetch the payment from the gateway (never trust the caller), then apply it. */
  async function confirm(paymentId: string, userId: number | null, lang: Lang) {
    const attempt = await repo.attempt(paymentId);
    if (!attempt) throw notFound();
    if (userId !== null) await ownOrder(userId, attempt.orderId);
    let payment: GatewayPayment | null;
    try {
      payment = await gateway.fetchPayment(paymentId);
    } catch (err) {
      throw providerDown(err);
    }
    if (!payment) {
      // the browser never reached the gateway with this attempt (closed the tab before posting)
      const o = await repo.order(attempt.orderId);
      return { orderId: attempt.orderId, paymentStatus: STATUS_NAMES[o?.paymentStatus ?? 1], transactionUrl: null, message: null };
    }
    return apply(paymentId, payment, lang);
  }

  /**
   * Moves the order by what the gateway says about one attempt. Runs under the order's row lock, so
   * the return page, the webhook and retries arriving together change the order once; the e-mails
   * and the invoice number follow the one transition to paid. A second successful payment of an
   * order that is already paid (two cards raced) is refunded at once: nothing is charged twice.
   */
  async function apply(attemptId: string, payment: GatewayPayment, lang: Lang) {
    const now = clock.now();
    const outcome = await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      const attempt = await r.attempt(attemptId);
      if (!attempt) throw notFound();
      const o = await r.order(attempt.orderId, true);
      if (!o) throw notFound();
      const matches = payment.id === attempt.id && payment.amount === attempt.amountHalalas && payment.currency.toUpperCase() === 'SAR' && (!payment.metadata.orderId || payment.metadata.orderId === o.id);
      if (!matches) throw new AppError(ApiMsg.paymentMismatch, 409);
      const status = payment.status === 'captured' ? 'paid' : payment.status;
      await r.setAttempt(attempt.id, status, payment.message, now);
      if (status === 'paid' || status === 'refunded') {
        if (o.paymentStatus === PaymentStatusId.paid || PAID.includes(o.paymentStatus) || o.paymentStatus === PaymentStatusId.refunded) {
          const first = (await r.paidAttempts(o.id))[0];
          // the difference of a reservation edit is a second payment of a paid order, not a duplicate
          const duplicate = first && first.id !== attempt.id && status === 'paid' && !(await r.isEditAttempt(attempt.id));
          return { kind: duplicate ? ('duplicate' as const) : ('same' as const), order: o, attempt };
        }
        if (o.paymentStatus === PaymentStatusId.canceled || !o.seatsHeld) {
          // paid after the hold ran out: take the seats again if they are still free
          const held = o.paymentStatus !== PaymentStatusId.canceled && (await holdIn(tx, { experienceId: o.experienceId, day: o.bookingDate, guests: o.adults + o.children, isPrivate: o.isPrivate }));
          if (!held) {
            await r.update(o.id, { payment_status: PaymentStatusId.canceled, payment_message: ApiMsg.soldOut, canceled_at: now.toISOString(), seats_held: false }, now);
            return { kind: 'lateRefund' as const, order: o, attempt };
          }
        }
        await r.update(o.id, { payment_status: PaymentStatusId.paid, paid_at: now.toISOString(), hold_expires_at: null, seats_held: true, payment_message: null }, now);
        await r.issueInvoiceNumber(o.id, now);
        // the buyer's first paid booking credits their invitation, in the same step (once, whoever confirms)
        const rewarded = await rewards.creditOnPaid(tx, o.userId, o.id, now);
        return { kind: 'paid' as const, order: o, attempt, rewarded };
      }
      if (status === 'failed' && UNPAID.includes(o.paymentStatus)) {
        await r.update(o.id, { payment_status: PaymentStatusId.failedPayment, payment_message: declineReason(payment.message) }, now);
      } else if (status === 'initiated' && o.paymentStatus === PaymentStatusId.pending) {
        await r.update(o.id, { payment_status: PaymentStatusId.payInitiated }, now);
      }
      return { kind: 'other' as const, order: o, attempt };
    });
    if (outcome.kind === 'paid') {
      await afterPaid(outcome.order.id, payment, outcome.attempt.saveCard, lang);
      // the coupons stand in the database; a failed e-mail does not undo them (they show on the profile)
      await rewards.tell(outbox, outcome.rewarded).catch(() => undefined);
    } else if (outcome.kind === 'duplicate' || outcome.kind === 'lateRefund') {
      await refundAttempt(outcome.order.id, outcome.attempt.id, outcome.attempt.amountHalalas / 100, outcome.kind);
    }
    const o = await repo.order(outcome.order.id);
    const name = STATUS_NAMES[o?.paymentStatus ?? 1];
    return {
      orderId: outcome.order.id,
      paymentStatus: name,
      transactionUrl: payment.status === 'initiated' ? payment.transactionUrl : null,
      message: o?.paymentMessage && name !== 'paid' ? t(o.paymentMessage, lang) : null,
    };
  }

  async function afterPaid(orderId: string, payment: GatewayPayment, saveCard: boolean, lang: Lang) {
    const o = await repo.order(orderId);
    if (!o) return;
    if (saveCard && payment.token) {
      try {
        const tk = await gateway.fetchToken(payment.token);
        if (tk && tk.status === 'active') {
          const cardId = await repo.upsertCard({ userId: o.userId, token: tk.id, status: 'active', brand: tk.brand, lastFour: tk.lastFour, month: tk.month, year: tk.year, holder: tk.name, label: null, at: clock.now() });
          if (!(await repo.hasPrimary(o.userId))) await repo.setPrimary(o.userId, cardId);
        }
      } catch {
        // the payment stands; the card is simply not saved (the guest can add it later)
      }
    }
    const guest = await sql.query<{ email: string | null; language: string }>('SELECT email, language FROM users WHERE id = $1', [o.userId]).catch(() => []);
    const to = guest[0]?.email;
    const l: Lang = guest[0]?.language === 'ar' ? 'ar' : lang;
    const ar = l === 'ar';
    const name = ar ? o.experienceNameAr : o.experienceNameEn;
    const link = `${config.siteUrl}/booking-confirmed/${o.id}`;
    if (to) {
      await outbox.send({
        channel: 'email',
        to,
        subject: ar ? `تم تأكيد حجزك: ${name}` : `Your booking is confirmed: ${name}`,
        body: ar
          ? `تم تأكيد حجزك في «${name}» يوم ${o.bookingDate} الساعة ${o.startTime.slice(0, 5)}.\nالمبلغ المدفوع: ${o.totalAmount.toFixed(2)} ريال (شامل ضريبة القيمة المضافة).\nالتفاصيل والفاتورة: ${link}`
          : `Your booking of "${name}" on ${o.bookingDate} at ${o.startTime.slice(0, 5)} is confirmed.\nPaid: SAR ${o.totalAmount.toFixed(2)} (VAT included).\nDetails and VAT invoice: ${link}`,
        meta: { purpose: 'booking-confirmed', orderId: o.id },
      });
    }
    if (o.isGift && o.recipientEmail) {
      const from = o.senderName ?? o.buyerName;
      await outbox.send({
        channel: 'email',
        to: o.recipientEmail,
        subject: ar ? `${from} أهداك تجربة: ${name}` : `${from} gave you an experience: ${name}`,
        body: ar
          ? `مرحباً ${o.recipientName ?? ''}،\nأهداك ${from} تجربة «${name}» يوم ${o.bookingDate} الساعة ${o.startTime.slice(0, 5)}.${o.personalMessage ? `\n\nرسالته: ${o.personalMessage}` : ''}`
          : `Hello ${o.recipientName ?? ''},\n${from} gave you "${name}" on ${o.bookingDate} at ${o.startTime.slice(0, 5)}.${o.personalMessage ? `\n\nTheir message: ${o.personalMessage}` : ''}`,
        meta: { purpose: 'gift', orderId: o.id },
      });
      await repo.update(o.id, { gift_sent_at: clock.now().toISOString() }, clock.now());
    }
    await tell(o, 'paid');
  }

  /** Refunds one paid attempt once (the refund row's id is the gateway idempotency key). */
  async function refundAttempt(orderId: string, attemptId: string, amount: number, reason: string, key: string = attemptId): Promise<void> {
    const claim = await repo.claimRefund(orderId, attemptId, amount, reason, key, clock.now());
    if (claim.status === 'done') return;
    try {
      await gateway.refund(attemptId, halalas(amount), claim.id);
    } catch (err) {
      if (err instanceof GatewayRejectedError) throw new AppError(ApiMsg.refundNotAllowed, 409);
      throw providerDown(err);
    }
    await repo.refundDone(claim.id, clock.now());
    // an attempt refunded in part stays 'paid' (what is left of it can still be refunded)
    if (key === attemptId) await repo.setAttempt(attemptId, 'refunded', null, clock.now());
  }

  /**
   * The host gives back part of a late refund request: that amount through the provider (one
   * refund per decision, the decision's key is the idempotency key), the booking ends, its seats go
   * back on sale, and the host's payout shrinks in proportion to what the guest got back.
   */
  async function partialRefundAndCancel(o: OrderRow, hostId: number, amount: number): Promise<boolean> {
    const [attempt] = (await repo.paidAttempts(o.id)).slice(-1);
    if (!attempt) throw new AppError(ApiMsg.refundNotAllowed, 409);
    await refundAttempt(o.id, attempt.id, amount, 'refund-approved-partial', `approve:${o.id}`);
    return sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      const fresh = await r.order(o.id, true);
      if (!fresh || fresh.paymentStatus !== PaymentStatusId.askRefund) return false;
      await releaseSeats(tx, fresh);
      const kept = (fresh.totalAmount - amount) / fresh.totalAmount;
      await r.update(
        o.id,
        {
          payment_status: PaymentStatusId.partiallyRefunded,
          refunded_amount: amount,
          refunded_at: clock.now().toISOString(),
          canceled_at: clock.now().toISOString(),
          canceled_by: hostId,
          payout_amount: Math.round(fresh.payoutAmount * kept * 100) / 100,
        },
        clock.now(),
      );
      await rewards.withdrawOnRefund(tx, o.id, clock.now());
      if (fresh.invoiceNumber) {
        await r.issueCreditNote({ orderId: o.id, key: `approve:${o.id}`, kind: 'partial', amount, vat: creditVat(fresh, amount), reason: 'refund-approved-partial', at: clock.now() });
      }
      return true;
    });
  }

  /** Full refund of a paid order through the provider, then cancelled and its seats back on sale. */
  async function refundAndCancel(o: OrderRow, byUserId: number, reason: string): Promise<boolean> {
    const attempts = await repo.paidAttempts(o.id);
    // what an edit already gave back from a payment is not refunded twice
    const given = await repo.refundedByAttempt(o.id);
    for (const a of attempts) {
      const left = round2(a.amountHalalas / 100 - (given.get(a.id) ?? 0));
      if (left > 0) await refundAttempt(o.id, a.id, left, reason);
    }
    // true only for the call that moved the order (two cancels racing refund once and tell once)
    return sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      const fresh = await r.order(o.id, true);
      if (!fresh || fresh.paymentStatus === PaymentStatusId.refunded) return false;
      await releaseSeats(tx, fresh);
      await r.update(o.id, { payment_status: PaymentStatusId.refunded, refunded_amount: fresh.totalAmount, refunded_at: clock.now().toISOString(), canceled_at: clock.now().toISOString(), canceled_by: byUserId, payout_status: 3 }, clock.now());
      // a refunded first booking no longer earns the refer-a-friend reward (README "Refer a friend")
      await rewards.withdrawOnRefund(tx, o.id, clock.now());
      // the invoice is corrected by a credit note in the same step that moves the order (one note per order refunded)
      const back = refundable(fresh);
      if (fresh.invoiceNumber && back > 0) {
        await r.issueCreditNote({ orderId: o.id, key: `full:${o.id}`, kind: back >= fresh.totalAmount ? 'full' : 'partial', amount: back, vat: creditVat(fresh, back), reason, at: clock.now() });
      }
      return true;
    });
  }

  async function cancel(userId: number, orderId: string, lang: Lang) {
    const o = await repo.order(orderId);
    if (!o || (o.userId !== userId && o.hostId !== userId)) throw notFound();
    const now = clock.now();
    if (UNPAID.includes(o.paymentStatus)) {
      await sql.transaction(async (tx) => {
        const fresh = await bookingRepository(tx).order(o.id, true);
        if (!fresh || !UNPAID.includes(fresh.paymentStatus)) return;
        await releaseSeats(tx, fresh);
        await bookingRepository(tx).update(o.id, { payment_status: PaymentStatusId.canceled, canceled_at: now.toISOString(), canceled_by: userId }, now);
      });
    } else if (o.paymentStatus === PaymentStatusId.paid || (o.hostId === userId && o.paymentStatus === PaymentStatusId.askRefund)) {
      // the host may always cancel (the guest is refunded in full); the guest inside the free window
      if (o.hostId !== userId && !cancellation(o, now).canCancel) throw new AppError(ApiMsg.cancelWindowPassed, 409);
      if (await refundAndCancel(o, userId, o.hostId === userId ? 'host-cancel' : 'guest-cancel')) {
        await tell(o, 'cancelled');
        await tell(o, 'refunded');
      }
    } else throw new AppError(ApiMsg.refundNotAllowed, 409);
    return toOrder((await repo.order(o.id))!, lang, userId);
  }

  async function askRefund(userId: number, orderId: string, reason: string, lang: Lang) {
    const o = await ownOrder(userId, orderId);
    if (!cancellation(o, clock.now()).canAskRefund) throw new AppError(ApiMsg.refundNotAllowed, 409);
    await repo.update(o.id, { payment_status: PaymentStatusId.askRefund, refund_requested_at: clock.now().toISOString(), refund_reason: reason }, clock.now());
    await tell(o, 'refundRequested');
    return toOrder((await repo.order(o.id))!, lang, userId);
  }

  /** `amount` (SAR) below what is refundable approves part of the request; none (or all of it) approves everything. */
  async function decideRefund(hostId: number, orderId: string, approve: boolean, lang: Lang, amount?: number) {
    const o = await hostsOrder(hostId, orderId);
    if (o.paymentStatus !== PaymentStatusId.askRefund) throw new AppError(ApiMsg.refundNotAllowed, 409);
    const most = refundable(o);
    if (approve && amount !== undefined && amount > most) throw new AppError(ApiMsg.refundAboveRemaining, 400, { amount: [ApiMsg.refundAboveRemaining] }, { refundable: most });
    if (approve) {
      const partial = amount !== undefined && amount < most;
      if (await (partial ? partialRefundAndCancel(o, hostId, amount) : refundAndCancel(o, hostId, 'refund-approved'))) await tell(o, 'refunded');
    } else {
      await repo.update(o.id, { payment_status: PaymentStatusId.paid, refund_rejected_at: clock.now().toISOString() }, clock.now());
      await tell(o, 'refundRejected');
    }
    return toHostOrder((await repo.order(o.id))!, lang);
  }

  // ---- reservation edit (issue 13; mf-account README "Reservation edit") ----
  /** Reasons a day takes no bookings at all (a full day may still fit the guest's own seats). */
  const CLOSED_DAY = new Set(['past', 'tooFarAhead', 'notScheduled', 'holiday']);
  /** A booking takes changes until the experience's cut-off before it starts (the same cut-off closes new bookings). */
  const editUntil = (day: string, time: string, cutoffMinutes: number) => new Date(startsAt(day, time).getTime() - cutoffMinutes * 60_000);
  const editable = (o: OrderRow) => o.paymentStatus === PaymentStatusId.paid && !o.checkedInAt;

  interface EditPlan {
    o: OrderRow;
    e: BookableExperience;
    slot: { id: number; time: string; customName: string | null };
    adults: number;
    children: number;
    priced: ReturnType<typeof priceBooking>;
    totalAmount: number;
    vatAmount: number;
    payoutAmount: number;
    difference: number;
    card: SavedCardRow | null;
  }

  /**
   * Checks an edit and prices it. The new booking keeps what the guest booked at: private or not,
   * add-ons, coupon and the price per guest (a host's later price change does not reach an existing
   * booking); the host's group discount follows the new guest count. Seats are checked when they
   * are swapped (the booking's own seats count as free for it).
   */
  async function planEdit(userId: number, orderId: string, input: EditReservation, lang: Lang): Promise<EditPlan> {
    const o = await ownOrder(userId, orderId);
    const l = suffix(lang);
    const e = await repo.experience(o.experienceId, l);
    if (!e || e.statusId !== 5 || !editable(o)) throw new AppError(ApiMsg.editNotAllowed, 409);
    const now = clock.now();
    if (now >= editUntil(o.bookingDate, o.startTime, e.guestCutoffMinutes)) throw new AppError(ApiMsg.editCutOffPassed, 409);
    const adults = input.adultsQTY;
    const children = input.childrenQTY ?? 0;
    const guests = adults + children;
    const slot = await repo.slot(e.id, input.bookingTimeSlot, l);
    if (!slot) throw new AppError(ApiMsg.timeSlotUnavailable, 400, { bookingTimeSlot: [ApiMsg.timeSlotUnavailable] });
    const moved = input.bookingDate !== o.bookingDate || slot.time !== o.startTime;
    if (!moved && adults === o.adults && children === o.children) throw new AppError(ApiMsg.editNothingChanged, 400);
    const [min, max] = o.isPrivate ? [e.privateCapacityMin ?? 1, e.privateCapacityMax ?? guests] : [1, e.capacityMax ?? e.privateCapacityMax ?? guests];
    if (guests < min || guests > max) throw new AppError(ApiMsg.guestsOutsideCapacity, 400, { adultsQTY: [ApiMsg.guestsOutsideCapacity] });
    if (moved) {
      const day = await catalogue.isAvailable(e.id, input.bookingDate, 1, 0, false, l);
      if (CLOSED_DAY.has(String(day.reason))) throw new AppError(ApiMsg.dateUnavailable, 400, { bookingDate: [ApiMsg.dateUnavailable] });
      if (now >= editUntil(input.bookingDate, slot.time, e.guestCutoffMinutes)) throw new AppError(ApiMsg.timeSlotUnavailable, 400, { bookingTimeSlot: [ApiMsg.timeSlotUnavailable] });
    }
    const reward = o.platformCouponId ? await rewards.ofOrder(o.platformCouponId) : null;
    const coupon = reward ? asCoupon(reward) : o.couponId && o.couponCode ? ((await repo.couponsByCode(o.couponCode)).find((c) => c.id === o.couponId) ?? null) : null;
    const booked = o.isPrivate ? { ...e, privateFinalPrice: o.unitPrice } : { ...e, finalPrice: o.unitPrice };
    const priced = priceBooking({ experience: booked, adults, children, isPrivate: o.isPrivate, addOns: [], coupon }, fees);
    // the add-ons stay as bought: their amount joins the total, their VAT the VAT, the rest the payout
    const totalAmount = round2(priced.totalAmount + o.addOnsAmount);
    const vatAmount = round2((totalAmount * fees.taxRate) / (1 + fees.taxRate));
    const payoutAmount = round2(priced.payoutAmount + o.addOnsAmount - (vatAmount - priced.vatAmount));
    const difference = round2(totalAmount - o.totalAmount);
    // a cheaper booking gives money back: only while cancelling would give it all back
    if (difference < 0 && now >= new Date(cancellation(o, now).freeUntil)) throw new AppError(ApiMsg.editRefundWindowPassed, 409, { adultsQTY: [ApiMsg.editRefundWindowPassed] });
    let card: SavedCardRow | null = null;
    if (difference > 0) {
      if (input.cardId) {
        card = await repo.card(userId, input.cardId);
        if (!card) throw new AppError(ApiMsg.validationFailed, 400, { cardId: ['validation.invalidValue'] });
        if (card.status !== 'active') throw new AppError(ApiMsg.cardNotActive, 400, { cardId: [ApiMsg.cardNotActive] });
        if (!card.isActive) throw new AppError(ApiMsg.cardInactive, 400, { cardId: [ApiMsg.cardInactive] });
        // a card the guest turned off is never picked for them (primary first, then the newest)
      } else card = (await repo.cards(userId)).find((c) => c.isActive) ?? null;
    }
    return { o, e, slot, adults, children, priced, totalAmount, vatAmount, payoutAmount, difference, card };
  }

  async function editQuote(userId: number, orderId: string, input: EditReservation, lang: Lang): Promise<EditQuote> {
    const p = await planEdit(userId, orderId, input, lang);
    return {
      bookingDate: input.bookingDate,
      timeSlot: p.slot,
      adultsQTY: p.adults,
      childrenQTY: p.children,
      currentTotal: p.o.totalAmount,
      totalAmount: p.totalAmount,
      taxValue: p.vatAmount,
      difference: p.difference,
      card: p.card ? { id: p.card.id, brand: p.card.brand, lastFour: p.card.lastFour } : null,
      currency: 'SAR',
    };
  }

  /**
   * Charges a higher total's difference on a saved card (our attempt id is the gateway's payment id:
   * a retry never charges twice). `r` is the edit's transaction: every row it writes goes with it.
   */
  async function chargeDifference(r: BookingRepository, o: OrderRow, attemptId: string, amount: number, card: SavedCardRow) {
    let payment: GatewayPayment;
    try {
      payment = await gateway.payWithToken({
        givenId: attemptId,
        amount: halalas(amount),
        currency: 'SAR',
        description: `Tajriba order ${o.id} change: ${o.experienceNameEn}`,
        callbackUrl: `${config.siteUrl}/reservations/details/${o.id}`,
        token: card.gatewayToken,
        metadata: { orderId: o.id, purpose: 'edit' },
      });
    } catch (err) {
      if (err instanceof GatewayRejectedError) {
        throw new AppError(ApiMsg.paymentDeclined, 402, { cardId: [ApiMsg.paymentDeclined] });
      }
      throw providerDown(err);
    }
    if (payment.id !== attemptId || payment.amount !== halalas(amount)) throw new AppError(ApiMsg.paymentMismatch, 409);
    const status = payment.status === 'captured' ? 'paid' : payment.status;
    if (status === 'paid') return r.setAttempt(attemptId, status, payment.message, clock.now());
    // A saved card was checked with 3-D Secure when it was saved, so its payments go through without
    // a challenge; a bank that still asks for one gets no page here (nothing is taken before it).
    if (status === 'initiated') throw new AppError(ApiMsg.cardNeedsAuthentication, 402, { cardId: [ApiMsg.cardNeedsAuthentication] });
    const reason = declineReason(payment.message);
    throw new AppError(reason, 402, { cardId: [reason] });
  }

  /**
   * Gives a lower total's difference back, from the newest payments first (each part its own refund,
   * keyed by this edit). `r` is the edit's transaction: a refund the gateway refused leaves no row.
   */
  async function refundDifference(r: BookingRepository, o: OrderRow, amount: number, editKey: string) {
    const attempts = (await r.paidAttempts(o.id)).reverse();
    const given = await r.refundedByAttempt(o.id);
    let left = amount;
    for (const a of attempts) {
      if (left <= 0) break;
      const part = round2(Math.min(left, a.amountHalalas / 100 - (given.get(a.id) ?? 0)));
      if (part <= 0) continue;
      const claim = await r.claimRefund(o.id, a.id, part, 'edit', `${editKey}:${a.id}`, clock.now());
      try {
        await gateway.refund(a.id, halalas(part), claim.id);
      } catch (err) {
        if (err instanceof GatewayRejectedError) throw new AppError(ApiMsg.refundNotAllowed, 409);
        throw providerDown(err);
      }
      await r.refundDone(claim.id, clock.now());
      left = round2(left - part);
    }
    if (left > 0) throw new AppError(ApiMsg.refundNotAllowed, 409);
  }

  /**
   * Changes a paid booking: under the order's row lock, gives its seats back and takes the new ones
   * (sold out rolls everything back), moves the difference through the provider, then rewrites the
   * booking and records the edit. A charge whose booking could not be saved afterwards is refunded.
   */
  async function editReservation(userId: number, orderId: string, input: EditReservation, lang: Lang) {
    const plan = await planEdit(userId, orderId, input, lang);
    const { o, slot, adults, children, priced } = plan;
    if (plan.difference > 0 && !plan.card) throw new AppError(ApiMsg.editNeedsCard, 400, { cardId: [ApiMsg.editNeedsCard] });
    const now = clock.now();
    const attemptId = plan.difference > 0 ? randomUUID() : null;
    const editKey = `edit:${randomUUID()}`;
    if (attemptId) await repo.insertAttempt({ id: attemptId, orderId: o.id, amountHalalas: halalas(plan.difference), source: 'token', savedCardId: plan.card!.id, saveCard: false, at: now });
    let charged = false;
    let soldOutDay = false;
    try {
      await sql.transaction(async (tx) => {
        const r = bookingRepository(tx);
        const fresh = await r.order(o.id, true);
        // another edit, a cancellation or a refund request got there first
        const same = fresh && fresh.paymentStatus === PaymentStatusId.paid && fresh.bookingDate === o.bookingDate && fresh.startTime === o.startTime && fresh.adults === o.adults && fresh.children === o.children && fresh.totalAmount === o.totalAmount;
        if (!same) throw new AppError(ApiMsg.editNotAllowed, 409);
        // both days' seat rows in one order, so two edits crossing the same days never deadlock
        for (const day of [...new Set([o.bookingDate, input.bookingDate])].sort()) await r.lockSeats(o.experienceId, day);
        if (fresh.seatsHeld) await r.returnSeats(o.experienceId, o.bookingDate, o.adults + o.children, o.isPrivate);
        if (!(await holdIn(tx, { experienceId: o.experienceId, day: input.bookingDate, guests: adults + children, isPrivate: o.isPrivate }))) {
          soldOutDay = true;
          throw new AppError(ApiMsg.soldOut, 409);
        }
        if (attemptId) {
          await chargeDifference(r, o, attemptId, plan.difference, plan.card!);
          charged = true;
        } else if (plan.difference < 0) await refundDifference(r, o, -plan.difference, editKey);
        await r.update(
          o.id,
          {
            booking_date: input.bookingDate,
            time_slot_id: slot.id,
            start_time: slot.time,
            adults,
            children,
            seats_held: true,
            guests_amount: priced.guestsAmount,
            transportation_amount: priced.transportationAmount,
            coupon_amount: priced.couponAmount,
            discount: priced.discount === null ? null : JSON.stringify(priced.discount),
            discount_amount: priced.discountAmount,
            total_amount: plan.totalAmount,
            vat_amount: plan.vatAmount,
            platform_fee: priced.platformFee,
            payout_amount: plan.payoutAmount,
          },
          now,
        );
        await r.insertEdit({
          orderId: o.id,
          from: { date: o.bookingDate, time: o.startTime, adults: o.adults, children: o.children, total: o.totalAmount },
          to: { date: input.bookingDate, time: slot.time, adults, children, total: plan.totalAmount },
          attemptId,
          refundKey: plan.difference < 0 ? editKey : null,
          at: now,
        });
      });
    } catch (err) {
      if (charged && attemptId) await refundAttempt(o.id, attemptId, plan.difference, 'edit-failed').catch(() => undefined);
      // A refused difference (declined, or the bank wants 3-D Secure again) took nothing: its attempt
      // is closed rather than left "created" (the row was written before the edit's transaction).
      // Should the bank still report it paid later, the webhook refunds it (not an edit of record).
      else if (attemptId && err instanceof AppError && err.status === 402) await repo.setAttempt(attemptId, 'failed', err.code, clock.now()).catch(() => undefined);
      if (soldOutDay) throw await soldOut(o.experienceId, input.bookingDate, adults + children, o.isPrivate);
      throw err;
    }
    const after = (await repo.order(o.id))!;
    await afterEdit(after, plan.difference, lang);
    return { order: toOrder(after, lang, userId), charged: Math.max(plan.difference, 0), refunded: Math.max(-plan.difference, 0) };
  }

  /** The guest's e-mail (in their language) and both bells, as for a booking that was paid. */
  async function afterEdit(o: OrderRow, difference: number, lang: Lang) {
    const guest = await sql.query<{ email: string | null; language: string }>('SELECT email, language FROM users WHERE id = $1', [o.userId]).catch(() => []);
    const to = guest[0]?.email;
    const ar = (guest[0]?.language === 'ar' ? 'ar' : lang) === 'ar';
    const name = ar ? o.experienceNameAr : o.experienceNameEn;
    const link = `${config.siteUrl}/reservations/details/${o.id}`;
    const guests = o.adults + o.children;
    if (to) {
      const money = ar
        ? difference > 0
          ? `\nدُفع الفرق: ${difference.toFixed(2)} ريال.`
          : difference < 0
            ? `\nسيُعاد إليك: ${(-difference).toFixed(2)} ريال.`
            : ''
        : difference > 0
          ? `\nDifference paid: SAR ${difference.toFixed(2)}.`
          : difference < 0
            ? `\nComing back to you: SAR ${(-difference).toFixed(2)}.`
            : '';
      await outbox.send({
        channel: 'email',
        to,
        subject: ar ? `تم تعديل حجزك: ${name}` : `Your booking was changed: ${name}`,
        body: ar
          ? `حجزك في «${name}» أصبح يوم ${o.bookingDate} الساعة ${o.startTime.slice(0, 5)} لعدد ${guests} ${guests === 1 ? 'ضيف' : 'ضيوف'}.\nالإجمالي: ${o.totalAmount.toFixed(2)} ريال (شامل ضريبة القيمة المضافة).${money}\nالتفاصيل: ${link}`
          : `Your booking of "${name}" is now on ${o.bookingDate} at ${o.startTime.slice(0, 5)} for ${guests} ${guests === 1 ? 'guest' : 'guests'}.\nTotal: SAR ${o.totalAmount.toFixed(2)} (VAT included).${money}\nDetails: ${link}`,
        meta: { purpose: 'booking-changed', orderId: o.id },
      });
    }
    await tell(o, 'changed');
  }

  // ---- invoice ----
  async function invoice(userId: number, orderId: string, lang: Lang, staff: boolean): Promise<Invoice> {
    const o = await repo.order(orderId);
    if (!o || (o.userId !== userId && !staff) || !o.invoiceNumber || !o.invoiceIssuedAt) throw notFound();
    const ar = lang === 'ar';
    const s = config.seller;
    const rate = fees.taxRate;
    const ex = (n: number) => Math.round((n / (1 + rate)) * 100) / 100;
    const guests = o.adults + o.children;
    const name = ar ? o.experienceNameAr : o.experienceNameEn;
    const lines: Invoice['lines'] = [
      o.isPrivate
        ? { description: ar ? `${name} (حجز خاص)` : `${name} (private booking)`, qty: 1, unitPrice: ex(o.guestsAmount), amount: ex(o.guestsAmount) }
        : { description: name, qty: guests, unitPrice: ex(o.unitPrice), amount: ex(o.guestsAmount) },
      ...(o.transportationAmount > 0 ? [{ description: ar ? 'رسوم النقل' : 'Transportation', qty: guests, unitPrice: ex(o.transportationAmount / guests), amount: ex(o.transportationAmount) }] : []),
      ...o.addOns.map((a) => ({ description: ar ? a.nameAr : a.nameEn, qty: a.qty, unitPrice: ex(a.unitPrice), amount: ex(a.amount) })),
    ];
    const total = o.totalAmount;
    const vat = o.vatAmount;
    const sellerName = ar ? s.nameAr : s.nameEn;
    return {
      invoiceNumber: invoiceLabel(o.invoiceNumber),
      issueDate: o.invoiceIssuedAt,
      seller: { name: sellerName, vatNumber: s.vatNumber, address: ar ? s.addressAr : s.addressEn },
      buyer: { name: o.buyerName },
      lines,
      discount: ex(o.couponAmount + o.discountAmount),
      totalExcludingVat: Math.round((total - vat) * 100) / 100,
      vatRate: rate,
      vatAmount: vat,
      totalWithVat: total,
      currency: o.currency,
      // the QR names the seller as registered (Arabic), whatever the page's language
      qr: zatcaQr({ sellerName: s.nameAr, vatNumber: s.vatNumber, timestamp: o.invoiceIssuedAt, total: total.toFixed(2), vat: vat.toFixed(2) }),
    };
  }

  // ---- credit notes ----
  /** One credit note as a document: the invoice it corrects, reversed (whole) or one line for the part given back. */
  function creditNoteOf(inv: Invoice, n: CreditNoteRow, lang: Lang): CreditNote {
    const ar = lang === 'ar';
    const s = config.seller;
    const exVat = round2(n.amount - n.vatAmount);
    const full = n.kind === 'full';
    const number = `CN-${n.number}`;
    const lines: Invoice['lines'] = full
      ? inv.lines.map((l) => ({ ...l, unitPrice: negate(l.unitPrice), amount: negate(l.amount) }))
      : [{ description: ar ? `استرداد جزئي للفاتورة ${inv.invoiceNumber}` : `Partial refund of invoice ${inv.invoiceNumber}`, qty: 1, unitPrice: -exVat, amount: -exVat }];
    return {
      ...inv,
      // the document's own number (a reader showing `invoiceNumber` shows the credit note's)
      invoiceNumber: number,
      creditNoteNumber: number,
      kind: n.kind,
      originalInvoiceNumber: inv.invoiceNumber,
      originalIssueDate: inv.issueDate,
      issueDate: n.issuedAt,
      reason: CREDIT_REASONS[n.reason]?.[ar ? 'ar' : 'en'] ?? n.reason,
      lines,
      discount: full ? negate(inv.discount) : 0,
      totalExcludingVat: negate(exVat),
      vatAmount: negate(n.vatAmount),
      totalWithVat: negate(n.amount),
      qr: zatcaQr({ sellerName: s.nameAr, vatNumber: s.vatNumber, timestamp: n.issuedAt, total: negate(n.amount).toFixed(2), vat: negate(n.vatAmount).toFixed(2) }),
    };
  }

  /** The credit notes of an order the caller may read the invoice of (empty while nothing was refunded). */
  async function creditNotes(userId: number, orderId: string, lang: Lang, staff: boolean): Promise<CreditNote[]> {
    const inv = await invoice(userId, orderId, lang, staff);
    return (await repo.creditNotes([orderId])).map((n) => creditNoteOf(inv, n, lang));
  }

  // ---- tickets ----
  function toTicket(o: OrderRow, lang: Lang): Ticket {
    return {
      orderId: o.id,
      buyerName: o.buyerName,
      experienceId: o.experienceId,
      experienceName: lang === 'ar' ? o.experienceNameAr : o.experienceNameEn,
      bookingDate: o.bookingDate,
      startTime: o.startTime,
      adultsQTY: o.adults,
      childrenQTY: o.children,
      isPrivateReservation: o.isPrivate,
      ticketCode: formatTicketCode(o.ticketCode),
      valid: ADMITS.includes(o.paymentStatus),
      status: STATUS_NAMES[o.paymentStatus],
      checkedInAt: o.checkedInAt,
    };
  }

  /**
   * The host at the door: the scanned QR (the security stamp) or the typed code. Someone else's
   * ticket, or a code that does not exist, answers 404 alike (a host learns nothing about orders of
   * other hosts). A valid ticket is checked in once; the second scan says when it was used.
   */
  async function verifyTicket(hostId: number, input: { code: string; experienceId?: number | null; checkIn: boolean }, lang: Lang): Promise<{ verdict: TicketVerdict; ticket: Ticket }> {
    const raw = input.code.trim();
    const compact = raw.replace(/[\s-]/g, '').toUpperCase();
    let o: OrderRow | null = null;
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) o = await repo.orderByStamp(raw);
    else if (/^[0-9A-F]{12}$/.test(compact)) o = await repo.orderByTicketCode(compact);
    if (!o || o.hostId !== hostId) throw notFound();
    let verdict: TicketVerdict;
    if (input.experienceId && input.experienceId !== o.experienceId) verdict = 'notThisExperience';
    else if (!ADMITS.includes(o.paymentStatus)) verdict = 'notPaid';
    else if (o.checkedInAt) verdict = 'alreadyUsed';
    else if (!input.checkIn) verdict = 'valid';
    else verdict = (await repo.checkIn(o.id, hostId, clock.now())) ? 'valid' : 'alreadyUsed';
    const fresh = verdict === 'valid' || verdict === 'alreadyUsed' ? ((await repo.order(o.id)) ?? o) : o;
    return { verdict, ticket: toTicket(fresh, lang) };
  }

  // ---- invoice PDF ----
  // `doc` tells an invoice from each credit note: a link signed for one never opens another
  const invoiceSignature = (orderId: string, lang: string, expires: number, doc = '') =>
    createHmac('sha256', `invoice-pdf:${config.tokens.codeSecret}`).update(`${doc ? `${doc}:` : ''}${orderId}.${lang}.${expires}`).digest('base64url');
  const signatureMatches = (expected: string, given: string) => {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  /** A download address valid a few minutes: an <a download> cannot send the bearer token. */
  async function invoicePdfLink(userId: number, orderId: string, lang: Lang, staff: boolean): Promise<string> {
    await invoice(userId, orderId, lang, staff);
    const expires = Math.floor(clock.now().getTime() / 1000) + INVOICE_LINK_SECONDS;
    const l = lang === 'ar' ? 'ar' : 'en';
    return `/api/Orders/InvoicePdf/${orderId}?lang=${l}&expires=${expires}&signature=${invoiceSignature(orderId, l, expires)}`;
  }

  async function invoicePdfFile(orderId: string, q: { lang: 'en' | 'ar'; expires: number; signature: string }): Promise<{ file: Buffer; name: string }> {
    if (!signatureMatches(invoiceSignature(orderId, q.lang, q.expires), q.signature) || q.expires * 1000 < clock.now().getTime()) throw notFound();
    const o = await repo.order(orderId);
    if (!o) throw notFound();
    const lang: Lang = q.lang === 'ar' ? 'ar' : 'en-US';
    const inv = await invoice(o.userId, orderId, lang, false);
    return { file: await invoicePdf(inv, lang), name: `${inv.invoiceNumber}.pdf` };
  }

  /** The same signed-link mechanism as the invoice, for one credit note of the order. */
  async function creditNotePdfLink(userId: number, orderId: string, number: string, lang: Lang, staff: boolean): Promise<string> {
    if (!(await creditNotes(userId, orderId, lang, staff)).some((n) => n.creditNoteNumber === number)) throw notFound();
    const expires = Math.floor(clock.now().getTime() / 1000) + INVOICE_LINK_SECONDS;
    const l = lang === 'ar' ? 'ar' : 'en';
    return `/api/Orders/CreditNotePdf/${orderId}?number=${number}&lang=${l}&expires=${expires}&signature=${invoiceSignature(orderId, l, expires, number)}`;
  }

  async function creditNotePdfFile(orderId: string, q: { number: string; lang: 'en' | 'ar'; expires: number; signature: string }): Promise<{ file: Buffer; name: string }> {
    if (!signatureMatches(invoiceSignature(orderId, q.lang, q.expires, q.number), q.signature) || q.expires * 1000 < clock.now().getTime()) throw notFound();
    const o = await repo.order(orderId);
    if (!o) throw notFound();
    const lang: Lang = q.lang === 'ar' ? 'ar' : 'en-US';
    const note = (await creditNotes(o.userId, orderId, lang, false)).find((n) => n.creditNoteNumber === q.number);
    if (!note) throw notFound();
    const details: CreditNoteDetails = { originalInvoiceNumber: note.originalInvoiceNumber, originalIssueDate: note.originalIssueDate, reason: note.reason };
    return { file: await invoicePdf(note, lang, details), name: `${note.creditNoteNumber}.pdf` };
  }

  return {
    quote: async (userId: number, b: Booking, lang: Lang) => (await price(userId, b, lang, false)).quote,
    createOrder,
    sweepHolds,
    paymentSession,
    payWithSavedCard,
    confirm,
    cancel,
    askRefund,
    editQuote,
    editReservation,
    approveRefund: (hostId: number, id: string, lang: Lang, amount?: number) => decideRefund(hostId, id, true, lang, amount),
    rejectRefund: (hostId: number, id: string, lang: Lang) => decideRefund(hostId, id, false, lang),
    invoice,
    async webhook(body: unknown, lang: Lang) {
      if (!gateway.verifyWebhook(body)) throw unauthorized();
      const paymentId = String((body as { data?: { id?: unknown } }).data?.id ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(paymentId) || !(await repo.attempt(paymentId))) return null;
      await confirm(paymentId, null, lang);
      return null;
    },
    async order(userId: number, id: string, lang: Lang, staff: boolean) {
      const o = await repo.order(id);
      if (!o || (o.userId !== userId && o.hostId !== userId && !staff)) throw notFound();
      return toOrder(o, lang, userId);
    },
    guestOrder: async (userId: number, id: string, lang: Lang) => toOrder(await ownOrder(userId, id), lang, userId),
    hostOrder: async (hostId: number, id: string, lang: Lang) => toHostOrder(await hostsOrder(hostId, id), lang),
    async hostInfo(userId: number, id: string, lang: Lang) {
      const o = await ownOrder(userId, id);
      const avatar = await repo.hostAvatar(o.hostId);
      return { id: o.hostId, name: lang === 'ar' ? o.hostNameAr : o.hostNameEn, avatarPath: avatar ? `/files/${avatar}` : null, experiencesCount: await repo.hostExperiencesCount(o.hostId) };
    },
    async ticket(userId: number, stamp: string, lang: Lang, staff: boolean) {
      const o = await repo.orderByStamp(stamp);
      if (!o || (o.hostId !== userId && !staff)) throw notFound();
      return toTicket(o, lang);
    },
    verifyTicket,
    invoicePdfLink,
    invoicePdfFile,
    creditNotes,
    creditNotePdfLink,
    creditNotePdfFile,
    async guestList(userId: number, q: { PageNumber: number; PageSize: number; Status?: string }, lang: Lang) {
      const { rows, total } = await repo.page({ userId }, q.Status, platformNow(clock.now()).today, q.PageNumber, q.PageSize);
      return { items: rows.map((o) => toOrder(o, lang, userId)), total };
    },
    async hostList(hostId: number | null, q: { PageNumber: number; PageSize: number; Status?: string }, lang: Lang) {
      const { rows, total } = await repo.page(hostId ? { hostId } : {}, q.Status, platformNow(clock.now()).today, q.PageNumber, q.PageSize);
      return { items: rows.map((o) => toHostOrder(o, lang)), total };
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;
