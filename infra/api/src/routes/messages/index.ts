import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HubMethods,
  activeStatusResponseSchema,
  chatMessagesResponseSchema,
  chatPageQuerySchema,
  chatListQuerySchema,
  chatWithResponseSchema,
  chatsResponseSchema,
  markChatReadResponseSchema,
  newMessageResponseSchema,
  numericIdParamsSchema,
  replyResponseSchema,
  sendMessageBodySchema,
  unreadChatsCountResponseSchema,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { RateKey } from '../../lib/rate-keys';
import { RateRules } from '../../plugins/rate-limit';
import { HubError } from '../../realtime';
import { messagingService } from '../../services/messaging';

/**
 * `/api/Messages/*` (guest spec §7 Messages). Every call is the signed-in user's own: a chat is
 * readable and writable by its two people only (404 for anyone else, as if it did not exist).
 */
const messagesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const messaging = messagingService({
    sql: fastify.sql,
    clock: fastify.clock,
    log: fastify.log,
    notify: fastify.notify,
    push: (userIds, target, args) => fastify.hubs.sendToUsers('chat', userIds, target, args),
  });
  const tags = ['messages'];
  const base = '/api/Messages';
  const signedIn = { access: Access.signedIn() };

  app.get(
    `${base}/CurrentUserChats`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The caller’s chats, latest activity first (pages of 50); Search: only chats whose other person or a message contains the text, with the newest matching message',
        querystring: chatListQuerySchema,
        response: { 200: chatsResponseSchema },
      },
    },
    async (request) => {
      const { PageNumber, PageSize, Search } = request.query;
      const { items, total } = await messaging.chats(currentUser(request).id, PageNumber, PageSize, Search || null);
      return paged(items, PageNumber, PageSize, total);
    },
  );

  app.get(
    `${base}/CurrentUserUnreadChatsCount`,
    { config: signedIn, schema: { tags, summary: 'How many chats have a message to the caller not read yet', response: { 200: unreadChatsCountResponseSchema } } },
    async (request) => ok(await messaging.unreadChats(currentUser(request).id)),
  );

  app.get(
    `${base}/CurrentUser/:id`,
    {
      config: signedIn,
      schema: { tags, summary: 'Messages of a chat, newest first (pages of 50; later pages go back in history)', params: numericIdParamsSchema, querystring: chatPageQuerySchema, response: { 200: chatMessagesResponseSchema } },
    },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total } = await messaging.messages(currentUser(request).id, request.params.id, PageNumber, PageSize);
      return paged(items, PageNumber, PageSize, total);
    },
  );

  app.get(
    `${base}/FromUserActiveStatus/:id`,
    { config: signedIn, schema: { tags, summary: 'Online status of someone the caller shares a chat with (active within 5 minutes)', params: numericIdParamsSchema, response: { 200: activeStatusResponseSchema } } },
    async (request) => ok(await messaging.activeStatus(currentUser(request).id, request.params.id)),
  );

  app.get(
    `${base}/CurrentUserChatWith/:id`,
    {
      config: signedIn,
      schema: { tags, summary: 'Who a first message would go to (a host from an experience or booking), and the chat when it exists; 404 when the caller may not write to them', params: numericIdParamsSchema, response: { 200: chatWithResponseSchema } },
    },
    async (request) => ok(await messaging.chatWith(currentUser(request).id, request.params.id)),
  );

  app.post(
    `${base}/CurrentUserReply/:id`,
    { config: signedIn, schema: { tags, summary: 'Send a message in a chat; data is the new message id', params: numericIdParamsSchema, body: sendMessageBodySchema, response: { 200: replyResponseSchema } } },
    async (request) => {
      await fastify.rateLimit(request, RateRules.chatSend, RateKey.user(currentUser(request).id));
      return ok(await messaging.reply(currentUser(request).id, request.params.id, request.body.content, request.body.filesIds));
    },
  );

  app.post(
    `${base}/CurrentUserNewMessage/:id`,
    {
      config: signedIn,
      schema: { tags, summary: 'Write to a user (a host, or a guest who asked a question); opens the chat when needed', params: numericIdParamsSchema, body: sendMessageBodySchema, response: { 200: newMessageResponseSchema } },
    },
    async (request) => {
      await fastify.rateLimit(request, RateRules.chatSend, RateKey.user(currentUser(request).id));
      return ok(await messaging.newMessage(currentUser(request).id, request.params.id, request.body.content, request.body.filesIds));
    },
  );

  app.post(
    `${base}/CurrentUserMarkChatRead/:id`,
    { config: signedIn, schema: { tags, summary: 'Mark the chat read; the other person gets ReceiveRead', params: numericIdParamsSchema, response: { 200: markChatReadResponseSchema } } },
    async (request) => ok(await messaging.markRead(currentUser(request).id, request.params.id)),
  );

  // Catch-up after a reconnect: `connection.invoke('MessagesSince', lastMessageId)`.
  fastify.hubs.method('chat', HubMethods.messagesSince, async (ctx, afterId) => {
    if (typeof afterId !== 'number' || !Number.isSafeInteger(afterId) || afterId < 0) throw new HubError('afterId must be a message id (0 for all).');
    return messaging.since(ctx.user.id, afterId);
  });
};
export default messagesRoutes;
