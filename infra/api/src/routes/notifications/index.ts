import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HubMethods, notificationPageQuerySchema, notificationsResponseSchema, numericIdParamsSchema } from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { HubError } from '../../realtime';
import { notificationResource } from '../../services/notifications';

/** `/api/Notifications/*` (guest spec §7): the caller's notifications, newest first. */
const notificationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = fastify.notifications;
  const tags = ['notifications'];
  const base = '/api/Notifications';

  app.get(
    `${base}/CurrentUserList`,
    { config: { access: Access.signedIn() }, schema: { tags, summary: 'Newest first (PageSize 10 for the bell); unreadCount for the red dot', querystring: notificationPageQuerySchema, response: { 200: notificationsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total, unread } = await svc.list(currentUser(request).id, PageNumber, PageSize, requestLang(request));
      return { ...paged(items, PageNumber, PageSize, total), unreadCount: unread };
    },
  );

  app.post(
    `${base}/CurrentUserMarkAllRead`,
    { config: { access: Access.signedIn() }, schema: { tags, summary: 'Mark every notification read', response: emptyResponse() } },
    async (request) => {
      await svc.markAllRead(currentUser(request).id);
      return ok(null);
    },
  );

  app.post(
    `${base}/CurrentUserMarkRead/:id`,
    { config: { access: Access.owner(notificationResource) }, schema: { tags, summary: 'Mark one notification read', params: numericIdParamsSchema, response: emptyResponse() } },
    async (request) => {
      await svc.markRead(currentUser(request).id, request.params.id);
      return ok(null);
    },
  );

  // Catch-up after a reconnect: `connection.invoke('NotificationsSince', lastId, 'ar' | 'en')`.
  fastify.hubs.method('notifications', HubMethods.notificationsSince, async (ctx, afterId, lang) => {
    if (typeof afterId !== 'number' || !Number.isSafeInteger(afterId) || afterId < 0) throw new HubError('afterId must be a notification id (0 for all).');
    return svc.since(ctx.user.id, afterId, lang === 'ar' ? 'ar' : 'en-US');
  });
};
export default notificationsRoutes;
