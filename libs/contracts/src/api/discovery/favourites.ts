import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { queryInt, queryPage } from './common';
import { experienceCardSchema } from './experience';
import { storable } from '../fields';

/** Favourite and favourite-list ids are numeric strings (AddFavouriteExperience returns a string). */
export const favouriteIdSchema = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue'));

/** A named wishlist (FavouriteNames). */
export const favouriteNameSchema = z.object({
  id: favouriteIdSchema,
  name: z.string(),
  experiencesCount: z.int(),
  coverImagePath: z.nullable(z.string()),
  creationDate: z.string(),
});
export type FavouriteName = z.infer<typeof favouriteNameSchema>;
/** GET /api/Manage/FavouriteNames → data: lists (newest first). */
export const favouriteNamesResponseSchema = envelope(z.array(favouriteNameSchema));
/** POST /api/Manage/FavouriteNames { name } → data: new list id. Names 2–50 characters, unique per user. */
export const createFavouriteNameBodySchema = z.object({
  name: z.string().check(storable(), z.trim(), z.minLength(2, 'validation.min2'), z.maxLength(50, 'validation.max50')),
});
export const createFavouriteNameResponseSchema = envelope(favouriteIdSchema);

/** GET /api/Manage/FavouriteExperiences?PageNumber=&PageSize=&FavouriteNameId= */
export const favouriteExperiencesQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: withDefault(queryInt.check(z.minimum(1), z.maximum(50)), 20),
  FavouriteNameId: z.optional(favouriteIdSchema),
});
export type FavouriteExperiencesQuery = z.input<typeof favouriteExperiencesQuerySchema>;
export const favouriteExperienceSchema = z.object({
  id: favouriteIdSchema,
  favouriteNameId: z.nullable(favouriteIdSchema),
  creationDate: z.string(),
  experience: experienceCardSchema,
});
export type FavouriteExperience = z.infer<typeof favouriteExperienceSchema>;
export const favouriteExperiencesResponseSchema = pagedEnvelope(favouriteExperienceSchema);

/**
 * POST /api/Manage/AddFavouriteExperience { experienceId, favouriteNameId? } → data: the favourite id
 * as a string. Idempotent: adding an experience already favourited returns the existing id (and
 * moves it to favouriteNameId when one is given).
 */
export const addFavouriteBodySchema = z.object({
  experienceId: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2147483647)),
  favouriteNameId: z.nullish(favouriteIdSchema),
});
export type AddFavouriteBody = z.input<typeof addFavouriteBodySchema>;
export const addFavouriteResponseSchema = envelope(favouriteIdSchema);

/** PUT /api/Manage/MoveFavouriteExperience/{favouriteId} { favouriteNameId | null } → data: null. */
export const moveFavouriteBodySchema = z.object({ favouriteNameId: z.nullable(favouriteIdSchema) });
export type MoveFavouriteBody = z.input<typeof moveFavouriteBodySchema>;

/** DELETE /api/Manage/RemoveFavouriteExperience/{favouriteId} → data: null (own favourites only). */
export const favouriteIdParamsSchema = z.object({ id: favouriteIdSchema });
