// The OpenAPI document of the REST contract at /docs (JSON, YAML and Swagger UI), built from the routes'
// zod schemas (document.ts). Each operation also publishes the gateway switches its route declares
// (`x-sim-auth`, `x-sim-encrypted`, `x-sim-real-account`): the auth matrix and the fuzzer (scripts/fuzz)
// read the route table from here, so a new route joins both by declaring its config.
//
// The document and Swagger UI are built on the first request under /docs, not at the start (@fastify/swagger,
// Swagger UI and the YAML writer are some hundred modules): the routes are noted as they are declared, and
// a Fastify instance of its own, never listening, serves /docs from them through inject.
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { zodSchemaController } from '../gateway/validator.ts';
import { buildDocument } from './document.ts';
import type { DocumentedRoute } from './route-facts.ts';

const DOCS = '/docs';

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

/** The document and Swagger UI on an instance of their own. */
async function buildDocs(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: zodSchemaController });
  const document = buildDocument(routes as DocumentedRoute[]);
  await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
  await docs.register(swaggerUi, { routePrefix: DOCS });
  await docs.ready();
  return docs;
}
