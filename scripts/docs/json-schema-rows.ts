// A JSON Schema (as zod's toJSONSchema writes it for inputs) flattened into one row per key, nested keys
// included: the rows the generated references (docs/scenario-reference.md) print as tables.

/** The part of JSON Schema zod writes for input schemas and this reader understands. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export interface KeyRow {
  /** e.g. `personas[].username`, `promotions[].texts.<key>.title` */
  path: string;
  type: string;
  /** allowed values and bounds, e.g. `BN`, `EN`; 1–32 characters */
  allowed: string;
  required: boolean;
  /** the default as JSON, when the schema has one */
  defaultValue?: string;
  description: string;
}

/** Bounds as wide as JavaScript's safe integers say nothing a reader needs. */
const SAFE = Number.MAX_SAFE_INTEGER;
const FORMATS: Record<string, string> = {
  'date-time': 'ISO 8601 date-time with offset',
  email: 'e-mail address',
  uri: 'URL',
  url: 'URL',
};

const literal = (value: unknown) => `\`${JSON.stringify(value)}\``;
const alternatives = (node: JsonSchema) => node.anyOf ?? node.oneOf;

const PLURAL_OF = new Set(['object', 'string', 'number', 'integer', 'boolean']);
/** `list of strings`, `list of list of numbers`, `list of any` */
const plural = (names: string[]) => names.map((name) => (PLURAL_OF.has(name) ? `${name}s` : name));

function typeNames(node: JsonSchema): string[] {
  const parts = alternatives(node);
  if (parts) return [...new Set(parts.flatMap(typeNames))];
  if (node.type === undefined) return node.const === undefined ? ['any'] : [typeof node.const];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.map((type) => {
    if (type === 'array') return `list of ${plural(typeNames(node.items ?? {})).join(' or ')}`;
    if (type === 'object' && !node.properties && typeof node.additionalProperties === 'object')
      return `map of ${plural(typeNames(node.additionalProperties)).join(' or ')}`;
    return type;
  });
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const low = min !== undefined && min > -SAFE ? min : undefined;
  const high = max !== undefined && max < SAFE ? max : undefined;
  const suffix = unit ? ` ${unit}` : '';
  if (low !== undefined && high !== undefined)
    return low === high ? `${low}${suffix}` : `${low}–${high}${suffix}`;
  if (low !== undefined) return `≥ ${low}${suffix}`;
  if (high !== undefined) return `≤ ${high}${suffix}`;
  return undefined;
}

/** Allowed values and bounds of one schema, alternatives included. */
function constraints(node: JsonSchema): string[] {
  const parts = alternatives(node);
  if (parts) {
    // literals of a union read as one list of values; the other parts' bounds follow
    const values = parts.filter((part) => part.const !== undefined).map((part) => literal(part.const));
    const rest = parts.filter((part) => part.const === undefined).flatMap(constraints);
    return [...new Set([...(values.length > 0 ? [values.join(', ')] : []), ...rest])];
  }
  const out: string[] = [];
  if (node.enum) out.push(node.enum.map(literal).join(', '));
  if (node.const !== undefined) out.push(literal(node.const));
  if (node.format) out.push(FORMATS[node.format] ?? node.format);
  else if (node.pattern) out.push(`matches \`${node.pattern}\``);
  const chars = range(node.minLength, node.maxLength, 'characters');
  if (chars) out.push(chars);
  const low = node.exclusiveMinimum !== undefined ? `> ${node.exclusiveMinimum}` : undefined;
  const high = node.exclusiveMaximum !== undefined ? `< ${node.exclusiveMaximum}` : undefined;
  const bounds = range(node.minimum, node.maximum, '');
  if (low && node.maximum !== undefined && node.maximum < SAFE) out.push(`${low}, ≤ ${node.maximum}`);
  else if (low || high) out.push([low, high].filter(Boolean).join(', '));
  else if (bounds) out.push(bounds);
  const items = range(node.minItems, node.maxItems, 'items');
  if (items) out.push(items);
  if (node.type === 'array' && node.items && !isObject(node.items)) {
    const inner = constraints(node.items);
    if (inner.length > 0) out.push(`each: ${inner.join('; ')}`);
  }
  if (node.propertyNames?.enum) out.push(`keys: ${node.propertyNames.enum.map(literal).join(', ')}`);
  if (typeof node.additionalProperties === 'object' && !isObject(node.additionalProperties)) {
    const inner = constraints(node.additionalProperties);
    if (inner.length > 0) out.push(`values: ${inner.join('; ')}`);
  }
  return out;
}

const isObject = (node: JsonSchema) => node.type === 'object' && node.properties !== undefined;

/** The object schemas a key's value holds keys of, with the path suffix that reaches them. */
function nestedObjects(node: JsonSchema): { suffix: string; object: JsonSchema }[] {
  if (isObject(node)) return [{ suffix: '', object: node }];
  if (node.type === 'array' && node.items)
    return nestedObjects(node.items).map(({ suffix, object }) => ({ suffix: `[]${suffix}`, object }));
  if (node.type === 'object' && typeof node.additionalProperties === 'object')
    return nestedObjects(node.additionalProperties).map(({ suffix, object }) => ({
      suffix: `.<key>${suffix}`,
      object,
    }));
  return (alternatives(node) ?? []).flatMap(nestedObjects);
}

/** A description of the key, else of the value it wraps (an array's or a nullable's). */
function descriptionOf(node: JsonSchema): string {
  if (node.description) return node.description;
  const parts = alternatives(node);
  return parts?.map((part) => part.description).find(Boolean) ?? '';
}

/** One row per key of `object` and of every object nested in it, depth first, in declaration order. */
export function keyRows(object: JsonSchema, prefix = ''): KeyRow[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const row: KeyRow = {
      path,
      type: typeNames(node).join(' or '),
      allowed: constraints(node).join('; '),
      required: required.has(key),
      description: descriptionOf(node),
      ...(node.default === undefined ? {} : { defaultValue: JSON.stringify(node.default) }),
    };
    const nested = nestedObjects(node).flatMap(({ suffix, object: inner }) =>
      keyRows(inner, `${path}${suffix}`),
    );
    return [row, ...nested];
  });
}
