// One operation of the document: its parameters (path, query and the gateway's headers), its body (the
// ciphertext wrapper for encrypted calls, the plaintext schema beside it), its answers (the success
// envelope or a 200 refusal, the route's own statuses, the gateway's refusals) and its security.
import type { z } from 'zod';
import type { SchemaUse } from './components.ts';
import { type PathTemplate, pathTemplate } from './path-template.ts';
import { REFUSAL_REF, REFUSALS, refusalRef, refusalStatuses } from './refusals.ts';
import {
  type DocumentedRoute,
  gatewaySwitches,
  isGatewayRoute,
  isLotteryRoute,
  type RouteSchema,
} from './route-facts.ts';
import type { JsonSchema, MediaTypes, Operation, Parameter, Response } from './types.ts';

/** The schemas of one operation, as uses of the document-wide conversion (indexes into its uses). */
export interface OperationDraft {
  method: string;
  template: PathTemplate;
  route: DocumentedRoute;
  name: string;
  params?: number;
  query?: number;
  body?: number;
  bodyOptional: boolean;
  responses: [string, number][];
}

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

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

const header = (name: string, required: boolean, description: string, schema: JsonSchema): Parameter => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

/** The headers the gateway reads (wire-contract.md 2 and 3). */
function gatewayHeaders(route: DocumentedRoute): Parameter[] {
  const config = route.config ?? {};
  const headers = [
    header(
      'Merchant',
      config.merchant !== 'optional',
      'The merchant code, exactly once (a duplicate, a missing or an unknown one is refused with 400 `function.not.available`). The seeded merchants are sim001 and sim002.',
      { type: 'string', minLength: 1, examples: ['sim001'] },
    ),
    header(
      'Language',
      false,
      "The language of the answer's texts (EN, BN, CN, JA, TH, VI, ...); the merchant's default otherwise.",
      { type: 'string' },
    ),
  ];
  if (config.encrypted)
    headers.push(
      header(
        'Encryption',
        true,
        'The reversed DES key, RSA-encrypted with the key of GET /wps/session/key/rsa (wire-contract.md 3).',
        { type: 'string', minLength: 1 },
      ),
      header('X-Digest', false, 'The DES ciphertext again; when sent it must equal the body `value`.', {
        type: 'string',
      }),
      header(
        'X-RSA',
        false,
        'The RSA modulus the key was encrypted with; when sent it must be the current one.',
        {
          type: 'string',
        },
      ),
    );
  return headers;
}

const resolve = (schema: JsonSchema | undefined, components: Record<string, JsonSchema>) =>
  typeof schema?.$ref === 'string' ? components[schema.$ref.split('/').pop()!] : schema;

/** An object, or a list of objects: a query carries it as JSON text (the contract relays' tiers). */
function isJsonValued(schema: JsonSchema, components: Record<string, JsonSchema>): boolean {
  const resolved = resolve(schema, components);
  if (resolved?.type === 'object' || resolved?.properties) return true;
  const items = resolved?.type === 'array' ? resolve(resolved.items as JsonSchema, components) : undefined;
  return items?.type === 'object' || items?.properties !== undefined;
}

/** An object schema's properties as parameters (a component is looked up first). */
function objectParameters(
  schema: JsonSchema | undefined,
  location: 'query' | 'path',
  components: Record<string, JsonSchema>,
): Parameter[] {
  const object = resolve(schema, components);
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    ...(isJsonValued(property, components)
      ? { content: { 'application/json': { schema: property } } }
      : { schema: property }),
  }));
}

function pathParameters(
  draft: OperationDraft,
  schemas: JsonSchema[],
  components: Record<string, JsonSchema>,
) {
  const declared = objectParameters(
    draft.params === undefined ? undefined : schemas[draft.params],
    'path',
    components,
  );
  return draft.template.parameters.map(({ name, pattern }): Parameter => {
    const schema: JsonSchema = declared.find((parameter) => parameter.name === name)?.schema ?? {
      type: 'string',
    };
    return {
      name,
      in: 'path',
      required: true,
      schema: pattern && !schema.pattern ? { ...schema, pattern } : schema,
    };
  });
}

/**
 * What a query demands of its parameters together (`anyOf: [{required: [gameId]}, {required: [gameCode]}]`),
 * which OpenAPI's parameters cannot say one by one: JSON Schema over the query as one object.
 */
function queryRules(schema: JsonSchema | undefined, components: Record<string, JsonSchema>) {
  const object = resolve(schema, components);
  const rules = Object.fromEntries(
    ['anyOf', 'oneOf', 'allOf', 'not']
      .filter((key) => object?.[key] !== undefined)
      .map((key) => [key, object![key]]),
  );
  return Object.keys(rules).length > 0 ? rules : undefined;
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

/** An answer any JSON value would do for: a route that declares none. */
const UNDECLARED_SUCCESS: JsonSchema = {
  type: 'object',
  properties: { success: { const: true }, value: {}, message: { type: 'string' } },
  required: ['success'],
};

function responses(draft: OperationDraft, schemas: JsonSchema[], hasToken: boolean): Operation['responses'] {
  const { route } = draft;
  const lottery = isLotteryRoute(route.url);
  const contentType = route.schema?.produces?.[0] ?? 'application/json';
  const out: Operation['responses'] = {};
  const declared = draft.responses.length > 0 ? draft.responses : undefined;
  const success = (schema: JsonSchema): Response => {
    const json = contentType === 'application/json';
    return {
      description: lottery
        ? 'The answer itself, unwrapped (the lottery gateway refuses with 4xx)'
        : json
          ? 'The answer `{success: true, value}`, or a business refusal `{success: false, errorCode, message, value?}` sent with HTTP 200 as the platform does'
          : 'The answer',
      content: { [contentType]: { schema: json && !lottery ? { oneOf: [schema, REFUSAL_REF] } : schema } },
    };
  };
  if (!declared) out['200'] = success(lottery ? {} : UNDECLARED_SUCCESS);
  for (const [status, index] of declared ?? []) {
    if (status === '204') out[status] = { description: 'Accepted; no content' };
    else if (/^2/.test(status)) out[status] = success(schemas[index]!);
    else if (REFUSALS[Number(status)]) out[status] = refusalRef(Number(status));
    else
      out[status] = {
        description: `HTTP ${status}`,
        content: { 'application/json': { schema: schemas[index]! } },
      };
  }
  const config = route.config ?? {};
  const statuses = refusalStatuses({
    gateway: isGatewayRoute(route.url),
    token: hasToken,
    gated: config.gated !== false,
    rateLimited: config.rateLimited !== undefined,
    pathParameters: draft.template.parameters.length > 0,
  });
  for (const status of statuses) out[String(status)] ??= refusalRef(status);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
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
