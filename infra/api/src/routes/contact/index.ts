import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok, okResponse } from '../../lib/reply';
import { RateRules } from '../../plugins/rate-limit';
import { contactRepository } from '../../repositories/contact';
import { contactReceipt } from '../../services/templates';
import { Access } from '../../lib/access';

/** `POST /api/Contact`: the contact-us form. Stored, forwarded to the support inbox, acknowledged to the sender. */
const contact: FastifyPluginAsync = async (fastify) => {
  const repo = contactRepository(fastify.db);
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/Contact',
    { config: { access: Access.public() }, schema: { tags: ['contact'], summary: 'Send a message to the Tajriba team', body: contactRequestSchema, response: okResponse(contactResponseSchema) } },
    async (request) => {
      await fastify.rateLimit(request, RateRules.contactPerIp);
      const lang = requestLang(request);
      const b = request.body;
      const id = await repo.insert({ ...b, userId: request.user?.id ?? null, language: lang, createdAt: fastify.clock.now() });
      await fastify.outbox.send({
        channel: 'email',
        to: fastify.config.supportEmail,
        subject: `[Contact] ${b.subject}`,
        body: `From: ${b.name} <${b.email}>\nLanguage: ${lang}\nMessage id: ${id}\n\n${b.message}`,
        meta: { purpose: 'contact', contactId: id, replyTo: b.email },
      });
      const receipt = contactReceipt(lang, b.name, b.subject);
      await fastify.outbox.send({ channel: 'email', to: b.email, subject: receipt.subject, body: receipt.body, meta: { purpose: 'contact-receipt', contactId: id } });
      return ok({ id });
    },
  );
};
export default contact;
