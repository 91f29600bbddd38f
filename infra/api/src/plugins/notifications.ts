import fp from 'fastify-plugin';
import { HubEvents } from '@tajriba/contracts';
import { notificationsService, type Notify } from '../services/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `await fastify.notify(userId, 'bookingPaid', { bookingId, experienceName, as: 'guest' })`:
     * stores a notification, pushes it live (`ReceiveNotification`) and e-mails it per the user's
     * settings. For any area (payments, verification, questions); see the API README.
     */
    notify: Notify;
    notifications: ReturnType<typeof notificationsService>;
  }
}

export default fp(
  async (fastify) => {
    const service = notificationsService({
      sql: fastify.sql,
      clock: fastify.clock,
      siteUrl: fastify.config.siteUrl,
      log: fastify.log,
      push: (userId, notification) => fastify.hubs.sendToUsers('notifications', [userId], HubEvents.notification, [notification]),
      mail: (m) => fastify.outbox.send({ channel: 'email', ...m }),
    });
    fastify.decorate('notifications', service);
    fastify.decorate('notify', service.notify);
  },
  { name: 'notifications', dependencies: ['core', 'db', 'outbox', 'realtime'] },
);
