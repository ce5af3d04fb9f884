// One operation of the document: its parameters (path, query and the gateway's headers), its body (the
// ciphertext wrapper for encrypted calls, the plaintext schema beside it), its answers (the success
// envelope or a 200 refusal, the route's own statuses, the gateway's refusals) and its security.
import type { z } from 'zod';
import type { SchemaUse } from './components.ts';
import { pascal } from './names.ts';
import { gatewayHeaders, objectParameters, pathParameters, queryRules } from './parameters.ts';
import { pathTemplate } from './path-template.ts';
import { responses } from './responses.ts';
import { type DocumentedRoute, gatewaySwitches, isGatewayRoute, type RouteSchema } from './route-facts.ts';
import type { JsonSchema, MediaTypes, Operation, OperationDraft } from './types.ts';

/** The operation's schemas added to `uses`, and the draft that knows where they went. */
export function draftOperation(route: DocumentedRoute, method: string, uses: SchemaUse[]): OperationDraft {
  const template = pathTemplate(route.url);
  const name = pascal(template.path.replace(/^\/wps\//, '/'));
  const schema: RouteSchema = route.schema ?? {};
  const use = (part: unknown, io: SchemaUse['io'], suffix: string) => {
    if (!part || typeof part !== 'object' || !('_zod' in part)) return undefined;
    uses.push({ schema: part as z.ZodType, io, name: `${name}${suffix}` });
    return uses.length - 1;
  };
  return {
    method,
    template,
    route,
    name,
    params: use(schema.params, 'input', 'Params'),
    query: use(schema.querystring, 'input', 'Query'),
    body: use(schema.body, 'input', 'Body'),
    bodyOptional: schema.body ? schema.body.safeParse(undefined).success : true,
    responses: Object.entries(schema.response ?? {}).flatMap(([status, part]) => {
      const index = use(part, 'output', status.startsWith('2') ? '' : `Status${status}`);
      return index === undefined ? [] : [[status, index] as [string, number]];
    }),
  };
}

const CIPHERTEXT: JsonSchema = {
  type: 'object',
  properties: {
    value: {
      type: 'string',
      minLength: 1,
      description: 'DES-ECB ciphertext (base64) of the JSON in x-sim-plaintext',
    },
  },
  required: ['value'],
};

function requestBody(draft: OperationDraft, schemas: JsonSchema[]): Operation['requestBody'] {
  if (draft.body === undefined) return undefined;
  const plaintext = schemas[draft.body]!;
  const content: MediaTypes = draft.route.config?.encrypted
    ? { 'application/json': { schema: CIPHERTEXT, 'x-sim-plaintext': plaintext } as MediaTypes[string] }
    : { 'application/json': { schema: plaintext } };
  return { required: draft.route.config?.encrypted === true || !draft.bodyOptional, content };
}

/** The operation, its schemas taken from the document-wide conversion. */
export function buildOperation(
  draft: OperationDraft,
  operationId: string,
  schemas: JsonSchema[],
  components: Record<string, JsonSchema>,
): Operation {
  const { route } = draft;
  const schema = route.schema ?? {};
  const security = route.config?.auth ? [{ token: [] }] : schema.security;
  const hasToken = security?.some((requirement) => 'token' in requirement) ?? false;
  const parameters = [
    ...pathParameters(draft, schemas, components),
    ...objectParameters(draft.query === undefined ? undefined : schemas[draft.query], 'query', components),
    ...(isGatewayRoute(route.url) ? gatewayHeaders(route) : []),
  ];
  const body = requestBody(draft, schemas);
  const rules = queryRules(draft.query === undefined ? undefined : schemas[draft.query], components);
  return {
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    operationId,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(draft, schemas, hasToken),
    ...(security ? { security } : {}),
    ...(rules ? { 'x-sim-query': rules } : {}),
    ...gatewaySwitches(route.config),
  };
}
