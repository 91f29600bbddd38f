import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
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
import { storable } from '../fields';

// ---- reference lists ----

/** GET /api/Home/ExperiencesCategories → data: categories (active only, ordered for the strip). */
export const categoriesResponseSchema = envelope(z.array(experienceCategorySchema));

/** GET /api/Home/CitiesSearch?Text=&Limit= (Arabic or English, accents and tashkeel ignored, typo-tolerant). */
export const citySearchQuerySchema = z.object({
  Text: z.optional(z.string().check(storable(), z.maxLength(100))),
  Limit: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 10),
});
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>;
export const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  regionId: z.int(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** approved experiences held in or covering this city */
  experiencesCount: z.int(),
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
  Text: z.optional(z.string().check(storable(), z.maxLength(100))),
  Limit: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 10),
  isActive: z.optional(queryBool),
});
export type RegionSearchQuery = z.input<typeof regionSearchQuerySchema>;
export const regionSearchItemSchema = z.object({
  kind: z.enum(['city', 'region']),
  /** city id for kind city, region id for kind region */
  id: z.int(),
  name: z.string(),
  /** for a city: its region; for a region: the country ("Saudi Arabia") */
  parentName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cityId: z.nullable(z.int()),
  regionId: z.int(),
});
export type RegionSearchItem = z.infer<typeof regionSearchItemSchema>;
export const regionsResponseSchema = envelope(z.array(regionSearchItemSchema));

/** GET /api/Activities?IsActive=true → data.data: [{ id, name }] (the spec's double data). */
export const activitiesQuerySchema = z.object({ IsActive: z.optional(queryBool) });
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
  Types: queryArray(queryInt.check(z.minimum(1), z.maximum(3))),
  CateIds: queryArray(queryId),
  HostsIds: queryArray(queryId),
  RateMin: z.optional(queryNumber.check(z.minimum(0), z.maximum(5))),
  RateMax: z.optional(queryNumber.check(z.minimum(0), z.maximum(5))),
  Languages: queryArray(experienceLanguageSchema),
  Title: z.optional(z.string().check(storable(), z.trim(), z.maxLength(100))),
  CityName: z.optional(z.string().check(storable(), z.trim(), z.maxLength(100))),
  CityId: z.optional(queryId),
  IsPopular: z.optional(queryBool),
  IsPrivateEvent: z.optional(queryBool),
  PriceMin: z.optional(queryNumber.check(z.minimum(0))),
  PriceMax: z.optional(queryNumber.check(z.minimum(0))),
  TransportationFeesIncluded: z.optional(queryBool),
  HasDiscounts: z.optional(queryBool),
  IncludeFood: z.optional(queryBool),
  IncludeDrinks: z.optional(queryBool),
  IncludeEquipments: z.optional(queryBool),
  IsCancellationPolicyDay: z.optional(queryBool),
  IsCancellationPolicyDayThree: z.optional(queryBool),
  IsCancellationPolicyDayFive: z.optional(queryBool),
  InstantBooking: z.optional(queryBool),
  GuestMinimumAge: z.optional(queryInt.check(z.minimum(0), z.maximum(100))),
  GuestCanBringUnder2YearsOld: z.optional(queryBool),
  IsAccessible: z.optional(queryBool),
  GuestIsMale: z.optional(queryBool),
  GuestIsFemale: z.optional(queryBool),
  Date: z.optional(dayStringSchema),
  AdultsQTY: z.optional(queryInt.check(z.minimum(1), z.maximum(1000))),
  ChildrenQTY: z.optional(queryInt.check(z.minimum(0), z.maximum(1000))),
});
export type ExperiencesFilter = z.output<typeof experiencesFilterSchema>;

export const experiencesListQuerySchema = z.extend(experiencesFilterSchema, {
  Size: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 20),
  Page: z.optional(queryInt.check(z.minimum(1), z.maximum(10000))),
  After: z.optional(z.string().check(z.maxLength(200))),
  SortBy: withDefault(sortBySchema, 'recommended'),
});
export type ExperiencesListQuery = z.input<typeof experiencesListQuerySchema>;
export type ExperiencesListParams = z.output<typeof experiencesListQuerySchema>;

/**
 * GET /api/Home/ExperiencesList → { data: cards, total, after (null on the last page), totalCapped }.
 * `total` is exact up to 1,000 matches; beyond that it is 1,000 and `totalCapped` is true (show "1,000+").
 */
export const experiencesListResponseSchema = z.extend(cursorEnvelope(experienceCardSchema), {
  totalCapped: withDefault(z.boolean(), false),
});
export type ExperiencesListResponse = z.infer<typeof experiencesListResponseSchema>;

/**
 * GET /api/Home/ExperiencesMap: the same filters plus the visible bounds. Returns at most `Limit`
 * points (best ranked first) and `total` = all matches in the bounds. Online experiences have no
 * place and never appear on the map; atGuest ones sit at their base city.
 */
export const experiencesMapQuerySchema = z.extend(experiencesFilterSchema, {
  SwLat: z.optional(queryNumber.check(z.minimum(-90), z.maximum(90))),
  SwLng: z.optional(queryNumber.check(z.minimum(-180), z.maximum(180))),
  NeLat: z.optional(queryNumber.check(z.minimum(-90), z.maximum(90))),
  NeLng: z.optional(queryNumber.check(z.minimum(-180), z.maximum(180))),
  Limit: withDefault(queryInt.check(z.minimum(1), z.maximum(2000)), 500),
});
export type ExperiencesMapQuery = z.input<typeof experiencesMapQuerySchema>;
export type ExperiencesMapParams = z.output<typeof experiencesMapQuerySchema>;

export const mapPointSchema = z.object({
  id: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  finalPrice: z.number(),
  name: z.string(),
  imagePath: z.nullable(z.string()),
  ratingsAverage: z.nullable(z.number()),
  ratingsCount: z.int(),
  ratingStatus: ratingStatusSchema,
  type: experienceTypeSchema,
  cityName: z.nullable(z.string()),
  categoryName: z.string(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
export const experiencesMapResponseSchema = z.extend(envelope(z.array(mapPointSchema)), {
  total: z.int(),
  totalCapped: withDefault(z.boolean(), false),
});
export type ExperiencesMapResponse = z.infer<typeof experiencesMapResponseSchema>;

/**
 * GET /api/Home/Page — a paged listing of experiences for home sections:
 * `popular` (popular first), `topRated`, `newest`, `category` (needs CateId), `private`
 * (private bookings offered), `online`. PageSize default 10.
 */
export const homeSectionSchema = z.enum(['popular', 'topRated', 'newest', 'category', 'private', 'online']);
export type HomeSection = z.infer<typeof homeSectionSchema>;
export const homePageQuerySchema = z.object({
  Section: withDefault(homeSectionSchema, 'popular'),
  CateId: z.optional(queryId),
  PageNumber: withDefault(queryPage, 1),
  PageSize: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 10),
});
export type HomePageQuery = z.input<typeof homePageQuerySchema>;
export const homePageResponseSchema = pagedEnvelope(experienceCardSchema);
export type HomePageResponse = z.infer<typeof homePageResponseSchema>;
