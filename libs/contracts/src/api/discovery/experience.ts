import * as z from 'zod/mini';
import {
  activityLevelNameSchema,
  cancellationPolicyNameSchema,
  dayStringSchema,
  drinkSchema,
  experienceCategorySchema,
  experienceLanguageSchema,
  experienceStatusNameSchema,
  experienceTypeSchema,
  fileMetaSchema,
  foodSchema,
  idNameSchema,
  ratingStatusSchema,
  ratingSummarySchema,
} from './common';

/** Host ids are user ids. */
export const hostIdSchema = z.int();

export const hostSummarySchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.nullable(z.string()),
});
export type HostSummary = z.infer<typeof hostSummarySchema>;

/**
 * Experience card (guest §3, host §3 "Experience card"). Texts are in the request's language
 * (Accept-Language ar → Arabic). `shortDescription` is already cut at 80 characters (with "…").
 * `location` and `cityName` are for atHost; atGuest cards carry the host's base city, online cards null.
 * `finalPrice` is the guest-facing price per guest in SAR (see API README "Pricing").
 */
export const experienceCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  imagesPaths: z.array(z.string()),
  /** the signed-in user's favourite id for this experience (numeric string), else null */
  userFavouriteId: z.nullable(z.string()),
  experienceCategory: experienceCategorySchema,
  ratingsAverage: z.nullable(z.number()),
  ratingsCount: z.int(),
  ratingStatus: ratingStatusSchema,
  type: experienceTypeSchema,
  cityId: z.nullable(z.int()),
  cityName: z.nullable(z.string()),
  location: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  shortDescription: z.string(),
  finalPrice: z.number(),
  keywords: z.array(z.string()),
  languages: z.array(experienceLanguageSchema),
  willHostPrivateEvent: z.boolean(),
  instantBooking: z.boolean(),
  /** perGuest: price is per guest; perGroup: one price for the group (private bookings) */
  priceType: z.enum(['perGuest', 'perGroup']),
  /** guest-facing price of a private booking, null when private events are not offered */
  privateGroupBookingMinimumPrice: z.nullable(z.number()),
  transportationFees: z.number(),
  hasDiscounts: z.boolean(),
  isPopular: z.boolean(),
  host: hostSummarySchema,
  securityStamp: z.string(),
});
export type ExperienceCard = z.infer<typeof experienceCardSchema>;

// ---- server shape sub-shapes (host §3 "Server shape of an experience") ----

export const hostLocationSetupSchema = z.object({
  locationName: z.string(),
  cityId: z.nullable(z.int()),
  cityName: z.string(),
  locationLatitude: z.number(),
  locationLongitude: z.number(),
  isMeetingLocationDifferentFromEvent: z.boolean(),
  meetingLocationName: z.nullable(z.string()),
  meetingLocationLatitude: z.nullable(z.number()),
  meetingLocationLongitude: z.nullable(z.number()),
  provideTransportation: z.boolean(),
  vehicleType: z.nullable(z.string()),
  transportationFeesIncluded: z.boolean(),
  transportationFees: z.number(),
});
export type HostLocationSetup = z.infer<typeof hostLocationSetupSchema>;

export const timeZoneRefSchema = z.object({ id: z.int(), displayName: z.string(), baseUtcOffset: z.string() });

export const onlineSetupSchema = z.object({
  platform: z.string(),
  /** the session link is only given to booked guests; public reads get null */
  link: z.nullable(z.string()),
  timezone: z.nullable(timeZoneRefSchema),
  laptop: z.boolean(),
  desktop: z.boolean(),
  smartphone: z.boolean(),
  tablet: z.boolean(),
  smartTV: z.boolean(),
  requireDevice: z.boolean(),
  instructions: z.nullable(z.string()),
});
export type OnlineSetup = z.infer<typeof onlineSetupSchema>;

export const regionSchema = z.object({ id: z.int(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const guestLocationSetupSchema = z.object({
  travelRegions: z.array(regionSchema),
  travelCost: z.number(),
});

export const timeSlotSchema = z.object({
  id: z.int(),
  /** start time `HH:mm:ss`, between 07:00 and 23:00 */
  time: z.string(),
  customName: z.nullable(z.string()),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const holidaySchema = z.object({
  id: z.int(),
  name: z.string(),
  fromDate: dayStringSchema,
  toDate: dayStringSchema,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const availabilitySchema = z.object({
  isEveryDay: z.boolean(),
  /** weekdays 0 (Sunday) … 6 (Saturday) */
  days: z.array(z.int().check(z.minimum(0), z.maximum(6))),
  timeSlots: z.array(timeSlotSchema),
  holidays: z.array(holidaySchema),
  /** how far ahead guests can book, in days (months × 30) */
  advanceGuestBookTime: z.int(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const addOnSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  qty: z.int(),
  /** host price of one unit */
  price: z.number(),
  /** guest-facing price of one unit (tax included) */
  totalPrice: z.number(),
  imageMeta: z.nullable(fileMetaSchema),
  deliveryInstructions: z.nullable(z.string()),
});
export type AddOn = z.infer<typeof addOnSchema>;

export const coHostSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.nullable(z.string()),
  /** never disclosed to guests: always null on public reads */
  email: z.nullable(z.string()),
  imageMeta: z.nullable(fileMetaSchema),
});
export type CoHost = z.infer<typeof coHostSchema>;

export const agendaEntrySchema = z.object({
  id: z.int(),
  title: z.string(),
  topic: z.nullable(z.string()),
  /** `hh:mm:ss` */
  duration: z.string(),
  imageMeta: z.nullable(fileMetaSchema),
});
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

export const discountSchema = z.object({
  id: z.int(),
  type: z.object({ id: z.int(), name: z.enum(['percentage', 'fixed']) }),
  value: z.number(),
  groupSizeMin: z.int(),
  groupSizeMax: z.int(),
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * Experience (server shape), as guests read it from `/api/Home/Experience/{id}`. Durations are
 * `[d.]hh:mm:ss` strings. Host-only fields (coupons, guestEmails, messages, the online session
 * link, co-host e-mails) are null on this public read.
 */
export const experienceDetailSchema = z.object({
  id: z.int(),
  type: experienceTypeSchema,
  status: z.object({ id: z.int(), name: experienceStatusNameSchema }),
  name: z.string(),
  description: z.string(),
  experienceCategory: experienceCategorySchema,
  keywords: z.array(z.string()),
  languages: z.array(experienceLanguageSchema),
  hostLocationSetup: z.nullable(hostLocationSetupSchema),
  onlineSetup: z.nullable(onlineSetupSchema),
  guestLocationSetup: z.nullable(guestLocationSetupSchema),
  experienceDuration: z.string(),
  guestArrivalBefore: z.string(),
  availability: availabilitySchema,
  activityLevel: z.object({ id: z.int(), name: activityLevelNameSchema }),
  activities: z.nullable(z.array(idNameSchema)),
  guestPreparationBeforeYourArrival: z.nullable(z.string()),
  guestSpecialSkill: z.nullable(z.string()),
  isAccessible: z.boolean(),
  includedFood: z.array(foodSchema),
  includedDrinks: z.array(drinkSchema),
  includedEquipments: z.array(z.string()),
  guestBring: z.nullable(z.string()),
  thirdpartyTicketPermit: z.nullable(z.string()),
  addOns: z.array(addOnSchema),
  coHosts: z.array(coHostSchema),
  agendaEntries: z.array(agendaEntrySchema),
  imagesMeta: z.array(fileMetaSchema).check(z.maxLength(6)),
  guestMinimumAge: z.int(),
  guestCanBringUnder2YearsOld: z.boolean(),
  guestIsMale: z.boolean(),
  guestIsFemale: z.boolean(),
  guestAdditionalRequirements: z.nullable(z.string()),
  guestCapacityMinimum: z.nullable(z.int()),
  guestCapacityMaximum: z.nullable(z.int()),
  willHostPrivateEvent: z.boolean(),
  privateGuestCapacityMinimum: z.nullable(z.int()),
  privateGuestCapacityMaximum: z.nullable(z.int()),
  instantBooking: z.boolean(),
  price: z.number(),
  privateEventPrice: z.nullable(z.number()),
  finalPrice: z.number(),
  priceSubTotal: z.number(),
  taxValue: z.number(),
  platfromFees: z.number(),
  privateFinalPrice: z.nullable(z.number()),
  privatePriceSubTotal: z.nullable(z.number()),
  privateTaxValue: z.nullable(z.number()),
  privatePlatfromFees: z.nullable(z.number()),
  transportationFees: z.number(),
  discounts: z.array(discountSchema),
  coupons: z.null(),
  cancelEventPeriod: z.string(),
  guestCutOffPeriod: z.string(),
  cancellationPolicy: z.object({ id: z.int(), name: cancellationPolicyNameSchema }),
  guestEmails: z.null(),
  generateGuestQRCode: z.boolean(),
  lastModificationDate: z.string(),
  creationDate: z.string(),
  guestAdvanceBookingPeriodInMonths: z.int(),
  additionalGuestCost: z.nullable(z.number()),
  // read-side extras for the detail page
  cityName: z.nullable(z.string()),
  host: hostSummarySchema,
  ratingSummary: ratingSummarySchema,
  userFavouriteId: z.nullable(z.string()),
  securityStamp: z.string(),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;
