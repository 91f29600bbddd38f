import * as z from 'zod/mini';

/** Reference lists under `GET /api/Utilities/*`; names are in the Accept-Language language. */
export const systemLanguageSchema = z.object({ id: z.int(), code: z.string(), name: z.string(), nativeName: z.string() });
export const userLanguageSchema = z.object({ id: z.int(), code: z.string(), name: z.string() });
export const currencySchema = z.object({ id: z.int(), code: z.string(), name: z.string(), symbol: z.string() });
export const genderSchema = z.object({ id: z.int(), name: z.string(), isMale: z.boolean() });
export const identityTypeSchema = z.object({ id: z.int(), key: z.string(), name: z.string(), saudiOnly: z.boolean() });
/** 418 entries, ids 0–417 (host spec: hostTimeZone {id, displayName, baseUtcOffset}). */
export const timeZoneSchema = z.object({
  id: z.int(),
  ianaId: z.string(),
  displayName: z.string(),
  /** `+03:00` style standard offset (no daylight saving). */
  baseUtcOffset: z.string(),
});
export const workTypeSchema = z.object({ id: z.int(), key: z.string(), name: z.string() });
export const countrySchema = z.object({ id: z.int(), name: z.string(), code2: z.string(), code3: z.string() });

/** Identity types (§3): the first two and `Saudi` are Saudi-only. */
export const IdentityTypeId = { NationalID: 1, DriverLicense: 2, ResidencePermit: 3, Passport: 4, Saudi: 5 } as const;
/** Host work types (host spec: company or freelancer). */
export const WorkTypeId = { Company: 1, Freelancer: 2 } as const;
