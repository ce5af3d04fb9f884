// The operations of /docs/json as the schema check reads them: what a request may carry (path, query and
// header parameters, the body, the plaintext of an encrypted one, the token) and what each answer may be
// (status, content type, schema). Request schemas are inlined for the generators (scripts/fuzz/values.ts);
// answer schemas keep their component references for the validator (conformance.ts).
import { type AuthLevel, inlineRefs, type JsonSchema, type OpenApiDocument } from '../fuzz/operations.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** sent as JSON text (`content: application/json`), not as a plain value */
  json: boolean;
}

export interface CheckedOperation {
  /** "GET /wps/member/info" */
  id: string;
  method: string;
  path: string;
  auth?: AuthLevel;
  /** a token is taken when sent (and refused when dead), but not required */
  tokenOptional: boolean;
  encrypted: boolean;
  parameters: Parameter[];
  body?: { schema: JsonSchema; required: boolean };
  /**
   * The body carries a picture as a data URL: the document gives its form, not bytes that decode, so
   * a drawn one is no picture and its refusal says nothing about the document.
   */
  uploadsImage: boolean;
  /** what the query's parameters must satisfy together (`x-sim-query`: anyOf, oneOf, ...) */
  queryRules?: JsonSchema;
  /** status -> content type -> schema (component references kept) */
  responses: Record<string, Record<string, JsonSchema>>;
}

interface DocumentParameter {
  name: string;
  in: Parameter['in'];
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema; 'x-sim-plaintext'?: JsonSchema }>;
  };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-sim-auth'?: AuthLevel;
  'x-sim-encrypted'?: boolean;
  'x-sim-query'?: JsonSchema;
}

export interface CheckedDocument extends OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: OpenApiDocument['components'] & {
    responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  };
}

const VERBS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function responsesOf(operation: DocumentOperation, doc: CheckedDocument) {
  const out: CheckedOperation['responses'] = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const resolved = response.$ref ? doc.components?.responses?.[response.$ref.split('/').pop()!] : response;
    out[status] = Object.fromEntries(
      Object.entries(resolved?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
    );
  }
  return out;
}

function bodyOf(operation: DocumentOperation, doc: CheckedDocument): CheckedOperation['body'] {
  const media = operation.requestBody?.content?.['application/json'];
  const schema = media?.['x-sim-plaintext'] ?? media?.schema;
  if (!schema) return undefined;
  return { schema: inlineRefs(schema, doc), required: operation.requestBody?.required === true };
}

/** Every operation of the document, in a stable order. */
export function checkedOperations(doc: CheckedDocument): CheckedOperation[] {
  const operations: CheckedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [verb, operation] of Object.entries(item)) {
      if (!VERBS.has(verb)) continue;
      const method = verb.toUpperCase();
      const security = operation.security ?? [];
      operations.push({
        id: `${method} ${path}`,
        method,
        path,
        auth: operation['x-sim-auth'],
        tokenOptional: !operation['x-sim-auth'] && security.some((requirement) => 'token' in requirement),
        encrypted: operation['x-sim-encrypted'] === true,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
          schema: inlineRefs(parameter.schema ?? parameter.content?.['application/json']?.schema ?? {}, doc),
          json: parameter.content !== undefined,
        })),
        body: bodyOf(operation, doc),
        uploadsImage: JSON.stringify(bodyOf(operation, doc)?.schema ?? {}).includes('^data:image'),
        ...(operation['x-sim-query'] ? { queryRules: operation['x-sim-query'] } : {}),
        responses: responsesOf(operation, doc),
      });
    }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}
