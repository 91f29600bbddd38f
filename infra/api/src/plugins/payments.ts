import fp from 'fastify-plugin';
import { httpGateway, type PaymentGateway } from '../lib/payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card-payment gateway (sandbox by default, Moyasar with PAYMENT_PROVIDER=moyasar). */
    payments: PaymentGateway;
  }
}

export default fp<{ gateway?: PaymentGateway }>(
  async (fastify, opts) => {
    const c = fastify.config.payments;
    fastify.decorate(
      'payments',
      opts.gateway ??
        httpGateway({
          provider: c.provider,
          apiUrl: c.apiUrl,
          publicApiUrl: c.publicApiUrl,
          publishableKey: c.publishableKey,
          secretKey: c.secretKey,
          webhookSecret: c.webhookSecret,
          timeoutMs: c.timeoutMs,
        }),
    );
  },
  { name: 'payments', dependencies: ['core'] },
);
