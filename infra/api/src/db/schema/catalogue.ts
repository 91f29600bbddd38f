import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables of migrations/0100_catalogue.sql and 0101_catalogue_search.sql, for areas that write the
 * catalogue with Drizzle (host wizard, bookings, reviews). Discovery reads use parameterised SQL
 * in src/repositories/catalogue*.ts. Generated columns (has_food, has_drinks, has_equipments,
 * language_mask) are maintained by PostgreSQL and left out on purpose: never write them.
 * After changing reviews call `catalogueRepository(sql).refreshRatings([experienceId])`.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
export type Bilingual = { en: string; ar: string };

export const experienceCategories = pgTable('experience_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull().default('#0E7C66'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** normaliseSearch(`${nameEn} ${nameAr}`) from services/catalogue-text */
  searchText: text('search_text').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  regionId: integer('region_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  searchText: text('search_text').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: integer('population').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const activities = pgTable('activities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const holidays = pgTable('holidays', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const experiences = pgTable('experiences', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  hostId: integer('host_id').notNull(),
  /** 1 draft, 2 pending, 3 rejected, 4 resubmit, 5 approved, 6 pause */
  statusId: smallint('status_id').notNull().default(1),
  /** 1 atHost, 2 atGuest, 3 online */
  typeId: smallint('type_id').notNull(),
  categoryId: integer('category_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  keywordsEn: text('keywords_en').array().notNull().default([]),
  keywordsAr: text('keywords_ar').array().notNull().default([]),
  languages: text('languages').array().notNull().default(['en']),
  imagePaths: text('image_paths').array().notNull().default([]),
  /** normaliseSearch of names, keywords, category and city in both languages */
  searchText: text('search_text').notNull().default(''),
  cityId: integer('city_id'),
  servedCityIds: integer('served_city_ids').array().notNull().default([]),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  locationEn: text('location_en'),
  locationAr: text('location_ar'),
  hostLocation: jsonb('host_location').$type<{
    isMeetingLocationDifferentFromEvent: boolean;
    meetingLocationName: Bilingual | null;
    meetingLocationLatitude: number | null;
    meetingLocationLongitude: number | null;
    vehicleType: Bilingual | null;
  } | null>(),
  onlineSetup: jsonb('online_setup').$type<Record<string, unknown> | null>(),
  travelRegionIds: integer('travel_region_ids').array().notNull().default([]),
  travelCost: money('travel_cost').notNull().default(0),
  durationMinutes: integer('duration_minutes').notNull().default(60),
  guestArrivalBeforeMinutes: integer('guest_arrival_before_minutes').notNull().default(0),
  weekdayMask: smallint('weekday_mask').notNull().default(127),
  advanceBookingDays: integer('advance_booking_days').notNull().default(30),
  activityLevel: smallint('activity_level').notNull().default(1),
  activityIds: integer('activity_ids').array(),
  preparation: jsonb('preparation').$type<Bilingual | null>(),
  specialSkill: jsonb('special_skill').$type<Bilingual | null>(),
  guestBring: jsonb('guest_bring').$type<Bilingual | null>(),
  thirdpartyPermit: jsonb('thirdparty_permit').$type<Bilingual | null>(),
  additionalRequirements: jsonb('additional_requirements').$type<Bilingual | null>(),
  isAccessible: boolean('is_accessible').notNull().default(false),
  includedFood: text('included_food').array().notNull().default([]),
  includedDrinks: text('included_drinks').array().notNull().default([]),
  includedEquipments: jsonb('included_equipments').$type<Bilingual[]>().notNull().default([]),
  guestMinAge: smallint('guest_min_age').notNull().default(2),
  guestUnder2Allowed: boolean('guest_under2_allowed').notNull().default(true),
  guestIsMale: boolean('guest_is_male').notNull().default(true),
  guestIsFemale: boolean('guest_is_female').notNull().default(true),
  capacityMin: integer('capacity_min'),
  capacityMax: integer('capacity_max'),
  privateEnabled: boolean('private_enabled').notNull().default(false),
  privateCapacityMin: integer('private_capacity_min'),
  privateCapacityMax: integer('private_capacity_max'),
  instantBooking: boolean('instant_booking').notNull().default(false),
  price: money('price').notNull(),
  privatePrice: money('private_price'),
  additionalGuestCost: money('additional_guest_cost'),
  /** price × SERVICE_FEE_MULTIPLIER (services/pricing finalPriceOf) */
  finalPrice: money('final_price').notNull(),
  privateFinalPrice: money('private_final_price'),
  providesTransportation: boolean('provides_transportation').notNull().default(false),
  transportationIncluded: boolean('transportation_included').notNull().default(true),
  transportationFees: money('transportation_fees').notNull().default(0),
  discounts: jsonb('discounts')
    .$type<{ id: number; type: 'percentage' | 'fixed'; value: number; groupSizeMin: number; groupSizeMax: number }[]>()
    .notNull()
    .default([]),
  hasDiscounts: boolean('has_discounts').notNull().default(false),
  cancelEventPeriodMinutes: integer('cancel_event_period_minutes').notNull().default(1440),
  guestCutoffMinutes: integer('guest_cutoff_minutes').notNull().default(0),
  /** 1 one day, 2 three days, 3 five days */
  cancellationPolicy: smallint('cancellation_policy').notNull().default(3),
  generateQr: boolean('generate_qr').notNull().default(true),
  securityStamp: uuid('security_stamp').notNull().defaultRandom(),
  ratingsCount: integer('ratings_count').notNull().default(0),
  ratingsSum: integer('ratings_sum').notNull().default(0),
  ratingsAverage: numeric('ratings_average', { precision: 3, scale: 2, mode: 'number' }),
  ratingStatus: smallint('rating_status').notNull().default(4),
  isPopular: boolean('is_popular').notNull().default(false),
  rankScore: integer('rank_score').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ExperienceRecord = typeof experiences.$inferSelect;

export const experienceImages = pgTable('experience_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  fileId: text('file_id').notNull(),
  relativePath: text('relative_path').notNull(),
  contentType: text('content_type').notNull().default('image/webp'),
  sizeBytes: integer('size_bytes').notNull().default(0),
});

export const experienceTimeSlots = pgTable('experience_time_slots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  startTime: time('start_time').notNull(),
  customNameEn: text('custom_name_en'),
  customNameAr: text('custom_name_ar'),
});

export const experienceHolidays = pgTable(
  'experience_holidays',
  { experienceId: integer('experience_id').notNull(), holidayId: integer('holiday_id').notNull() },
  (t) => [primaryKey({ columns: [t.experienceId, t.holidayId] })],
);

/** Seats taken per day (bookings add to it; a private booking takes the whole day). */
export const experienceSeats = pgTable(
  'experience_seats',
  {
    experienceId: integer('experience_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    guestsBooked: integer('guests_booked').notNull().default(0),
    privateBooked: boolean('private_booked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.day] })],
);

export const experienceAddOns = pgTable('experience_add_ons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  qty: integer('qty').notNull().default(1),
  price: money('price').notNull(),
  deliveryEn: text('delivery_en'),
  deliveryAr: text('delivery_ar'),
  imagePath: text('image_path'),
});

export const experienceAgendaEntries = pgTable('experience_agenda_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  topicEn: text('topic_en'),
  topicAr: text('topic_ar'),
  durationMinutes: integer('duration_minutes').notNull(),
  imagePath: text('image_path'),
});

export const experienceCoHosts = pgTable('experience_co_hosts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  roleEn: text('role_en'),
  roleAr: text('role_ar'),
  email: text('email'),
  imagePath: text('image_path'),
});

export const experienceReviews = pgTable('experience_reviews', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  userId: integer('user_id').notNull(),
  rate: smallint('rate').notNull(),
  comment: text('comment').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const experienceQuestions = pgTable('experience_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  experienceId: integer('experience_id').notNull(),
  userId: integer('user_id').notNull(),
  question: text('question').notNull(),
  answer: text('answer'),
  answeredAt: ts('answered_at'),
  /** 1 visible, 2 hidden */
  statusId: smallint('status_id').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const favouriteNames = pgTable('favourite_names', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const favourites = pgTable('favourites', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  experienceId: integer('experience_id').notNull(),
  favouriteNameId: bigint('favourite_name_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
