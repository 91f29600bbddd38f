import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { queryInt, queryPage } from './common';
import { experienceCardSchema } from './experience';

/** Favourite and favourite-list ids are numeric strings (AddFavouriteExperience returns a string). */
export const favouriteIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'validation.invalidValue');

/** A named wishlist (FavouriteNames). */
export const favouriteNameSchema = z.object({
  id: favouriteIdSchema,
  name: z.string(),
  experiencesCount: z.number().int(),
  coverImagePath: z.string().nullable(),
  creationDate: z.string(),
});
export type FavouriteName = z.infer<typeof favouriteNameSchema>;
/** GET /api/Manage/FavouriteNames → data: lists (newest first). */
export const favouriteNamesResponseSchema = envelope(z.array(favouriteNameSchema));
/** POST /api/Manage/FavouriteNames { name } → data: new list id. Names 2–50 characters, unique per user. */
export const createFavouriteNameBodySchema = z.object({
  name: z.string().trim().min(2, 'validation.min2').max(50, 'validation.max50'),
});
export const createFavouriteNameResponseSchema = envelope(favouriteIdSchema);

/** GET /api/Manage/FavouriteExperiences?PageNumber=&PageSize=&FavouriteNameId= */
export const favouriteExperiencesQuerySchema = z.object({
  PageNumber: queryPage.default(1),
  PageSize: queryInt.min(1).max(50).default(20),
  FavouriteNameId: favouriteIdSchema.optional(),
});
export type FavouriteExperiencesQuery = z.input<typeof favouriteExperiencesQuerySchema>;
export const favouriteExperienceSchema = z.object({
  id: favouriteIdSchema,
  favouriteNameId: favouriteIdSchema.nullable(),
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
  experienceId: z.coerce.number().int().min(1).max(2147483647),
  favouriteNameId: favouriteIdSchema.nullish(),
});
export type AddFavouriteBody = z.input<typeof addFavouriteBodySchema>;
export const addFavouriteResponseSchema = envelope(favouriteIdSchema);

/** PUT /api/Manage/MoveFavouriteExperience/{favouriteId} { favouriteNameId | null } → data: null. */
export const moveFavouriteBodySchema = z.object({ favouriteNameId: favouriteIdSchema.nullable() });
export type MoveFavouriteBody = z.input<typeof moveFavouriteBodySchema>;

/** DELETE /api/Manage/RemoveFavouriteExperience/{favouriteId} → data: null (own favourites only). */
export const favouriteIdParamsSchema = z.object({ id: favouriteIdSchema });
