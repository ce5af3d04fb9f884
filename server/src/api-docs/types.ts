// The shapes of the OpenAPI 3.1 document as this folder writes them (only the parts it uses), and the
// draft of an operation it builds them from.
import type { PathTemplate } from './path-template.ts';
import type { DocumentedRoute } from './route-facts.ts';

/** A JSON Schema 2020-12 object (OpenAPI 3.1's schema dialect). */
export type JsonSchema = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  /** the value's schema; or, for a value sent as JSON text (an object in a query), `content` */
  schema?: JsonSchema;
  content?: MediaTypes;
}

export interface MediaTypes {
  [contentType: string]: { schema: JsonSchema };
}

export interface Response {
  description: string;
  content?: MediaTypes;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaTypes };
  responses: Record<string, Response | { $ref: string }>;
  security?: Record<string, string[]>[];
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description?: string }>;
  };
  tags?: { name: string }[];
}

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
