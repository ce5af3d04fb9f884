// The OpenAPI 3.1 document of the REST contract, built from the routes as they were declared: every
// route's zod schemas converted at once (json-schema.ts), so a schema two places share is one named
// component; then each operation around them (operation.ts) and the refusals (refusals.ts).
import { errorEnvelopeSchema } from '@sim/shared/envelope';
import type { SchemaUse } from './components.ts';
import { convertSchemas } from './json-schema.ts';
import { buildOperation, draftOperation } from './operation.ts';
import { REFUSAL_COMPONENT, refusalResponses } from './refusals.ts';
import { type DocumentedRoute, isDocumented } from './route-facts.ts';
import type { OpenApiDocument, OperationDraft } from './types.ts';

const INFO = {
  title: 'Platform simulator REST contract',
  description:
    "The real platform's /wps and /lgw contract as the simulator serves it, and the simulated game vendor's round API under /provider. Every /wps and /lgw call takes exactly one `Merchant` header; token calls take the raw token (no `Bearer`) in `Authorization`. Business refusals come as HTTP 200 `{success: false, errorCode, message}`; the lottery gateway answers unwrapped and refuses with 4xx. Calls marked `x-sim-encrypted` carry an RSA+DES ciphertext (wire-contract.md 3) of the JSON given as `x-sim-plaintext`.",
  version: '1.0.0',
};

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'trace'];

const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);

export function buildDocument(routes: DocumentedRoute[]): OpenApiDocument {
  // the refusal envelope first: its name is Refusal wherever else it is used
  const uses: SchemaUse[] = [{ schema: errorEnvelopeSchema, io: 'output', name: REFUSAL_COMPONENT }];
  const drafts: OperationDraft[] = [];
  for (const route of routes.filter(isDocumented))
    for (const method of [route.method].flat()) {
      const verb = method.toLowerCase();
      if (VERBS.includes(verb)) drafts.push(draftOperation(route, verb, uses));
    }
  const { schemas, components } = convertSchemas(uses);
  if (!(REFUSAL_COMPONENT in components)) components[REFUSAL_COMPONENT] = schemas[0]!;

  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const draft of drafts) {
    let operationId = camel(`${draft.method}${draft.name}`);
    for (let n = 2; operationIds.has(operationId); n++)
      operationId = camel(`${draft.method}${draft.name}${n}`);
    operationIds.add(operationId);
    paths[draft.template.path] ??= {};
    paths[draft.template.path]![draft.method] = buildOperation(draft, operationId, schemas, components);
  }
  return {
    openapi: '3.1.0',
    info: INFO,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: refusalResponses(),
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The session token of a login, raw (no `Bearer` prefix).',
        },
      },
    },
  };
}
