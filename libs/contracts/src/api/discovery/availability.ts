import { z } from 'zod';
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
  guestAvailableQTY: z.number().int(),
  privateGuestAvailableQTY: z.number().int(),
});
export type AvailableSeats = z.infer<typeof availableSeatsSchema>;

/** GET /api/Home/ExperienceAvailableDays/{id}?From=&To= (at most 93 days; defaults: today → +30 days). */
export const availableDaysQuerySchema = z.object({
  From: dayStringSchema.optional(),
  To: dayStringSchema.optional(),
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
  AdultsQTY: queryInt.min(1).max(1000).default(1),
  ChildrenQTY: queryInt.min(0).max(1000).default(0),
  IsPrivate: queryBool.default(false),
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
    reason: unavailableReasonSchema.nullable(),
    seats: availableSeatsSchema.nullable(),
    /** slots still bookable that day (today: only those after the cut-off) */
    timeSlots: z.array(timeSlotSchema),
  }),
);
export type IsAvailableResponse = z.infer<typeof isAvailableResponseSchema>;
