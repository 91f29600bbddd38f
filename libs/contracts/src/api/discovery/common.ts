import * as z from 'zod/mini';
import { experienceLanguages } from '@tajriba/contracts/constants';

/**
 * Shared pieces of the discovery API (spec guest §3, host §3). Ids of experiences, categories,
 * cities, regions, reviews and questions are numbers; favourite ids are numeric strings because
 * the spec says AddFavouriteExperience returns "the new id as a string" and the UI sends it back.
 */

export const experienceTypeNameSchema = z.enum(['atHost', 'atGuest', 'online']);
export type ExperienceTypeName = z.infer<typeof experienceTypeNameSchema>;
export const experienceTypeSchema = z.object({ id: z.int(), name: experienceTypeNameSchema });
export type ExperienceType = z.infer<typeof experienceTypeSchema>;

/** Listing status (host §3 enumerations). Guests only ever see `approved`. */
export const ExperienceStatusId = { draft: 1, pending: 2, rejected: 3, resubmit: 4, approved: 5, pause: 6 } as const;
export const experienceStatusNameSchema = z.enum(['draft', 'pending', 'rejected', 'resubmit', 'approved', 'pause']);

/**
 * Rating badge status (guest §2 "Rating badge"): `guestFavourite` and `top5` show a badge,
 * `new` shows a "new" label, `rated` shows the number. Rule (API README "Rating status"):
 * guestFavourite = average ≥ 4.8 with ≥ 25 reviews; top5 = top 5 % of the category by Bayesian
 * average (with ≥ 10 reviews); new = fewer than 3 reviews or listed within the last 30 days.
 */
export const ratingStatusSchema = z.enum(['guestFavourite', 'top5', 'new', 'rated']);
export type RatingStatus = z.infer<typeof ratingStatusSchema>;

/** Cancellation policy options (24 hours, 3 days, 5 days before). */
export const CancellationPolicyId = { oneDay: 1, threeDays: 2, fiveDays: 3 } as const;
export const cancellationPolicyNameSchema = z.enum(['oneDay', 'threeDays', 'fiveDays']);

export const activityLevelNameSchema = z.enum(['light', 'medium', 'moderate', 'strenuous']);
export const foodSchema = z.enum(['breakfast', 'lunch', 'dinner', 'snacks']);
export const drinkSchema = z.enum(['tea', 'coffee', 'juice', 'soda', 'iceCream']);
export const experienceLanguageSchema = z.enum(experienceLanguages);

export const idNameSchema = z.object({ id: z.int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** Uploaded file metadata (guest §3 "Uploaded document"). `relativePath` is relative to the API base URL. */
export const fileMetaSchema = z.object({
  fileMetaId: z.string(),
  contentType: z.string(),
  relativePath: z.string(),
  sizeInBytes: z.int(),
});
export type FileMeta = z.infer<typeof fileMetaSchema>;

/**
 * Category icon: the `d` attribute of one SVG path drawn on a 24×24 viewBox, filled with
 * `currentColor`. Render: `<svg viewBox="0 0 24 24" aria-hidden><path d={icon} fill="currentColor" fill-rule="evenodd"/></svg>`.
 */
export const categoryIconSchema = z.string();

export const experienceCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  icon: categoryIconSchema,
});
export type ExperienceCategory = z.infer<typeof experienceCategorySchema>;

export const ratingSummarySchema = z.object({
  status: ratingStatusSchema,
  /** average of whole-star rates, 2 decimals; null without reviews */
  rating: z.nullable(z.number()),
  reviewsCount: z.int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Day string `yyyy-MM-dd` (dates are calendar days in the platform time zone, Asia/Riyadh). */
export const dayStringSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'),
  z.refine((d) => {
    // zod runs refinements even after the regex failed, so check the shape again before parsing
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
    const t = Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'validation.invalidDate'),
);

/** Query helpers: query strings carry text, so booleans and numbers are coerced; repeated keys give arrays. */
export const queryBool = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === 'True' || v === '1'),
);
// zod/mini has no `z.preprocess`: this is the same transform-then-schema pipe. The outer optional
// keeps the key optional in `z.input` (preprocess took its optionality from the inner schema);
// an absent key gives undefined either way.
export const queryArray = <T extends z.core.SomeType>(item: T) =>
  z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v])),
      z.optional(z.array(item)),
    ),
  );
export const queryInt = z.coerce.number().check(z.int());
/** Ids in query strings fit PostgreSQL integer columns. */
export const queryId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2147483647));
/** 1-based page numbers (bounded so offsets stay sane). */
export const queryPage = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000));
export const queryNumber = z.coerce.number();

/** `{id}` path parameter of experiences, hosts and questions. */
export const numericIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2147483647)) });
