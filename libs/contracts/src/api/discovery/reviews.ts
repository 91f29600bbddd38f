import { z } from 'zod';
import { envelope } from '../../common/envelope';
import { queryInt, queryPage, ratingSummarySchema } from './common';

/** Review (guest §3): whole-star `rate` 1–5; the reviewer's display name and avatar. */
export const reviewSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), avatarPath: z.string().nullable() }),
  creationDate: z.string(),
  comment: z.string(),
  rate: z.number().int().min(1).max(5),
});
export type Review = z.infer<typeof reviewSchema>;

/** Review with the experience it is about (host reviews). */
export const hostReviewSchema = reviewSchema.extend({
  experience: z.object({ id: z.number().int(), name: z.string() }),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

/** PageNumber (1-based) and PageSize (default 50, the reviews modal's page size). */
export const reviewsQuerySchema = z.object({
  PageNumber: queryPage.default(1),
  PageSize: queryInt.min(1).max(100).default(50),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** count of reviews per whole star, 5 down to 1 */
export const ratingBreakdownSchema = z.array(z.object({ rate: z.number().int(), count: z.number().int() }));

/**
 * GET /api/Home/ExperienceRatings/{id} → { data: reviews (newest first), totalRecords,
 * pageNumber, totalPages, summary: { status, rating, reviewsCount }, breakdown }.
 */
export const ratingsResponseSchema = envelope(z.array(reviewSchema)).extend({
  totalRecords: z.number().int(),
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  summary: ratingSummarySchema,
  breakdown: ratingBreakdownSchema,
});
export type RatingsResponse = z.infer<typeof ratingsResponseSchema>;

/** GET /api/Home/HostReviews/{hostId}: the same paging, over all the host's experiences. */
export const hostReviewsResponseSchema = envelope(z.array(hostReviewSchema)).extend({
  totalRecords: z.number().int(),
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  summary: ratingSummarySchema,
});
export type HostReviewsResponse = z.infer<typeof hostReviewsResponseSchema>;
