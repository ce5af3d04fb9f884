// What gets fuzzed: every REST operation of the OpenAPI document (/docs/json, with the gateway switches
// each route declares) and every procedure of the admin router with its zod input as JSON Schema.
// Nothing here names a route: a new route or procedure is fuzzed the day it is registered.
import type { AnyTRPCRouter } from '@trpc/server';

/** The JSON Schema subset the generators read (OpenAPI 3.1 and zod's toJSONSchema both produce it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  default?: unknown;
}

export type AuthLevel = 'member' | 'agent';

export interface RestOperation {
  /** "GET /wps/member/info" */
  id: string;
  method: string;
  path: string;
  /** the route's declared `config.auth` (x-sim-auth); undefined: a public call */
  auth?: AuthLevel;
  encrypted: boolean;
  realAccount: boolean;
  query?: JsonSchema;
  body?: JsonSchema;
}

/**
 * A concrete path: each `{param}` gets `value`. The default, a short lower-case word, passes the
 * checked parameters of today's routes (the lottery area of /lotto-{area}/lgw, a draw's code).
 */
export const pathOf = (op: RestOperation, value = 'vn'): string => op.path.replace(/\{[^}]+\}/g, value);

export interface AdminOperation {
  /** "admin members.create" */
  id: string;
  procedure: string;
  kind: 'query' | 'mutation';
  input?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; 'x-sim-plaintext'?: JsonSchema }> };
  'x-sim-auth'?: AuthLevel;
  'x-sim-encrypted'?: boolean;
  'x-sim-real-account'?: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const VERBS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Inlines `#/components/schemas/...` references (fastify-swagger hoists shared schemas there). */
export function inlineRefs(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return inlineRefs(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, inlineRefs(value, doc, depth + 1)]),
    );
  if (schema.items) out.items = inlineRefs(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (schema[key]) out[key] = schema[key].map((branch) => inlineRefs(branch, doc, depth + 1));
  return out;
}

function querySchema(operation: OpenApiOperation, doc: OpenApiDocument): JsonSchema | undefined {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, inlineRefs(p.schema ?? {}, doc)])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

function bodySchema(operation: OpenApiOperation, doc: OpenApiDocument): JsonSchema | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const media = content['application/json'] ?? Object.values(content)[0];
  // an encrypted call documents its ciphertext wrapper and, beside it, the JSON that gets encrypted
  const schema = media?.['x-sim-plaintext'] ?? media?.schema;
  return schema ? inlineRefs(schema, doc) : undefined;
}

/** Every operation of the document, in a stable order (the seed then means the same run). */
export function restOperations(doc: OpenApiDocument): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    // the admin surface's tRPC route is in the document too: the admin phase fuzzes its procedures
    if (path.startsWith('/admin/')) continue;
    for (const [verb, operation] of Object.entries(item)) {
      if (!VERBS.has(verb)) continue;
      const method = verb.toUpperCase();
      operations.push({
        id: `${method} ${path}`,
        method,
        path,
        auth: operation['x-sim-auth'],
        encrypted: operation['x-sim-encrypted'] === true,
        realAccount: operation['x-sim-real-account'] === true,
        query: querySchema(operation, doc),
        body: bodySchema(operation, doc),
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
}

interface ToJsonSchema {
  toJSONSchema(params: { io: 'input'; unrepresentable: 'any'; target?: string }): JsonSchema;
}

const hasToJsonSchema = (value: unknown): value is ToJsonSchema =>
  typeof (value as Partial<ToJsonSchema> | null)?.toJSONSchema === 'function';

/** zod 4 (the admin inputs' library) turns an input into JSON Schema; a library without it: no schema. */
function inputSchema(inputs: unknown[]): JsonSchema | undefined {
  const [input] = inputs;
  if (!hasToJsonSchema(input)) return undefined;
  try {
    return input.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  } catch {
    return undefined;
  }
}

/** Every procedure of a tRPC router (`_def.procedures` is the flat "area.name" map). */
export function adminOperations(router: AnyTRPCRouter): AdminOperation[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.type !== 'subscription')
    .map(([procedure, { _def }]) => ({
      id: `admin ${procedure}`,
      procedure,
      kind: _def.type as 'query' | 'mutation',
      input: inputSchema(_def.inputs),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
