import fp from 'fastify-plugin';
import { outboxRepository } from '../repositories/outbox';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** Structured extras for the dev outbox (purpose, code) so tests need not parse text. */
  meta?: Record<string, unknown>;
}

export interface Outbox {
  send(msg: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Delivery of e-mails and text messages. Outside production every message is written to the
 * dev outbox table (read at `GET /dev/outbox`); e-mail also goes through SMTP when SMTP_URL is
 * set. There is no SMS provider yet: in production an SMS is only logged (without its text).
 */
export default fp(
  async (fastify) => {
    const { config, clock, log } = fastify;
    const repo = outboxRepository(fastify.db);
    type Transport = { sendMail(o: Record<string, unknown>): Promise<unknown>; close(): void };
    let transport: Transport | null = null;
    if (config.mail.smtpUrl) {
      const nodemailer = await import('nodemailer');
      const t = nodemailer.createTransport(config.mail.smtpUrl) as unknown as Transport;
      transport = t;
      fastify.addHook('onClose', async () => t.close());
    }
    const outbox: Outbox = {
      async send(msg) {
        let id: string | null = null;
        if (!config.isProduction) {
          id = await repo.insert({ channel: msg.channel, recipient: msg.to, subject: msg.subject, body: msg.body, meta: msg.meta ?? {}, createdAt: clock.now() });
        }
        if (msg.channel === 'email' && transport) {
          try {
            await transport.sendMail({ from: config.mail.from, to: msg.to, subject: msg.subject, text: msg.body });
            if (id) await repo.markDelivered(id, clock.now(), null);
          } catch (err) {
            log.error({ err, channel: msg.channel }, 'mail delivery failed');
            if (id) await repo.markDelivered(id, clock.now(), (err as Error).message);
          }
        } else if (config.isProduction) {
          log.warn({ channel: msg.channel }, 'no delivery provider configured for this channel');
        }
      },
    };
    fastify.decorate('outbox', outbox);
  },
  { name: 'outbox', dependencies: ['core', 'db'] },
);
