import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Access } from '../lib/access';

/** OpenAPI document at /openapi.json and a browsable reference at /docs, from the route schemas. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Tajriba API',
          description:
            'Marketplace API. Every response is an envelope {data, succeeded, errors, fieldsErrors}. Send Accept-Language: ar | en-US. The refresh token travels only in the httpOnly cookie tj_rt.',
          version: '1.0.0',
        },
        servers: [{ url: fastify.config.publicUrl }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    fastify.get('/openapi.json', { config: { access: Access.public() }, schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger', dependencies: ['core', 'auth'] },
);
