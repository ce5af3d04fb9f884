// An operation's parameters: the path's (declared by its template, checked by the route's regex), the
// query's (each property of the route's querystring schema; an object as JSON text), the headers the
// gateway reads, and what the query's parameters must satisfy together (x-sim-query).
import type { DocumentedRoute } from './route-facts.ts';
import type { JsonSchema, OperationDraft, Parameter } from './types.ts';

const header = (name: string, required: boolean, description: string, schema: JsonSchema): Parameter => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

/** The headers the gateway reads (wire-contract.md 2 and 3). */
export function gatewayHeaders(route: DocumentedRoute): Parameter[] {
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
export function objectParameters(
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

export function pathParameters(
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
export function queryRules(schema: JsonSchema | undefined, components: Record<string, JsonSchema>) {
  const object = resolve(schema, components);
  const rules = Object.fromEntries(
    ['anyOf', 'oneOf', 'allOf', 'not']
      .filter((key) => object?.[key] !== undefined)
      .map((key) => [key, object![key]]),
  );
  return Object.keys(rules).length > 0 ? rules : undefined;
}
