import { z } from 'zod';
import { cursorEnvelope, envelope, pagedEnvelope } from '../../common/envelope';
import {
  dayStringSchema,
  experienceCategorySchema,
  experienceLanguageSchema,
  experienceTypeSchema,
  idNameSchema,
  queryArray,
  queryBool,
  queryId,
  queryInt,
  queryNumber,
  queryPage,
  ratingStatusSchema,
} from './common';
import { experienceCardSchema } from './experience';

// ---- reference lists ----

/** GET /api/Home/ExperiencesCategories → data: categories (active only, ordered for the strip). */
export const categoriesResponseSchema = envelope(z.array(experienceCategorySchema));

/** GET /api/Home/CitiesSearch?Text=&Limit= (Arabic or English, accents and tashkeel ignored, typo-tolerant). */
export const citySearchQuerySchema = z.object({
  Text: z.string().max(100).optional(),
  Limit: queryInt.min(1).max(50).default(10),
});
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>;
export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  regionId: z.number().int(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** approved experiences held in or covering this city */
  experiencesCount: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
export const citiesResponseSchema = envelope(z.array(citySchema));

/**
 * GET /api/Home/RegionsSearch?Text=&Limit= — the search bar's location list: cities (kind `city`)
 * and regions (kind `region`) matching the text. Choosing a city sets `cityid` + `cityname` in the
 * URL; choosing a region sets `cityname` to the region name (matches all its cities).
 * Also the atGuest coverage regions (isActive).
 */
export const regionSearchQuerySchema = z.object({
  Text: z.string().max(100).optional(),
  Limit: queryInt.min(1).max(50).default(10),
  isActive: queryBool.optional(),
});
export type RegionSearchQuery = z.input<typeof regionSearchQuerySchema>;
export const regionSearchItemSchema = z.object({
  kind: z.enum(['city', 'region']),
  /** city id for kind city, region id for kind region */
  id: z.number().int(),
  name: z.string(),
  /** for a city: its region; for a region: the country ("Saudi Arabia") */
  parentName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cityId: z.number().int().nullable(),
  regionId: z.number().int(),
});
export type RegionSearchItem = z.infer<typeof regionSearchItemSchema>;
export const regionsResponseSchema = envelope(z.array(regionSearchItemSchema));

/** GET /api/Activities?IsActive=true → data.data: [{ id, name }] (the spec's double data). */
export const activitiesQuerySchema = z.object({ IsActive: queryBool.optional() });
export const activitiesResponseSchema = envelope(z.object({ data: z.array(idNameSchema) }));

// ---- search ----

export const sortBySchema = z.enum(['recommended', 'priceAsc', 'priceDesc', 'rating', 'newest']);
export type SortBy = z.infer<typeof sortBySchema>;

/**
 * Every filter of guest §3 "Search filter parameters". Arrays use repeated keys
 * (`Types=1&Types=3`). Booleans are `true`/`false`; a filter that is false or absent does not
 * narrow (e.g. IncludeFood=false means "don't care"). Semantics (API README "Search"):
 * - Title: text in the name, keywords, category or city, either language, accents ignored
 * - CityId / CityName: held in that city (atHost), or covering it (atGuest); CityName also matches a region name
 * - RateMin/RateMax: average rating bounds (1–5); PriceMin/PriceMax: bounds of finalPrice (SAR)
 * - IsCancellationPolicyDay/DayThree/DayFive: any of the checked policies
 * - GuestMinimumAge: experiences that accept a guest of that age; applies only when ≥ 2
 * - GuestIsMale / GuestIsFemale: experiences open to that gender
 * - Date + AdultsQTY + ChildrenQTY (+ IsPrivateEvent): bookable on that day for that many guests
 * - IsPrivateEvent: offers private bookings (with Date: private capacity free that day)
 * Paging: `After` (opaque cursor from the previous page) or `Page` (1-based); `Size` default 20.
 */
export const experiencesFilterSchema = z.object({
  Types: queryArray(queryInt.min(1).max(3)),
  CateIds: queryArray(queryId),
  HostsIds: queryArray(queryId),
  RateMin: queryNumber.min(0).max(5).optional(),
  RateMax: queryNumber.min(0).max(5).optional(),
  Languages: queryArray(experienceLanguageSchema),
  Title: z.string().trim().max(100).optional(),
  CityName: z.string().trim().max(100).optional(),
  CityId: queryId.optional(),
  IsPopular: queryBool.optional(),
  IsPrivateEvent: queryBool.optional(),
  PriceMin: queryNumber.min(0).optional(),
  PriceMax: queryNumber.min(0).optional(),
  TransportationFeesIncluded: queryBool.optional(),
  HasDiscounts: queryBool.optional(),
  IncludeFood: queryBool.optional(),
  IncludeDrinks: queryBool.optional(),
  IncludeEquipments: queryBool.optional(),
  IsCancellationPolicyDay: queryBool.optional(),
  IsCancellationPolicyDayThree: queryBool.optional(),
  IsCancellationPolicyDayFive: queryBool.optional(),
  InstantBooking: queryBool.optional(),
  GuestMinimumAge: queryInt.min(0).max(100).optional(),
  GuestCanBringUnder2YearsOld: queryBool.optional(),
  IsAccessible: queryBool.optional(),
  GuestIsMale: queryBool.optional(),
  GuestIsFemale: queryBool.optional(),
  Date: dayStringSchema.optional(),
  AdultsQTY: queryInt.min(1).max(1000).optional(),
  ChildrenQTY: queryInt.min(0).max(1000).optional(),
});
export type ExperiencesFilter = z.output<typeof experiencesFilterSchema>;

export const experiencesListQuerySchema = experiencesFilterSchema.extend({
  Size: queryInt.min(1).max(50).default(20),
  Page: queryInt.min(1).max(10000).optional(),
  After: z.string().max(200).optional(),
  SortBy: sortBySchema.default('recommended'),
});
export type ExperiencesListQuery = z.input<typeof experiencesListQuerySchema>;
export type ExperiencesListParams = z.output<typeof experiencesListQuerySchema>;

/**
 * GET /api/Home/ExperiencesList → { data: cards, total, after (null on the last page), totalCapped }.
 * `total` is exact up to 1,000 matches; beyond that it is 1,000 and `totalCapped` is true (show "1,000+").
 */
export const experiencesListResponseSchema = cursorEnvelope(experienceCardSchema).extend({ totalCapped: z.boolean().default(false) });
export type ExperiencesListResponse = z.infer<typeof experiencesListResponseSchema>;

/**
 * GET /api/Home/ExperiencesMap: the same filters plus the visible bounds. Returns at most `Limit`
 * points (best ranked first) and `total` = all matches in the bounds. Online experiences have no
 * place and never appear on the map; atGuest ones sit at their base city.
 */
export const experiencesMapQuerySchema = experiencesFilterSchema.extend({
  SwLat: queryNumber.min(-90).max(90).optional(),
  SwLng: queryNumber.min(-180).max(180).optional(),
  NeLat: queryNumber.min(-90).max(90).optional(),
  NeLng: queryNumber.min(-180).max(180).optional(),
  Limit: queryInt.min(1).max(2000).default(500),
});
export type ExperiencesMapQuery = z.input<typeof experiencesMapQuerySchema>;
export type ExperiencesMapParams = z.output<typeof experiencesMapQuerySchema>;

export const mapPointSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  finalPrice: z.number(),
  name: z.string(),
  imagePath: z.string().nullable(),
  ratingsAverage: z.number().nullable(),
  ratingsCount: z.number().int(),
  ratingStatus: ratingStatusSchema,
  type: experienceTypeSchema,
  cityName: z.string().nullable(),
  categoryName: z.string(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
export const experiencesMapResponseSchema = envelope(z.array(mapPointSchema)).extend({ total: z.number().int(), totalCapped: z.boolean().default(false) });
export type ExperiencesMapResponse = z.infer<typeof experiencesMapResponseSchema>;

/**
 * GET /api/Home/Page — a paged listing of experiences for home sections:
 * `popular` (popular first), `topRated`, `newest`, `category` (needs CateId), `private`
 * (private bookings offered), `online`. PageSize default 10.
 */
export const homeSectionSchema = z.enum(['popular', 'topRated', 'newest', 'category', 'private', 'online']);
export type HomeSection = z.infer<typeof homeSectionSchema>;
export const homePageQuerySchema = z.object({
  Section: homeSectionSchema.default('popular'),
  CateId: queryId.optional(),
  PageNumber: queryPage.default(1),
  PageSize: queryInt.min(1).max(50).default(10),
});
export type HomePageQuery = z.input<typeof homePageQuerySchema>;
export const homePageResponseSchema = pagedEnvelope(experienceCardSchema);
export type HomePageResponse = z.infer<typeof homePageResponseSchema>;
