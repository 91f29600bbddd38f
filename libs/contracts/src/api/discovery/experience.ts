import { z } from 'zod';
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
export const hostIdSchema = z.number().int();

export const hostSummarySchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.string().nullable(),
});
export type HostSummary = z.infer<typeof hostSummarySchema>;

/**
 * Experience card (guest §3, host §3 "Experience card"). Texts are in the request's language
 * (Accept-Language ar → Arabic). `shortDescription` is already cut at 80 characters (with "…").
 * `location` and `cityName` are for atHost; atGuest cards carry the host's base city, online cards null.
 * `finalPrice` is the guest-facing price per guest in SAR (see API README "Pricing").
 */
export const experienceCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imagesPaths: z.array(z.string()),
  /** the signed-in user's favourite id for this experience (numeric string), else null */
  userFavouriteId: z.string().nullable(),
  experienceCategory: experienceCategorySchema,
  ratingsAverage: z.number().nullable(),
  ratingsCount: z.number().int(),
  ratingStatus: ratingStatusSchema,
  type: experienceTypeSchema,
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  shortDescription: z.string(),
  finalPrice: z.number(),
  keywords: z.array(z.string()),
  languages: z.array(experienceLanguageSchema),
  willHostPrivateEvent: z.boolean(),
  instantBooking: z.boolean(),
  /** perGuest: price is per guest; perGroup: one price for the group (private bookings) */
  priceType: z.enum(['perGuest', 'perGroup']),
  /** guest-facing price of a private booking, null when private events are not offered */
  privateGroupBookingMinimumPrice: z.number().nullable(),
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
  cityId: z.number().int().nullable(),
  cityName: z.string(),
  locationLatitude: z.number(),
  locationLongitude: z.number(),
  isMeetingLocationDifferentFromEvent: z.boolean(),
  meetingLocationName: z.string().nullable(),
  meetingLocationLatitude: z.number().nullable(),
  meetingLocationLongitude: z.number().nullable(),
  provideTransportation: z.boolean(),
  vehicleType: z.string().nullable(),
  transportationFeesIncluded: z.boolean(),
  transportationFees: z.number(),
});
export type HostLocationSetup = z.infer<typeof hostLocationSetupSchema>;

export const timeZoneRefSchema = z.object({ id: z.number().int(), displayName: z.string(), baseUtcOffset: z.string() });

export const onlineSetupSchema = z.object({
  platform: z.string(),
  /** the session link is only given to booked guests; public reads get null */
  link: z.string().nullable(),
  timezone: timeZoneRefSchema.nullable(),
  laptop: z.boolean(),
  desktop: z.boolean(),
  smartphone: z.boolean(),
  tablet: z.boolean(),
  smartTV: z.boolean(),
  requireDevice: z.boolean(),
  instructions: z.string().nullable(),
});
export type OnlineSetup = z.infer<typeof onlineSetupSchema>;

export const regionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const guestLocationSetupSchema = z.object({
  travelRegions: z.array(regionSchema),
  travelCost: z.number(),
});

export const timeSlotSchema = z.object({
  id: z.number().int(),
  /** start time `HH:mm:ss`, between 07:00 and 23:00 */
  time: z.string(),
  customName: z.string().nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const holidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fromDate: dayStringSchema,
  toDate: dayStringSchema,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const availabilitySchema = z.object({
  isEveryDay: z.boolean(),
  /** weekdays 0 (Sunday) … 6 (Saturday) */
  days: z.array(z.number().int().min(0).max(6)),
  timeSlots: z.array(timeSlotSchema),
  holidays: z.array(holidaySchema),
  /** how far ahead guests can book, in days (months × 30) */
  advanceGuestBookTime: z.number().int(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const addOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  qty: z.number().int(),
  /** host price of one unit */
  price: z.number(),
  /** guest-facing price of one unit (tax included) */
  totalPrice: z.number(),
  imageMeta: fileMetaSchema.nullable(),
  deliveryInstructions: z.string().nullable(),
});
export type AddOn = z.infer<typeof addOnSchema>;

export const coHostSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  /** never disclosed to guests: always null on public reads */
  email: z.string().nullable(),
  imageMeta: fileMetaSchema.nullable(),
});
export type CoHost = z.infer<typeof coHostSchema>;

export const agendaEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.string().nullable(),
  /** `hh:mm:ss` */
  duration: z.string(),
  imageMeta: fileMetaSchema.nullable(),
});
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

export const discountSchema = z.object({
  id: z.number().int(),
  type: z.object({ id: z.number().int(), name: z.enum(['percentage', 'fixed']) }),
  value: z.number(),
  groupSizeMin: z.number().int(),
  groupSizeMax: z.number().int(),
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * Experience (server shape), as guests read it from `/api/Home/Experience/{id}`. Durations are
 * `[d.]hh:mm:ss` strings. Host-only fields (coupons, guestEmails, messages, the online session
 * link, co-host e-mails) are null on this public read.
 */
export const experienceDetailSchema = z.object({
  id: z.number().int(),
  type: experienceTypeSchema,
  status: z.object({ id: z.number().int(), name: experienceStatusNameSchema }),
  name: z.string(),
  description: z.string(),
  experienceCategory: experienceCategorySchema,
  keywords: z.array(z.string()),
  languages: z.array(experienceLanguageSchema),
  hostLocationSetup: hostLocationSetupSchema.nullable(),
  onlineSetup: onlineSetupSchema.nullable(),
  guestLocationSetup: guestLocationSetupSchema.nullable(),
  experienceDuration: z.string(),
  guestArrivalBefore: z.string(),
  availability: availabilitySchema,
  activityLevel: z.object({ id: z.number().int(), name: activityLevelNameSchema }),
  activities: z.array(idNameSchema).nullable(),
  guestPreparationBeforeYourArrival: z.string().nullable(),
  guestSpecialSkill: z.string().nullable(),
  isAccessible: z.boolean(),
  includedFood: z.array(foodSchema),
  includedDrinks: z.array(drinkSchema),
  includedEquipments: z.array(z.string()),
  guestBring: z.string().nullable(),
  thirdpartyTicketPermit: z.string().nullable(),
  addOns: z.array(addOnSchema),
  coHosts: z.array(coHostSchema),
  agendaEntries: z.array(agendaEntrySchema),
  imagesMeta: z.array(fileMetaSchema).max(6),
  guestMinimumAge: z.number().int(),
  guestCanBringUnder2YearsOld: z.boolean(),
  guestIsMale: z.boolean(),
  guestIsFemale: z.boolean(),
  guestAdditionalRequirements: z.string().nullable(),
  guestCapacityMinimum: z.number().int().nullable(),
  guestCapacityMaximum: z.number().int().nullable(),
  willHostPrivateEvent: z.boolean(),
  privateGuestCapacityMinimum: z.number().int().nullable(),
  privateGuestCapacityMaximum: z.number().int().nullable(),
  instantBooking: z.boolean(),
  price: z.number(),
  privateEventPrice: z.number().nullable(),
  finalPrice: z.number(),
  priceSubTotal: z.number(),
  taxValue: z.number(),
  platfromFees: z.number(),
  privateFinalPrice: z.number().nullable(),
  privatePriceSubTotal: z.number().nullable(),
  privateTaxValue: z.number().nullable(),
  privatePlatfromFees: z.number().nullable(),
  transportationFees: z.number(),
  discounts: z.array(discountSchema),
  coupons: z.null(),
  cancelEventPeriod: z.string(),
  guestCutOffPeriod: z.string(),
  cancellationPolicy: z.object({ id: z.number().int(), name: cancellationPolicyNameSchema }),
  guestEmails: z.null(),
  generateGuestQRCode: z.boolean(),
  lastModificationDate: z.string(),
  creationDate: z.string(),
  guestAdvanceBookingPeriodInMonths: z.number().int(),
  additionalGuestCost: z.number().nullable(),
  // read-side extras for the detail page
  cityName: z.string().nullable(),
  host: hostSummarySchema,
  ratingSummary: ratingSummarySchema,
  userFavouriteId: z.string().nullable(),
  securityStamp: z.string(),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;
