import { z } from 'zod';
import { envelope } from '../../common/envelope';
import { queryInt, ratingSummarySchema } from './common';
import { hostIdSchema } from './experience';

/** GET /api/Home/HostInfo/{id}: the public host profile. Their experiences: ExperiencesList?HostsIds={id}. */
export const hostInfoSchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.string().nullable(),
  about: z.string().nullable(),
  profession: z.string().nullable(),
  languages: z.string().nullable(),
  cityName: z.string().nullable(),
  joinedDate: z.string(),
  isIdentityVerified: z.boolean(),
  experiencesCount: z.number().int(),
  ratingSummary: ratingSummarySchema,
});
export type HostInfo = z.infer<typeof hostInfoSchema>;
export const hostInfoResponseSchema = envelope(hostInfoSchema);

/** GET /api/Home/TopHosts?Limit= : hosts ranked by Bayesian average rating (≥ 1 approved experience). */
export const topHostsQuerySchema = z.object({ Limit: queryInt.min(1).max(50).default(10) });
export const topHostSchema = z.object({
  id: hostIdSchema,
  name: z.string(),
  avatarPath: z.string().nullable(),
  cityName: z.string().nullable(),
  experiencesCount: z.number().int(),
  ratingSummary: ratingSummarySchema,
  /** a cover image from one of the host's experiences */
  coverImagePath: z.string().nullable(),
});
export type TopHost = z.infer<typeof topHostSchema>;
export const topHostsResponseSchema = envelope(z.array(topHostSchema));
