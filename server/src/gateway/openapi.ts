// The OpenAPI document of the REST contract, generated from the routes' zod schemas, at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform simulator REST contract',
        description:
          "The real platform's /wps and /lgw contract as the simulator serves it. Every /wps call needs exactly one `Merchant` header; token calls take the raw token in `Authorization`.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          merchant: { type: 'apiKey', in: 'header', name: 'Merchant' },
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
      security: [{ merchant: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
