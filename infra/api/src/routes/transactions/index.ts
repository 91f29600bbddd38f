import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestTransactionsQuerySchema, guestTransactionsResponseSchema } from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { langSuffix } from '../../services/catalogue';
import { transactionsService } from '../../services/transactions';

/**
 * `GET /api/Orders/CurrentUserTransactions` (issue 13, `/transactions`): the caller's payments and
 * refunds, newest first, paged (PageSize 10 like every booking list, §9). Only the caller's own
 * orders are read: there is no id to name another person's.
 */
const transactionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const transactions = transactionsService({ sql: fastify.sql });
  app.get(
    '/api/Orders/CurrentUserTransactions',
    {
      config: { access: Access.signedIn() },
      schema: { tags: ['orders'], summary: 'The signed-in guest’s payments and refunds, newest first', querystring: guestTransactionsQuerySchema, response: { 200: guestTransactionsResponseSchema } },
    },
    async (r) => {
      const { PageNumber, PageSize } = r.query;
      const { items, total } = await transactions.page(currentUser(r).id, PageNumber, PageSize, langSuffix(requestLang(r)));
      return paged(items, PageNumber, PageSize, total);
    },
  );
};
export default transactionsRoutes;
