// The OpenAPI document of the REST contract, generated from the routes' zod schemas, at /docs.
// Each operation also publishes the gateway switches its route declares (`x-sim-auth`, `x-sim-encrypted`,
// `x-sim-real-account`): the auth matrix and the fuzzer (scripts/fuzz) read the route table from here, so a
// new route joins both by declaring its config.
//
// The document and Swagger UI are built on the first request under /docs, not at the start (@fastify/swagger,
// Swagger UI and the YAML writer are some hundred modules): the routes are noted as they are declared, and
// a Fastify instance of its own, never listening, serves /docs from them through inject.
import type { SwaggerTransform } from '@fastify/swagger';
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import './types.ts';
import { zodSchemaController } from './validator.ts';

const DOCS = '/docs';

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

const DOCUMENT = {
  openapi: {
    info: {
      title: 'Platform simulator REST contract',
      description:
        "The real platform's /wps and /lgw contract as the simulator serves it. Every /wps call needs exactly one `Merchant` header; token calls take the raw token in `Authorization`.",
      version: '1.0.0',
    },
    components: {
      securitySchemes: {
        merchant: { type: 'apiKey' as const, in: 'header' as const, name: 'Merchant' },
        token: { type: 'apiKey' as const, in: 'header' as const, name: 'Authorization' },
      },
    },
    security: [{ merchant: [] }],
  },
  transform,
};

/** Headers of the docs instance's answer that belong to its own (injected) connection. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/** Notes every route declared from here on, and answers /docs from them once asked. */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  // HEAD twins are Fastify's own and stay out of the document, as @fastify/swagger leaves them out
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && route.url !== DOCS && !route.url.startsWith(`${DOCS}/`))
      routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // a build that failed is tried again by the next request
    docs ??= buildDocs(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    // GET for a HEAD too: this reply's HEAD handling drops the body and keeps its length
    const answer = await (await docs).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    // a path Swagger UI does not have gets the platform's own not-found envelope
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    reply.code(answer.statusCode);
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  };
  app.get(DOCS, { schema: { hide: true } }, serve);
  app.get(`${DOCS}/*`, { schema: { hide: true } }, serve);
}

/** The document and Swagger UI on an instance of their own, with every noted route declared again. */
async function buildDocs(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: zodSchemaController });
  await docs.register(swagger, DOCUMENT);
  await docs.register(swaggerUi, { routePrefix: DOCS });
  // described, not served: a /docs path that only such a route matches is not found
  const described = (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send();
  for (const { method, url, schema, config } of routes)
    docs.route({ method, url, schema, config, handler: described });
  await docs.ready();
  return docs;
}
