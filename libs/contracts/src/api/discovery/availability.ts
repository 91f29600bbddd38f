import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
import { envelope } from '../../common/envelope';
import { dayStringSchema, queryBool, queryInt } from './common';
import { timeSlotSchema } from './experience';

/**
 * Available seats (guest §3) for one day. A day has a seat record only when the experience runs
 * that weekday, it is not a holiday, it is today or later (and, for today, a slot still starts after
 * the cut-off) and within the advance-booking window. `privateGuestAvailableQTY` is 0 when private
 * events are not offered or the day already has a booking (a private booking takes the whole day).
 */
export const availableSeatsSchema = z.object({
  date: dayStringSchema,
  guestAvailableQTY: z.int(),
  privateGuestAvailableQTY: z.int(),
});
export type AvailableSeats = z.infer<typeof availableSeatsSchema>;

/** GET /api/Home/ExperienceAvailableDays/{id}?From=&To= (at most 93 days; defaults: today → +30 days). */
export const availableDaysQuerySchema = z.object({
  From: z.optional(dayStringSchema),
  To: z.optional(dayStringSchema),
});
export type AvailableDaysQuery = z.input<typeof availableDaysQuerySchema>;
export const availableDaysResponseSchema = envelope(
  z.object({
    /** today in the platform time zone (Asia/Riyadh): earlier days are past */
    today: dayStringSchema,
    /** the last bookable day (advance-booking window) */
    lastBookableDate: dayStringSchema,
    seats: z.array(availableSeatsSchema),
    timeSlots: z.array(timeSlotSchema),
  }),
);
export type AvailableDaysResponse = z.infer<typeof availableDaysResponseSchema>;

/** GET /api/Home/IsExperienceAvailable/{id}?Date=&AdultsQTY=&ChildrenQTY=&IsPrivate= */
export const isAvailableQuerySchema = z.object({
  Date: dayStringSchema,
  AdultsQTY: withDefault(queryInt.check(z.minimum(1), z.maximum(1000)), 1),
  ChildrenQTY: withDefault(queryInt.check(z.minimum(0), z.maximum(1000)), 0),
  IsPrivate: withDefault(queryBool, false),
});
export type IsAvailableQuery = z.input<typeof isAvailableQuerySchema>;
export const unavailableReasonSchema = z.enum([
  'past',
  'notScheduled',
  'holiday',
  'tooFarAhead',
  'soldOut',
  'notEnoughSeats',
  'privateNotOffered',
  'belowMinimum',
  'aboveMaximum',
]);
export const isAvailableResponseSchema = envelope(
  z.object({
    isAvailable: z.boolean(),
    reason: z.nullable(unavailableReasonSchema),
    seats: z.nullable(availableSeatsSchema),
    /** slots still bookable that day (today: only those after the cut-off) */
    timeSlots: z.array(timeSlotSchema),
  }),
);
export type IsAvailableResponse = z.infer<typeof isAvailableResponseSchema>;
