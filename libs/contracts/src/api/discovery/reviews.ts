import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
import { pagedEnvelope } from '../../common/envelope';
import { queryInt, queryPage, ratingSummarySchema } from './common';

/** Review (guest §3): whole-star `rate` 1–5; the reviewer's display name and avatar. */
export const reviewSchema = z.object({
  id: z.int(),
  user: z.object({ id: z.int(), name: z.string(), avatarPath: z.nullable(z.string()) }),
  creationDate: z.string(),
  comment: z.string(),
  rate: z.int().check(z.minimum(1), z.maximum(5)),
});
export type Review = z.infer<typeof reviewSchema>;

/** Review with the experience it is about (host reviews). */
export const hostReviewSchema = z.extend(reviewSchema, {
  experience: z.object({ id: z.int(), name: z.string() }),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

/** PageNumber (1-based) and PageSize (default 50, the reviews modal's page size). */
export const reviewsQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: withDefault(queryInt.check(z.minimum(1), z.maximum(100)), 50),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** count of reviews per whole star, 5 down to 1 */
export const ratingBreakdownSchema = z.array(z.object({ rate: z.int(), count: z.int() }));

/**
 * GET /api/Home/ExperienceRatings/{id} → { data: reviews (newest first), totalRecords,
 * pageNumber, totalPages, summary: { status, rating, reviewsCount }, breakdown }.
 */
export const ratingsResponseSchema = z.extend(pagedEnvelope(reviewSchema), {
  // always sent here (the modal's "N reviews"); optional in the shared paged envelope
  totalRecords: z.int(),
  summary: ratingSummarySchema,
  breakdown: ratingBreakdownSchema,
});
export type RatingsResponse = z.infer<typeof ratingsResponseSchema>;

/** GET /api/Home/HostReviews/{hostId}: the same paging, over all the host's experiences. */
export const hostReviewsResponseSchema = z.extend(pagedEnvelope(hostReviewSchema), {
  totalRecords: z.int(),
  summary: ratingSummarySchema,
});
export type HostReviewsResponse = z.infer<typeof hostReviewsResponseSchema>;
