// The OpenAPI document of the REST contract, generated from the routes' zod schemas, at /docs.
// Each operation also publishes the gateway switches its route declares (`x-sim-auth`, `x-sim-encrypted`,
// `x-sim-real-account`): the auth matrix and the fuzzer (scripts/fuzz) read the route table from here, so a
// new route joins both by declaring its config.
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import './types.ts';

/** The per-route switches of types.ts as OpenAPI extensions (and the token requirement as `security`). */
export function gatewaySwitches(config: FastifyContextConfig | undefined): Record<string, unknown> {
  if (!config) return {};
  return {
    ...(config.auth ? { security: [{ merchant: [], token: [] }], 'x-sim-auth': config.auth } : {}),
    ...(config.encrypted ? { 'x-sim-encrypted': true } : {}),
    ...(config.realAccount ? { 'x-sim-real-account': true } : {}),
  };
}

const transform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const switches = gatewaySwitches(input.route.config as FastifyContextConfig | undefined);
  return { ...transformed, schema: { ...transformed.schema, ...switches } };
};

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
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
