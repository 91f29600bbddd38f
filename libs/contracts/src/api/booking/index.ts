import * as z from 'zod/mini';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { withDefault } from '../../common/schema-helpers';
import { dayStringSchema } from '../discovery/common';

/**
 * Booking and payments (issue 12; spec guest §3 Booking, §4, §5 Gift/Booking/Card, §7 Carts and
 * Orders). Prices are never sent by a client: every amount here is computed by the API. Amounts
 * are SAR with 2 decimals; VAT (15 %) is included in the total and shown separately.
 */

const id = z.int().check(z.minimum(1, 'validation.invalidValue'), z.maximum(2147483647, 'validation.invalidValue'));
const email = z.string().check(z.trim(), z.maxLength(250, 'validation.max250'), z.email('validation.invalidEmail'));

/** Payment statuses and the colour the spec maps each to (guest §4). */
export const PaymentStatusId = { pending: 1, payInitiated: 2, paid: 3, failedPayment: 4, askRefund: 5, refunded: 6, partiallyRefunded: 7, canceled: 8 } as const;
export const paymentStatusNameSchema = z.enum(['pending', 'payInitiated', 'paid', 'failedPayment', 'askRefund', 'refunded', 'partiallyRefunded', 'canceled']);
export type PaymentStatusName = z.infer<typeof paymentStatusNameSchema>;
export const paymentStatusColour: Record<PaymentStatusName, 'success' | 'info' | 'warning' | 'danger' | 'normal'> = {
  paid: 'success',
  payInitiated: 'info',
  askRefund: 'info',
  refunded: 'warning',
  partiallyRefunded: 'warning',
  failedPayment: 'danger',
  canceled: 'danger',
  pending: 'normal',
};
/** Order status as displayed (completed success, canceled danger, refunded normal, upcoming info); `pending` = not paid yet. */
export const orderStatusNameSchema = z.enum(['completed', 'canceled', 'refunded', 'upcoming', 'pending']);
export type OrderStatusName = z.infer<typeof orderStatusNameSchema>;
/** Filter options of order lists (spec §4). */
export const orderFilterSchema = z.enum(['completed', 'inProgress', 'canceled', 'pending']);

export const addOnChoiceSchema = z.object({ addonId: id, qty: z.int().check(z.minimum(1, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')) });

/**
 * The Booking payload (spec §3). `bookingTimeSlot` is the id of one of the experience's time slots
 * (ExperienceAvailableDays). `couponCode` is what the guest typed (the spec's couponId is resolved by
 * the API). Gift fields: names ≤ 50, message ≤ 500, recipient name and e-mail together.
 */
export const bookingSchema = z.object({
  experienceId: id,
  bookingDate: dayStringSchema,
  bookingTimeSlot: id,
  adultsQTY: z.int().check(z.minimum(1, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')),
  childrenQTY: withDefault(z.int().check(z.minimum(0, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')), 0),
  isPrivateReservation: withDefault(z.boolean(), false),
  addOns: withDefault(z.array(addOnChoiceSchema).check(z.maxLength(50)), []),
  couponCode: z.nullish(z.string().check(z.trim(), z.maxLength(50, 'validation.max50'))),
  isGift: withDefault(z.boolean(), false),
  recipientName: z.nullish(z.string().check(z.trim(), z.maxLength(50, 'validation.max50'))),
  recipientEmail: z.nullish(email),
  senderName: z.nullish(z.string().check(z.trim(), z.maxLength(50, 'validation.max50'))),
  senderEmail: z.nullish(email),
  personalMessage: z.nullish(z.string().check(z.trim(), z.maxLength(500, 'validation.max500'))),
});
export type Booking = z.input<typeof bookingSchema>;

/** Why a coupon was refused (shown under the coupon field). */
export const couponRejectionSchema = z.enum(['unknown', 'expired', 'usedUp', 'notForExperience']);
export type CouponRejection = z.infer<typeof couponRejectionSchema>;

export const discountTypeSchema = z.enum(['percentage', 'fixed']);

/** The booking summary card (spec §2) and the display data of a booking (spec §3). */
export const quoteSchema = z.object({
  experience: z.object({
    id: z.int(),
    name: z.string(),
    imagePath: z.nullable(z.string()),
    finalPrice: z.number(),
    privateFinalPrice: z.nullable(z.number()),
    typeId: z.int(),
  }),
  bookingDate: z.string(),
  timeSlot: z.object({ id: z.int(), time: z.string(), customName: z.nullable(z.string()) }),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  isPrivateReservation: z.boolean(),
  isGift: z.boolean(),
  /** Per-guest price (public) or the group price (private). */
  unitPrice: z.number(),
  /** unitPrice × guests (public) or the private group price. */
  guestsAmount: z.number(),
  transportationAmount: z.number(),
  addOns: z.array(
    z.object({ id: z.int(), qty: z.int(), experienceAddOn: z.object({ name: z.string(), totalPrice: z.number() }), amount: z.number() }),
  ),
  addOnsAmount: z.number(),
  /** `reward`: the guest's own platform reward coupon (refer a friend), at most `maxAmount` SAR */
  coupon: z.nullable(z.object({ id: z.int(), code: z.string(), name: z.string(), type: discountTypeSchema, value: z.number(), reward: z.optional(z.boolean()), maxAmount: z.nullish(z.number()) })),
  couponAmount: z.number(),
  couponRejection: z.nullable(couponRejectionSchema),
  discount: z.nullable(z.object({ type: discountTypeSchema, value: z.number(), groupSizeMin: z.int(), groupSizeMax: z.int() })),
  discountAmount: z.number(),
  /** What the guest pays, VAT included. */
  totalAmount: z.number(),
  /** VAT contained in totalAmount (rate × total / (1 + rate)). */
  taxValue: z.number(),
  taxRate: z.number(),
  currency: z.literal('SAR'),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = envelope(quoteSchema);

// ---- carts ----
export const cartItemSchema = z.object({
  id: z.string(),
  booking: bookingSchema,
  /** Null when the booking cannot be priced any more (listing gone, date passed); see `problem`. */
  quote: z.nullable(quoteSchema),
  problem: z.nullable(z.string()),
  creationDate: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartListResponseSchema = envelope(z.array(cartItemSchema));
export const cartCountResponseSchema = envelope(z.int());
export const cartIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue')) });
export const cartAddResponseSchema = envelope(z.string());
export const turnToOrderBodySchema = z.object({ cartId: z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue')) });

// ---- orders ----
export const orderIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue')) });
export const securityStampParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidUuid')) });

export const orderSchema = z.object({
  id: z.string(),
  securityStamp: z.string(),
  experience: z.object({
    id: z.int(),
    name: z.string(),
    imagePath: z.nullable(z.string()),
    typeId: z.int(),
    cityName: z.nullable(z.string()),
    location: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    /** Online session link: only for the guest who paid, once paid. */
    onlineLink: z.nullable(z.string()),
    /**
     * atHost: where the guests meet — the host's separate meeting point (`separate`) or the
     * experience's place; null for atGuest and online. Optional for readers built before it.
     */
    meetingPoint: z.optional(z.nullable(z.object({ name: z.nullable(z.string()), latitude: z.number(), longitude: z.number(), separate: z.boolean() }))),
    generateGuestQRCode: z.boolean(),
  }),
  host: z.object({ id: z.int(), name: z.string() }),
  bookingDate: z.string(),
  startTime: z.string(),
  /** ISO instant the experience starts (platform time zone Asia/Riyadh). */
  startsAt: z.string(),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  isPrivateReservation: z.boolean(),
  addOns: z.array(z.object({ id: z.int(), qty: z.int(), name: z.string(), amount: z.number() })),
  unitPrice: z.number(),
  guestsAmount: z.number(),
  transportationAmount: z.number(),
  addOnsAmount: z.number(),
  couponCode: z.nullable(z.string()),
  couponAmount: z.number(),
  /** the coupon was the guest's refer-a-friend reward (a platform coupon), not a host's */
  couponIsReward: z.optional(z.boolean()),
  discountAmount: z.number(),
  totalAmount: z.number(),
  taxValue: z.number(),
  currency: z.string(),
  paymentStatus: z.object({ id: z.int(), name: paymentStatusNameSchema }),
  orderStatus: orderStatusNameSchema,
  paymentMessage: z.nullable(z.string()),
  /** Until when an unpaid order keeps its seats. */
  holdExpiresAt: z.nullable(z.string()),
  isGift: z.boolean(),
  gift: z.nullable(z.object({ recipientName: z.nullable(z.string()), recipientEmail: z.nullable(z.string()), senderName: z.nullable(z.string()), senderEmail: z.nullable(z.string()), personalMessage: z.nullable(z.string()) })),
  refundedAmount: z.number(),
  cancellation: z.object({
    policy: z.enum(['oneDay', 'threeDays', 'fiveDays']),
    /** Cancelling before this instant refunds everything through the provider. */
    freeUntil: z.string(),
    canCancel: z.boolean(),
    refundIfCanceledNow: z.number(),
    canAskRefund: z.boolean(),
  }),
  /**
   * Whether the guest may still change date, time or guests (Orders/Edit): a paid booking, not
   * checked in, until the experience's cut-off before its start (`until`). Only for the guest who
   * booked. Optional for readers built before edits; the API always sends it.
   */
  edit: z.optional(z.object({ canEdit: z.boolean(), until: z.string() })),
  /** The VAT invoice's number as the invoice writes it (`INV-n`); null until the order is paid. */
  invoiceNumber: z.nullable(z.string()),
  /**
   * VAT credit notes issued for refunds of this order (full or partial), oldest first. The documents
   * themselves: `Orders/CreditNotes/{id}`, shown on `/invoices/{id}` under the invoice. Optional
   * for readers built before credit notes; the API always sends it.
   */
  creditNotes: z.optional(z.array(z.object({ number: z.string(), issueDate: z.string(), totalWithVat: z.number() }))),
  /**
   * The guest's QR ticket: only for the guest who paid, while the order is paid, when the host asked
   * for tickets (`generateGuestQRCode`). `qr` is the text of the QR (the order's security stamp,
   * Orders/BySecurityStamp/{qr}); `code` the same ticket to read out or type (XXXX-XXXX-XXXX).
   */
  ticket: z.nullable(z.object({ code: z.string(), qr: z.string(), checkedInAt: z.nullable(z.string()) })),
  paidAt: z.nullable(z.string()),
  canceledAt: z.nullable(z.string()),
  creationDate: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = envelope(orderSchema);
export const ordersQuerySchema = z.object({
  PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  Status: z.optional(orderFilterSchema),
});
export const ordersResponseSchema = pagedEnvelope(orderSchema);

/**
 * A guest's change to a paid booking (issue 13; spec §2 "edit reservation"): another day, another
 * time slot of the experience, other guest counts. What stays: private or not, add-ons, coupon, the
 * price per guest the guest booked at. `cardId`: the saved card that pays a higher total (the
 * primary card when absent); a lower total goes back to the card that paid.
 */
export const editReservationBodySchema = z.object({
  bookingDate: dayStringSchema,
  bookingTimeSlot: id,
  adultsQTY: z.int().check(z.minimum(1, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')),
  childrenQTY: withDefault(z.int().check(z.minimum(0, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')), 0),
  cardId: z.nullish(z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue'))),
});
export type EditReservation = z.input<typeof editReservationBodySchema>;

/** What an edit would cost (Orders/EditQuote): the new total and the difference (positive: charged; negative: given back). */
export const editQuoteSchema = z.object({
  bookingDate: z.string(),
  timeSlot: z.object({ id: z.int(), time: z.string(), customName: z.nullable(z.string()) }),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  currentTotal: z.number(),
  totalAmount: z.number(),
  taxValue: z.number(),
  difference: z.number(),
  /** The saved card a positive difference is charged to (null: none saved). */
  card: z.nullable(z.object({ id: z.string(), brand: z.string(), lastFour: z.string() })),
  currency: z.literal('SAR'),
});
export type EditQuote = z.infer<typeof editQuoteSchema>;
export const editQuoteResponseSchema = envelope(editQuoteSchema);
/** The booking after the edit, and the money it moved (SAR). */
export const editReservationResponseSchema = envelope(z.object({ order: orderSchema, charged: z.number(), refunded: z.number() }));

/** Host booking row (host §3). */
export const hostOrderSchema = z.object({
  id: z.string(),
  userId: z.int(),
  buyerName: z.string(),
  hasPrivateReservation: z.boolean(),
  payoutAmount: z.number(),
  totalAmount: z.number(),
  securityStamp: z.string(),
  experienceType: z.int(),
  experienceId: z.int(),
  experienceCityName: z.nullable(z.string()),
  experienceFirstImagePath: z.nullable(z.string()),
  experienceName: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  status: z.object({ id: z.int(), name: paymentStatusNameSchema }),
  reservationStatus: orderStatusNameSchema,
  refundReason: z.nullable(z.string()),
  creationDate: z.string(),
  lastModificationDate: z.string(),
});
export type HostOrder = z.infer<typeof hostOrderSchema>;
export const hostOrderResponseSchema = envelope(hostOrderSchema);
export const hostOrdersResponseSchema = pagedEnvelope(hostOrderSchema);

/** The host card of an order (booking confirmed page). */
export const orderHostInfoResponseSchema = envelope(z.object({ id: z.int(), name: z.string(), avatarPath: z.nullable(z.string()), experiencesCount: z.int() }));

/** What a host sees when scanning a guest's QR ticket. */
export const ticketSchema = z.object({
  orderId: z.string(),
  buyerName: z.string(),
  experienceId: z.int(),
  experienceName: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  isPrivateReservation: z.boolean(),
  /** XXXX-XXXX-XXXX */
  ticketCode: z.string(),
  /** paid (or a refund asked and not decided): the ticket admits its guests */
  valid: z.boolean(),
  status: paymentStatusNameSchema,
  /** first successful check-in; null while unused */
  checkedInAt: z.nullable(z.string()),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = envelope(ticketSchema);

/**
 * The host checks a ticket at the door (scanned QR = security stamp, or the typed code with or
 * without dashes). `experienceId`: the experience being run, so a ticket for another of the host's
 * experiences is told apart. `checkIn` false only looks (the ticket stays unused).
 */
export const verifyTicketBodySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(64, 'validation.invalidValue')),
  experienceId: z.nullish(id),
  checkIn: withDefault(z.boolean(), true),
});
/** valid (admitted now) · alreadyUsed (checked in before, see checkedInAt) · notThisExperience · notPaid (cancelled, refunded, unpaid) */
export const ticketVerdictSchema = z.enum(['valid', 'alreadyUsed', 'notThisExperience', 'notPaid']);
export type TicketVerdict = z.infer<typeof ticketVerdictSchema>;
export const verifyTicketResponseSchema = envelope(z.object({ verdict: ticketVerdictSchema, ticket: ticketSchema }));

export const askRefundBodySchema = z.object({ reason: z.string().check(z.trim(), z.minLength(3, 'validation.min3'), z.maxLength(500, 'validation.max500')) });
/**
 * The host's decision on a refund request. Without `amount` (or with all of what is refundable) the
 * guest gets everything back (refunded); a smaller amount in SAR gives back that part
 * (partiallyRefunded). Either way the booking ends and its seats return to sale.
 */
export const approveRefundBodySchema = z.object({
  amount: z.optional(z.number().check(z.positive('validation.invalidPrice'), z.multipleOf(0.01, 'validation.invalidPrice'), z.lte(1_000_000, 'validation.invalidPrice'))),
});

// ---- payment ----
/** Start paying with a new card: the browser posts the card to `apiUrl/v1/payments` with these. */
export const paymentSessionBodySchema = z.object({ saveCard: withDefault(z.boolean(), false) });
export const paymentSessionResponseSchema = envelope(
  z.object({
    /** `given_id` of the gateway payment (idempotency: one attempt, one charge). */
    paymentId: z.string(),
    amount: z.int(),
    currency: z.literal('SAR'),
    description: z.string(),
    callbackUrl: z.string(),
    publishableKey: z.string(),
    apiUrl: z.string(),
    metadata: z.record(z.string(), z.string()),
    saveCard: z.boolean(),
  }),
);
/** Pay with a saved card. */
export const payBodySchema = z.object({ cardId: z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue')) });
export const paymentResultSchema = z.object({
  orderId: z.string(),
  paymentStatus: paymentStatusNameSchema,
  /** Send the browser here for 3-D Secure (payInitiated). */
  transactionUrl: z.nullable(z.string()),
  /** Localised reason of a failure. */
  message: z.nullable(z.string()),
});
export const paymentResultResponseSchema = envelope(paymentResultSchema);
/** The return page (`/checkout/confirm-payment?id=…`) confirms with the payment id. */
export const updatePaymentStatusBodySchema = z.object({ paymentId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidUuid')) });
export const paymentsConfigResponseSchema = envelope(z.object({ provider: z.string(), apiUrl: z.string(), publishableKey: z.string(), currency: z.literal('SAR') }));

// ---- saved cards ----
export const savedCardSchema = z.object({
  id: z.string(),
  /** "XXXX-XXXX-XXXX-1111": dash-separated groups, the last shown (spec §3). */
  cardNumber: z.string(),
  brand: z.string(),
  holderName: z.string(),
  cardId: z.nullable(z.string()),
  expiryMonth: z.int(),
  expiryYear: z.int(),
  isPrimary: z.boolean(),
  /**
   * false: turned off by the guest (UpdateCardStatus): kept for the refunds of its payments, never
   * offered at checkout or for a reservation edit, never primary (mf-account README).
   */
  isActive: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardsResponseSchema = envelope(z.array(savedCardSchema));
/** AddCard: the token the browser got from the gateway (never the card). data: verification address or null. */
export const addCardBodySchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{6,100}$/, 'validation.invalidValue')),
  cardId: z.nullish(z.string().check(z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(10, 'validation.invalidValue'))),
  isPrimary: withDefault(z.boolean(), false),
});
export const addCardResponseSchema = envelope(z.nullable(z.string()));
/** `UpdateCardStatus/{id}`: turn a saved card off or on again. */
export const updateCardStatusBodySchema = z.object({ isActive: z.boolean({ error: 'validation.required' }) });
export const cardIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue')) });

// ---- invoice ----
export const invoiceSchema = z.object({
  invoiceNumber: z.string(),
  issueDate: z.string(),
  seller: z.object({ name: z.string(), vatNumber: z.string(), address: z.string() }),
  buyer: z.object({ name: z.string() }),
  lines: z.array(z.object({ description: z.string(), qty: z.int(), unitPrice: z.number(), amount: z.number() })),
  discount: z.number(),
  totalExcludingVat: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  totalWithVat: z.number(),
  currency: z.string(),
  /** ZATCA phase-1 QR text: base64 of TLV (seller, VAT number, timestamp, total, VAT). */
  qr: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = envelope(invoiceSchema);
export const invoiceLanguageSchema = z.enum(['en', 'ar']);

/**
 * A VAT credit note (ZATCA): the refund of an invoiced order, in full or in part. It references the
 * original invoice, carries its own number (`CN-n`) and QR, and its amounts are negative (a full
 * refund reverses every invoice line; a partial one is one line for the part given back). The QR's
 * totals are the same negative amounts.
 */
export const creditNoteSchema = z.extend(invoiceSchema, {
  /** CN-n */
  creditNoteNumber: z.string(),
  kind: z.enum(['full', 'partial']),
  /** The invoice it corrects (INV-n) and that invoice's date. */
  originalInvoiceNumber: z.string(),
  originalIssueDate: z.string(),
  /** Why the money went back, in the request's language. */
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNotesResponseSchema = envelope(z.array(creditNoteSchema));
export const creditNotePdfLinkQuerySchema = z.object({
  lang: z.optional(invoiceLanguageSchema),
  number: z.string().check(z.regex(/^CN-[1-9]\d{0,17}$/, 'validation.invalidValue')),
});
export const creditNotePdfQuerySchema = z.object({
  lang: invoiceLanguageSchema,
  number: z.string().check(z.regex(/^CN-[1-9]\d{0,17}$/, 'validation.invalidValue')),
  expires: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99_999_999_999)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalidValue')),
});
/** A download address for the invoice PDF, signed for a few minutes (a link cannot carry the bearer token). */
export const invoicePdfLinkQuerySchema = z.object({ lang: z.optional(invoiceLanguageSchema) });
export const invoicePdfLinkResponseSchema = envelope(z.string());
export const invoicePdfQuerySchema = z.object({
  lang: invoiceLanguageSchema,
  expires: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99_999_999_999)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalidValue')),
});
export * from './transactions';

/** `GET /api/Manage/RewardCoupons`: the signed-in user's own reward coupons (never anyone else's). */
export const rewardCouponSchema = z.object({
  id: z.int(),
  /** what checkout takes in its coupon field */
  code: z.string(),
  percent: z.number(),
  /** the most it takes off one booking (SAR) */
  maxAmount: z.number(),
  currency: z.literal('SAR'),
  validUntil: z.string(),
  createdAt: z.string(),
  /** `referrer`: a friend you invited booked; `friend`: you joined from an invitation */
  reason: z.enum(['referrer', 'friend']),
  /** the other person of the invitation (the friend, or the inviter) */
  otherName: z.nullable(z.string()),
  /** `used`: a paid booking (or one waiting for payment) took it */
  status: z.enum(['available', 'used', 'expired']),
  /** the booking that used it */
  orderId: z.nullable(z.string()),
});
export type RewardCoupon = z.infer<typeof rewardCouponSchema>;
export const rewardCouponsResponseSchema = z.object({ items: z.array(rewardCouponSchema) });
export type RewardCouponsResponse = z.infer<typeof rewardCouponsResponseSchema>;
export const rewardCouponsEnvelopeSchema = envelope(rewardCouponsResponseSchema);
