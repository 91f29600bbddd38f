import * as z from 'zod/mini';
import { onlineSetupSchema } from '../discovery/experience';

/**
 * The server shape of an experience (host spec §3 "Server shape"), read back by `Draft/{id}` and
 * `GET /api/Experiences/{id}` and converted to and from the form (./convert.ts). A draft holds only
 * the parts its host has saved so far, so every part is optional; the API fills the read-only
 * parts (status, prices with fees, dates) when it answers.
 */

const fileMeta = z.object({
  fileMetaId: z.string(),
  relativePath: z.string(),
  contentType: z.optional(z.string()),
  sizeInBytes: z.optional(z.int()),
});
const nullableFile = z.nullable(fileMeta);
const idName = z.object({ id: z.int(), name: z.string() });
const num = z.number();

export const serverHostLocationSchema = z.object({
  locationName: z.string(),
  cityName: z.string(),
  locationLatitude: z.nullable(num),
  locationLongitude: z.nullable(num),
  isMeetingLocationDifferentFromEvent: z.boolean(),
  meetingLocationName: z.nullable(z.string()),
  meetingLocationLatitude: z.nullable(num),
  meetingLocationLongitude: z.nullable(num),
  provideTransportation: z.boolean(),
  vehicleType: z.nullable(z.string()),
  transportationFeesIncluded: z.boolean(),
  transportationFees: num,
});

/** The discovery read's online setup, with the link always present (the host's own copy). */
export const serverOnlineSetupSchema = z.extend(onlineSetupSchema, { link: z.string() });

export const serverAvailabilitySchema = z.object({
  days: z.array(z.int()),
  timeSlots: z.array(z.object({ time: z.string(), customName: z.nullable(z.string()) })),
  holidays: z.array(z.object({ id: z.int(), name: z.string(), fromDate: z.nullable(z.string()), toDate: z.nullable(z.string()) })),
  /** days (the form shows months at 30 days per month) */
  advanceGuestBookTime: z.int(),
});

export const serverAddOnSchema = z.object({
  id: z.nullable(z.int()),
  name: z.string(),
  qty: z.int(),
  /** the host's price per unit, SAR */
  totalPrice: num,
  imageMeta: nullableFile,
  deliveryInstructions: z.nullable(z.string()),
  description: z.string(),
});
export const serverCoHostSchema = z.object({ id: z.nullable(z.int()), name: z.string(), role: z.nullable(z.string()), email: z.nullable(z.string()), imageMeta: nullableFile });
export const serverAgendaEntrySchema = z.object({ id: z.optional(z.nullable(z.int())), title: z.string(), topic: z.nullable(z.string()), duration: z.string(), imageMeta: nullableFile });
export const serverDiscountSchema = z.object({ id: z.nullable(z.int()), type: z.enum(['percentage', 'fixed']), value: num, groupSizeMin: z.int(), groupSizeMax: z.int() });
export const serverCouponSchema = z.object({
  id: z.nullable(z.int()),
  code: z.string(),
  name: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: num,
  duration: z.object({ days: z.int(), hrs: z.int(), mins: z.int() }),
  maxUsagePerUser: z.nullable(z.int()),
});
export const serverMessageSchema = z.object({
  id: z.nullable(z.int()),
  title: z.string(),
  message: z.string(),
  filesMeta: z.array(fileMeta),
  sendTime: z.enum(['dayBefore', 'afterBooking', 'weekBefore']),
});

const opt = <T extends z.core.SomeType>(s: T) => z.optional(z.nullable(s));

export const experienceServerSchema = z.object({
  id: z.optional(z.int()),
  type: z.optional(z.object({ id: z.int(), name: z.enum(['atHost', 'atGuest', 'online']) })),
  status: z.optional(z.object({ id: z.int(), name: z.enum(['draft', 'pending', 'rejected', 'resubmit', 'approved', 'pause']) })),
  name: opt(z.string()),
  description: opt(z.string()),
  experienceCategory: opt(idName),
  keywords: opt(z.array(z.string())),
  languages: opt(z.array(z.string())),
  hostLocationSetup: opt(serverHostLocationSchema),
  onlineSetup: opt(serverOnlineSetupSchema),
  guestLocationSetup: opt(z.object({ travelRegions: z.array(z.object({ id: z.nullable(z.int()), name: z.string() })), travelCost: num })),
  experienceDuration: opt(z.string()),
  guestArrivalBefore: opt(z.string()),
  availability: opt(serverAvailabilitySchema),
  activityLevel: opt(z.enum(['light', 'medium', 'moderate', 'strenuous'])),
  activities: opt(z.array(idName)),
  guestPreparationBeforeYourArrival: opt(z.string()),
  guestSpecialSkill: opt(z.string()),
  isAccessible: opt(z.boolean()),
  includedFood: opt(z.array(z.string())),
  includedDrinks: opt(z.array(z.string())),
  includedEquipments: opt(z.array(z.string())),
  guestBring: opt(z.string()),
  thirdpartyTicketPermit: opt(z.string()),
  addOns: opt(z.array(serverAddOnSchema)),
  coHosts: opt(z.array(serverCoHostSchema)),
  agendaEntries: opt(z.array(serverAgendaEntrySchema)),
  imagesMeta: opt(z.array(fileMeta)),
  guestMinimumAge: opt(z.int()),
  guestCanBringUnder2YearsOld: opt(z.boolean()),
  guestIsMale: opt(z.boolean()),
  guestIsFemale: opt(z.boolean()),
  guestAdditionalRequirements: opt(z.string()),
  guestCapacityMinimum: opt(z.int()),
  guestCapacityMaximum: opt(z.int()),
  willHostPrivateEvent: opt(z.boolean()),
  privateGuestCapacityMinimum: opt(z.int()),
  privateGuestCapacityMaximum: opt(z.int()),
  instantBooking: opt(z.boolean()),
  price: opt(num),
  privateEventPrice: opt(num),
  additionalGuestCost: opt(num),
  finalPrice: opt(num),
  priceSubTotal: opt(num),
  taxValue: opt(num),
  platfromFees: opt(num),
  privateFinalPrice: opt(num),
  privatePriceSubTotal: opt(num),
  privateTaxValue: opt(num),
  privatePlatfromFees: opt(num),
  transportationFees: opt(num),
  discounts: opt(z.array(serverDiscountSchema)),
  coupons: opt(z.array(serverCouponSchema)),
  cancelEventPeriod: opt(z.string()),
  guestCutOffPeriod: opt(z.string()),
  cancellationPolicy: opt(z.enum(['oneDay', 'threeDays', 'fiveDays'])),
  guestEmails: opt(z.array(z.string())),
  generateGuestQRCode: opt(z.boolean()),
  guestAdvanceBookingPeriodInMonths: opt(z.int()),
  messages: opt(z.array(serverMessageSchema)),
  lastModificationDate: opt(z.string()),
  creationDate: opt(z.string()),
  /** the moderator's note when the experience was sent back or rejected */
  moderationNote: opt(z.string()),
});
export type ExperienceServer = z.infer<typeof experienceServerSchema>;
