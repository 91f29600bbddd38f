import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addFavouriteBodySchema,
  addFavouriteResponseSchema,
  createFavouriteNameBodySchema,
  createFavouriteNameResponseSchema,
  favouriteExperiencesQuerySchema,
  favouriteExperiencesResponseSchema,
  favouriteIdParamsSchema,
  favouriteNamesResponseSchema,
  moveFavouriteBodySchema,
} from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { langSuffix } from '../../services/catalogue';
import { favouriteListResource, favouriteResource, favouritesService } from '../../services/favourites';

/** Manage favourites (spec guest §7 Account): signed-in only, own data only. */
const favouritesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const favourites = favouritesService({ sql: fastify.sql, clock: fastify.clock });
  const tags = ['favourites'];
  // Signed-in only, own data only: lists and saved experiences named by id must be the caller's.
  const signedIn = { access: Access.signedIn() };

  app.get('/api/Manage/FavouriteNames', { config: signedIn, schema: { tags, response: { 200: favouriteNamesResponseSchema } } }, async (request) =>
    ok(await favourites.names(currentUser(request).id)),
  );

  app.post(
    '/api/Manage/FavouriteNames',
    { config: signedIn, schema: { tags, body: createFavouriteNameBodySchema, response: { 200: createFavouriteNameResponseSchema } } },
    async (request) => ok(await favourites.createName(currentUser(request).id, request.body.name)),
  );

  // Rename takes the same body and rules as a new list. Delete keeps the list's experiences saved
  // (without a list), so hearts on cards never change under the guest.
  const ownList = { access: Access.owner(favouriteListResource) };
  app.put(
    '/api/Manage/FavouriteNames/:id',
    { config: ownList, schema: { tags, summary: 'Rename a list (2–50 characters, unique per user)', params: favouriteIdParamsSchema, body: createFavouriteNameBodySchema, response: emptyResponse() } },
    async (request) => {
      await favourites.renameName(currentUser(request).id, request.params.id, request.body.name);
      return ok(null);
    },
  );
  app.delete(
    '/api/Manage/FavouriteNames/:id',
    { config: ownList, schema: { tags, summary: 'Delete a list; its experiences stay saved, without a list', params: favouriteIdParamsSchema, response: emptyResponse() } },
    async (request) => {
      await favourites.deleteName(currentUser(request).id, request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/api/Manage/FavouriteExperiences',
    { config: { access: Access.owner(favouriteListResource, { from: { in: 'query', key: 'FavouriteNameId' } }) }, schema: { tags, querystring: favouriteExperiencesQuerySchema, response: { 200: favouriteExperiencesResponseSchema } } },
    async (request) => {
      const q = request.query;
      const { items, total } = await favourites.page(currentUser(request).id, q.FavouriteNameId, q.PageNumber, q.PageSize, langSuffix(requestLang(request)));
      return paged(items, q.PageNumber, q.PageSize, total);
    },
  );

  app.post(
    '/api/Manage/AddFavouriteExperience',
    { config: signedIn, schema: { tags, body: addFavouriteBodySchema, response: { 200: addFavouriteResponseSchema } } },
    async (request) => ok(await favourites.add(currentUser(request).id, request.body.experienceId, request.body.favouriteNameId)),
  );

  app.put(
    '/api/Manage/MoveFavouriteExperience/:id',
    { config: { access: Access.owner(favouriteResource) }, schema: { tags, params: favouriteIdParamsSchema, body: moveFavouriteBodySchema, response: emptyResponse() } },
    async (request) => {
      await favourites.move(currentUser(request).id, request.params.id, request.body.favouriteNameId);
      return ok(null);
    },
  );

  app.delete(
    '/api/Manage/RemoveFavouriteExperience/:id',
    { config: { access: Access.owner(favouriteResource) }, schema: { tags, params: favouriteIdParamsSchema, response: emptyResponse() } },
    async (request) => {
      await favourites.remove(currentUser(request).id, request.params.id);
      return ok(null);
    },
  );
};
export default favouritesRoutes;
