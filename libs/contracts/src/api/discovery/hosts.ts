import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
import { envelope } from '../../common/envelope';
import { queryInt, ratingSummarySchema } from './common';
import { hostIdSchema } from './experience';

/** GET /api/Home/HostInfo/{id}: the public host profile. Their experiences: ExperiencesList?HostsIds={id}. */
export const hostInfoSchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.nullable(z.string()),
  about: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  languages: z.nullable(z.string()),
  /**
   * The language about, profession and languages are written in: the page's own when the host
   * wrote them in it, otherwise the one they did write (the page marks that text); null without any.
   */
  textLanguage: z.nullable(z.enum(['en', 'ar'])),
  cityName: z.nullable(z.string()),
  joinedDate: z.string(),
  isIdentityVerified: z.boolean(),
  experiencesCount: z.int(),
  ratingSummary: ratingSummarySchema,
});
export type HostInfo = z.infer<typeof hostInfoSchema>;
export const hostInfoResponseSchema = envelope(hostInfoSchema);

/** GET /api/Home/TopHosts?Limit= : hosts ranked by Bayesian average rating (≥ 1 approved experience). */
export const topHostsQuerySchema = z.object({ Limit: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 10) });
export const topHostSchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.nullable(z.string()),
  cityName: z.nullable(z.string()),
  experiencesCount: z.int(),
  ratingSummary: ratingSummarySchema,
  /** a cover image from one of the host's experiences */
  coverImagePath: z.nullable(z.string()),
});
export type TopHost = z.infer<typeof topHostSchema>;
export const topHostsResponseSchema = envelope(z.array(topHostSchema));
