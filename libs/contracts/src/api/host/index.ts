import * as z from 'zod/mini';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { withDefault } from '../../common/schema-helpers';
import { dayStringSchema, experienceStatusNameSchema, queryBool, queryPage } from '../discovery/common';
import { orderStatusNameSchema, paymentStatusNameSchema } from '../booking/index';

/**
 * The host side (issue 17; host spec §2 host routes, §3 host booking row / pause form / bank account
 * / catalogue entities, §4 colour mappings, §5 pause and IBAN, §7 Bookings, Experiences, Payouts,
 * Catalogue, Questions). Amounts are SAR with 2 decimals computed by the API.
 */

const numericId = z.coerce.number().check(z.int(), z.minimum(1, 'validation.invalidValue'), z.maximum(2147483647, 'validation.invalidValue'));
const bigId = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue'));
export const hostIdParamsSchema = z.object({ id: numericId });
export const hostBigIdParamsSchema = z.object({ id: bigId });
const pageSize = (max: number, d: number) => withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), d);

// Status colours (host §4) live in the design system (`libs/design-system/src/theme/status.ts`).

/** Payout statuses: the five the spec colours. */
export const PayoutStatusId = { pending: 1, completed: 2, IBANIssue: 3, failed: 4, canceled: 5 } as const;
export const payoutStatusNameSchema = z.enum(['pending', 'completed', 'IBANIssue', 'failed', 'canceled']);
export type PayoutStatusName = z.infer<typeof payoutStatusNameSchema>;

// ---------------------------------------------------------------- bookings (host §7 Bookings)

/** Order-status filter ids of CurrentHostBookings (spec §3 filter options, in order). */
export const HostOrderFilterId = { completed: 1, inProgress: 2, canceled: 3, pending: 4 } as const;
/**
 * Payout status of one booking: the order's own payout state (pending until a payout run takes
 * it; then the payout's status).
 */
export const hostBookingsQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: pageSize(50, 10),
  OrderStatus: z.optional(z.coerce.number().check(z.int(), z.minimum(1, 'validation.invalidValue'), z.maximum(4, 'validation.invalidValue'))),
  PayoutStatus: z.optional(z.coerce.number().check(z.int(), z.minimum(1, 'validation.invalidValue'), z.maximum(5, 'validation.invalidValue'))),
});
export type HostBookingsQuery = z.input<typeof hostBookingsQuerySchema>;

const idName = <T extends z.core.SomeType>(name: T) => z.object({ id: z.int(), name });

/** Host booking row (host §3), plus the booking's date and time and the total the guest paid. */
export const hostBookingRowSchema = z.object({
  id: z.string(),
  userId: z.int(),
  buyerName: z.string(),
  hasPrivateReservation: z.boolean(),
  payoutAmount: z.number(),
  totalAmount: z.number(),
  securityStamp: z.string(),
  experienceType: z.int(),
  experienceLanguage: z.array(z.string()),
  experienceId: z.int(),
  experienceCityName: z.nullable(z.string()),
  experienceFirstImageMeta: z.nullable(z.object({ relativePath: z.string() })),
  experienceName: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  adultsQTY: z.int(),
  childrenQTY: z.int(),
  status: idName(paymentStatusNameSchema),
  reservationStatus: idName(orderStatusNameSchema),
  payoutStatus: idName(payoutStatusNameSchema),
  refundReason: z.nullable(z.string()),
  creationDate: z.string(),
  lastModificationDate: z.string(),
});
export type HostBookingRow = z.infer<typeof hostBookingRowSchema>;
export const hostBookingsResponseSchema = pagedEnvelope(hostBookingRowSchema);
export const hostBookingResponseSchema = envelope(hostBookingRowSchema);

/** One upcoming booked slot (CurrentHostUpcomings): the next paid bookings, soonest first. */
export const hostUpcomingSchema = z.object({
  orderId: z.string(),
  experienceId: z.int(),
  experienceName: z.string(),
  imagePath: z.nullable(z.string()),
  buyerName: z.string(),
  startsAt: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  guests: z.int(),
  isPrivate: z.boolean(),
});
export type HostUpcoming = z.infer<typeof hostUpcomingSchema>;
export const hostUpcomingsQuerySchema = z.object({ Take: pageSize(20, 5) });
export const hostUpcomingsResponseSchema = envelope(z.array(hostUpcomingSchema));

/** CurrentHostUpcomingsCalendar?From=&To= (at most 62 days): booked slots with their free seats. */
export const hostCalendarQuerySchema = z.object({ From: dayStringSchema, To: dayStringSchema });
export const hostCalendarSlotSchema = z.object({
  experienceId: z.int(),
  experienceName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bookings: z.int(),
  guests: z.int(),
  isPrivate: z.boolean(),
  /** Available seats of that day (host §3): public and whether a private booking is still possible. */
  guestAvailableQTY: z.nullable(z.int()),
  privateGuestAvailableQTY: z.nullable(z.int()),
});
export type HostCalendarSlot = z.infer<typeof hostCalendarSlotSchema>;
export const hostCalendarResponseSchema = envelope(z.array(hostCalendarSlotSchema));

/** GuestInfo/{orderId}: what a host may know about the guest of one of their bookings. */
export const guestInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  avatarPath: z.nullable(z.string()),
  memberSince: z.string(),
  isIdentityVerified: z.boolean(),
  bookingsWithHost: z.int(),
  reviewsCount: z.int(),
  language: z.string(),
});
export type GuestInfo = z.infer<typeof guestInfoSchema>;
export const guestInfoResponseSchema = envelope(guestInfoSchema);

// ---------------------------------------------------------------- my experiences (host §7 Experiences)

export const hostExperiencesQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: pageSize(50, 12),
  Status: z.optional(experienceStatusNameSchema),
});
/** Where the edit of a live listing stands (`HostExperience.editStatus`). */
export const hostEditStatusSchema = z.enum(['draft', 'pending', 'resubmit', 'rejected']);
export type HostEditStatus = z.infer<typeof hostEditStatusSchema>;
export const hostExperienceSchema = z.object({
  id: z.int(),
  name: z.string(),
  imagePath: z.nullable(z.string()),
  type: z.int(),
  categoryName: z.nullable(z.string()),
  cityName: z.nullable(z.string()),
  status: idName(experienceStatusNameSchema),
  instantBooking: z.boolean(),
  finalPrice: z.number(),
  ratingsAverage: z.nullable(z.number()),
  ratingsCount: z.int(),
  upcomingBookings: z.int(),
  pauseFrom: z.nullable(z.string()),
  pauseTo: z.nullable(z.string()),
  /**
   * The edit of a live (approved or paused) listing that guests do not see yet: saved but not
   * submitted (`draft`), waiting for review (`pending`), sent back for changes (`resubmit`) or
   * rejected. Null when there is none, and for a listing never approved (its `status` says where it
   * is). Defaults to null so a remote newer than the API still reads the older rows.
   */
  editStatus: withDefault(z.nullable(hostEditStatusSchema), null),
  /** The moderator's note while the listing, or its edit, is sent back or rejected; null otherwise. */
  moderationNote: withDefault(z.nullable(z.string()), null),
  hostName: z.optional(z.string()),
  lastModificationDate: z.string(),
  creationDate: z.string(),
});
export type HostExperience = z.infer<typeof hostExperienceSchema>;
export const hostExperiencesResponseSchema = pagedEnvelope(hostExperienceSchema);
export const hostExperienceResponseSchema = envelope(hostExperienceSchema);

/**
 * Pause form (host §3, §5): start required; end required unless "until I reactivate"; end after
 * start. The start may not be in the past (the API checks against today in Saudi time).
 */
export const pauseFormSchema = z
  .object({
    pauseFrom: z.string({ error: 'validation.required' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.required')),
    pauseTo: z.nullish(z.string()),
    tillIReactivate: withDefault(z.boolean(), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.tillIReactivate) return;
      if (!v.pauseTo || !/^\d{4}-\d{2}-\d{2}$/.test(v.pauseTo)) ctx.issues.push({ code: 'custom', message: 'validation.required', path: ['pauseTo'], input: v.pauseTo });
      else if (v.pauseTo <= v.pauseFrom) ctx.issues.push({ code: 'custom', message: 'validation.toAfterFrom', path: ['pauseTo'], input: v.pauseTo });
    }),
  );
export type PauseForm = z.input<typeof pauseFormSchema>;

/** Staff list of every experience (DashList). */
export const dashExperiencesQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: pageSize(50, 20),
  Status: z.optional(experienceStatusNameSchema),
  Text: z.optional(z.string().check(z.maxLength(100, 'validation.max100'))),
});

// ---------------------------------------------------------------- analytics (web tier)

/** The time-range chooser (host §2): 12 months, 30 days, 7 days, 24 hours, or dates picked. */
export const analyticsRangeSchema = z.enum(['12m', '30d', '7d', '24h', 'custom']);
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export const analyticsQuerySchema = z.object({
  Range: withDefault(analyticsRangeSchema, '30d'),
  From: z.optional(dayStringSchema),
  To: z.optional(dayStringSchema),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export const insightsQuerySchema = analyticsQuerySchema;

/** One point of a chart: the bucket's start (a day, a month's first day, or an hour) and its value. */
export const chartPointSchema = z.object({ at: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;
export const bucketSchema = z.enum(['hour', 'day', 'month']);

/** Dashboard stat card (host §2): title key, amount, its type, signed change against the previous period, chart. */
export const statCardSchema = z.object({
  key: z.enum(['earnings', 'bookings', 'guests', 'views', 'conversion', 'rating']),
  amount: z.number(),
  amountType: z.enum(['money', 'percent', 'other']),
  /** percent change against the previous period of the same length (null when that was 0) */
  change: z.nullable(z.number()),
  status: z.enum(['up', 'down', 'flat']),
  chart: z.array(chartPointSchema),
});
export type StatCard = z.infer<typeof statCardSchema>;
export const dashboardAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  from: z.string(),
  to: z.string(),
  bucket: bucketSchema,
  cards: z.array(statCardSchema),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;
export const dashboardAnalyticsResponseSchema = envelope(dashboardAnalyticsSchema);

/** Earnings and bookings over time (earning-analytics). */
export const earningAnalyticsSchema = z.object({
  bucket: bucketSchema,
  points: z.array(z.object({ at: z.string(), earnings: z.number(), gross: z.number(), bookings: z.int(), guests: z.int(), refunded: z.number() })),
  totals: z.object({ earnings: z.number(), gross: z.number(), bookings: z.int(), guests: z.int(), refunded: z.number() }),
});
export type EarningAnalytics = z.infer<typeof earningAnalyticsSchema>;
export const earningAnalyticsResponseSchema = envelope(earningAnalyticsSchema);

/** Per-experience table (analytics table / experiences-analytics). */
export const experienceAnalyticsRowSchema = z.object({
  experienceId: z.int(),
  name: z.string(),
  status: idName(experienceStatusNameSchema),
  views: z.int(),
  bookings: z.int(),
  guests: z.int(),
  earnings: z.number(),
  conversion: z.number(),
  ratingsAverage: z.nullable(z.number()),
  ratingsCount: z.int(),
});
export type ExperienceAnalyticsRow = z.infer<typeof experienceAnalyticsRowSchema>;
export const experiencesAnalyticsResponseSchema = envelope(z.array(experienceAnalyticsRowSchema));

/** Hosted events: sessions held (distinct experience, date and time with a paid booking) per bucket. */
export const hostedEventsSchema = z.object({ bucket: bucketSchema, total: z.int(), points: z.array(chartPointSchema) });
export const hostedEventsResponseSchema = envelope(hostedEventsSchema);

/** Rating: the host's average over all listings, its distribution and the latest reviews. */
export const hostRatingSchema = z.object({
  average: z.nullable(z.number()),
  count: z.int(),
  distribution: z.array(z.object({ stars: z.int(), count: z.int() })),
  recent: z.array(
    z.object({ id: z.int(), experienceId: z.int(), experienceName: z.string(), userName: z.string(), avatarPath: z.nullable(z.string()), rate: z.int(), comment: z.string(), creationDate: z.string() }),
  ),
});
export type HostRating = z.infer<typeof hostRatingSchema>;
export const hostRatingResponseSchema = envelope(hostRatingSchema);

/** Transactions: paid orders, refunds and payouts of the range, newest first (dashboard transactions). */
export const transactionsQuerySchema = z.extend(analyticsQuerySchema, { PageNumber: withDefault(queryPage, 1), PageSize: pageSize(50, 10) });
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(['booking', 'refund', 'payout']),
  at: z.string(),
  amount: z.number(),
  label: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = pagedEnvelope(transactionSchema);

/** Insights of one listing (my-experiences/details/{id}/insights). */
export const experienceInsightsSchema = z.object({
  experienceId: z.int(),
  name: z.string(),
  bucket: bucketSchema,
  totals: z.object({ views: z.int(), favourites: z.int(), bookings: z.int(), guests: z.int(), earnings: z.number(), conversion: z.number(), ratingsAverage: z.nullable(z.number()), ratingsCount: z.int() }),
  views: z.array(chartPointSchema),
  favourites: z.array(chartPointSchema),
  bookings: z.array(chartPointSchema),
  earnings: z.array(chartPointSchema),
  ratings: z.array(z.object({ stars: z.int(), count: z.int() })),
});
export type ExperienceInsights = z.infer<typeof experienceInsightsSchema>;
export const experienceInsightsResponseSchema = envelope(experienceInsightsSchema);

// ---------------------------------------------------------------- payouts (host §7 Payouts)

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  ordersCount: z.int(),
  status: idName(payoutStatusNameSchema),
  ibanLast4: z.nullable(z.string()),
  creationDate: z.string(),
  completedDate: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutsQuerySchema = z.object({ PageNumber: withDefault(queryPage, 1), PageSize: pageSize(50, 10) });
export const payoutsResponseSchema = pagedEnvelope(payoutSchema);
export const payoutOrdersResponseSchema = envelope(z.array(hostBookingRowSchema));

export const earningsStatisticsSchema = z.object({
  /** paid out (completed payouts) */
  paidOut: z.number(),
  /** in payouts being sent (pending, IBANIssue) */
  inPayouts: z.number(),
  /** earned on held events, waiting for the next payout run */
  available: z.number(),
  /** paid bookings of events still to come */
  upcoming: z.number(),
  /** earned this calendar month (Saudi time) */
  thisMonth: z.number(),
  hasIban: z.boolean(),
  nextRunAt: z.string(),
});
export type EarningsStatistics = z.infer<typeof earningsStatisticsSchema>;
export const earningsStatisticsResponseSchema = envelope(earningsStatisticsSchema);
/** Earnings per month of the last twelve months. */
export const earningsResponseSchema = envelope(z.array(z.object({ month: z.string(), earnings: z.number(), bookings: z.int() })));

/** Staff: run payouts now (normally run by the weekly schedule) → the payouts created. */
export const payoutRunResponseSchema = envelope(z.object({ created: z.int(), amount: z.number(), ibanIssues: z.int() }));
export const payoutChangeStatusBodySchema = z.object({ status: z.enum(['completed', 'failed', 'canceled']) });

// ---------------------------------------------------------------- IBAN (host §3 Bank account, §5)

/** Country → IBAN length for the countries a host here may bank in (ISO 13616 registry). */
export const ibanLengths: Record<string, number> = {
  SA: 24, AE: 23, BH: 22, KW: 30, QA: 29, OM: 23, JO: 30, EG: 29, LB: 28, GB: 22, DE: 22, FR: 27, TR: 26, PK: 24,
};
/** The IBAN as stored: spaces removed, upper case. */
export const normalizeIban = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();
/**
 * Valid IBAN: known country with its length (Saudi: SA + 22 characters), characters A–Z 0–9, and
 * the ISO 7064 mod-97 checksum equals 1.
 */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const len = ibanLengths[iban.slice(0, 2)];
  if (!len || iban.length !== len) return false;
  if (iban.startsWith('SA') && !/^SA\d{4}[A-Z0-9]{18}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem === 1;
}
export const ibanBodySchema = z.object({
  iban: z.string({ error: 'validation.required' }).check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(40, 'validation.invalidIban'),
    z.refine((v) => isValidIban(v), 'validation.invalidIban'),
  ),
});
export type IbanBody = z.input<typeof ibanBodySchema>;
/** GET HostIban: the IBAN on file, masked (all but the country, check digits and last four). */
export const hostIbanResponseSchema = envelope(z.object({ iban: z.nullable(z.string()), updatedAt: z.nullable(z.string()) }));

// ---------------------------------------------------------------- questions (host)

export const hostQuestionsQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: pageSize(50, 10),
  Unanswered: z.optional(queryBool),
  ExperienceId: z.optional(numericId),
});
export const hostQuestionSchema = z.object({
  id: z.int(),
  experienceId: z.int(),
  experienceName: z.string(),
  userName: z.string(),
  avatarPath: z.nullable(z.string()),
  question: z.string(),
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  status: z.enum(['visible', 'hidden']),
  creationDate: z.string(),
});
export type HostQuestion = z.infer<typeof hostQuestionSchema>;
export const hostQuestionsResponseSchema = pagedEnvelope(hostQuestionSchema);
export const hostQuestionResponseSchema = envelope(hostQuestionSchema);
export const hostAnswerBodySchema = z.object({ answer: z.string().check(z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(500, 'validation.max500')) });
export const questionStatusBodySchema = z.object({ status: z.enum(['visible', 'hidden']) });

// ---------------------------------------------------------------- coupons (host)

export const couponTypeSchema = z.enum(['percentage', 'fixed']);
export const hostCouponSchema = z.object({
  id: z.int(),
  experienceId: z.int(),
  experienceName: z.string(),
  code: z.string(),
  name: z.string(),
  type: couponTypeSchema,
  value: z.number(),
  validUntil: z.nullable(z.string()),
  maxUsagePerUser: z.nullable(z.int()),
  uses: z.int(),
  creationDate: z.string(),
});
export type HostCoupon = z.infer<typeof hostCouponSchema>;
export const hostCouponsResponseSchema = pagedEnvelope(hostCouponSchema);
export const hostCouponResponseSchema = envelope(hostCouponSchema);
/** Coupon (host §5): code and name 2–50, value ≥ 0 and ≤ 100 for percentages, duration in days ≥ 0, max usage ≥ 0. */
export const couponBodySchema = z
  .object({
    experienceId: numericId,
    code: z.string().check(z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(50, 'validation.max50'), z.regex(/^[A-Za-z0-9_-]+$/, 'validation.invalidValue')),
    name: z.string().check(z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(50, 'validation.max50')),
    type: couponTypeSchema,
    value: z.coerce.number({ error: 'validation.required' }).check(z.minimum(0, 'validation.invalidValue'), z.maximum(100000, 'validation.invalidValue')),
    duration: z.object({
      days: z.coerce.number().check(z.int('validation.invalidValue'), z.minimum(0, 'validation.invalidValue'), z.maximum(999, 'validation.invalidValue')),
      hrs: withDefault(z.coerce.number().check(z.int('validation.invalidValue'), z.minimum(0, 'validation.invalidValue'), z.maximum(23, 'validation.invalidValue')), 0),
      mins: withDefault(z.coerce.number().check(z.int('validation.invalidValue'), z.minimum(0, 'validation.invalidValue'), z.maximum(59, 'validation.invalidValue')), 0),
    }),
    maxUsagePerUser: z.nullish(z.coerce.number().check(z.int('validation.invalidValue'), z.minimum(0, 'validation.invalidValue'), z.maximum(100000, 'validation.invalidValue'))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.type === 'percentage' && v.value > 100) ctx.issues.push({ code: 'custom', message: 'validation.percentMax100', path: ['value'], input: v.value });
    }),
  );
export type CouponBody = z.input<typeof couponBodySchema>;
export const hostCouponsQuerySchema = z.object({ PageNumber: withDefault(queryPage, 1), PageSize: pageSize(50, 10) });

// ---------------------------------------------------------------- catalogue administration (host §3, §7)

export const catalogueKindSchema = z.enum(['activities', 'categories', 'regions', 'holidays']);
export type CatalogueKind = z.infer<typeof catalogueKindSchema>;
export const catalogueItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  isActive: z.boolean(),
  /** categories: SVG path data (24×24) */
  icon: z.optional(z.string()),
  /** regions: the centre */
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  /** holidays */
  fromDate: z.optional(z.string()),
  toDate: z.optional(z.string()),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export const catalogueListQuerySchema = z.object({
  Text: z.optional(z.string().check(z.maxLength(100, 'validation.max100'))),
  IsActive: z.optional(queryBool),
  PageNumber: withDefault(queryPage, 1),
  PageSize: pageSize(100, 20),
});
export const catalogueListResponseSchema = pagedEnvelope(catalogueItemSchema);
export const catalogueItemResponseSchema = envelope(catalogueItemSchema);
const catalogueName = z.string({ error: 'validation.required' }).check(z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(100, 'validation.max100'));
export const catalogueBodySchema = z
  .object({
    nameEn: catalogueName,
    nameAr: catalogueName,
    latitude: z.optional(z.coerce.number().check(z.minimum(-90, 'validation.invalidValue'), z.maximum(90, 'validation.invalidValue'))),
    longitude: z.optional(z.coerce.number().check(z.minimum(-180, 'validation.invalidValue'), z.maximum(180, 'validation.invalidValue'))),
    fromDate: z.optional(dayStringSchema),
    toDate: z.optional(dayStringSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.fromDate && v.toDate && v.toDate < v.fromDate) ctx.issues.push({ code: 'custom', message: 'validation.toAfterFrom', path: ['toDate'], input: v.toDate });
    }),
  );
export type CatalogueBody = z.input<typeof catalogueBodySchema>;
export const catalogueIdResponseSchema = envelope(z.int());

/** Who may change each catalogue (the spec does not show the matrix: this is ours, README of infra/api). */
export const catalogueEditors: Record<CatalogueKind, readonly string[]> = {
  activities: ['SuperAdmin', 'Admin', 'Moderator'],
  categories: ['SuperAdmin', 'Admin', 'Marketer'],
  regions: ['SuperAdmin', 'Admin'],
  holidays: ['SuperAdmin', 'Admin', 'Moderator', 'AccountManager'],
};
