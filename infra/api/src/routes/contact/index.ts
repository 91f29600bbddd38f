import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok, okResponse } from '../../lib/reply';
import { RateKey } from '../../lib/rate-keys';
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
      await fastify.rateLimit(request, RateRules.contactPerIp, RateKey.address(request));
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
      // The acknowledgement goes to an address nobody proved to own, so it carries none of the
      // sender's text (the form must not relay chosen words to anyone), and one address gets at
      // most 3 a day; the message itself still reaches support.
      const recipient = RateKey.email(b.email);
      const overBudget = await fastify.rateLimits.check(RateRules.contactReceiptPerRecipient, recipient).then(() => false, () => true);
      if (!overBudget) {
        await fastify.rateLimits.count(RateRules.contactReceiptPerRecipient, recipient);
        const receipt = contactReceipt(lang);
        await fastify.outbox.send({ channel: 'email', to: b.email, subject: receipt.subject, body: receipt.body, meta: { purpose: 'contact-receipt', contactId: id } });
      }
      return ok({ id });
    },
  );
};
export default contact;
