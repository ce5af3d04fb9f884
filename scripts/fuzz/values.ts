// Valid-looking values for a JSON Schema: the baseline every attack starts from, so a request gets past
// the parts of validation it is not attacking.
import fc from 'fast-check';
import type { JsonSchema } from './operations.ts';

const MAX_DEPTH = 6;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((text) => text.length <= (schema.maxLength ?? 200));
    } catch {
      // a pattern JavaScript cannot compile: fall through to plain text
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 12, 12)) });
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const upper = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  // a window of at most a million above the lower bound: fast-check's integers stay 32-bit
  const low = Math.ceil(Math.max(lower ?? 0, -1e6));
  const span = Math.max(0, Math.min((upper ?? low + 1000) - low, 1e6));
  if (integer) return fc.integer({ min: 0, max: Math.floor(span) }).map((step) => low + step);
  return fc.integer({ min: 0, max: Math.floor(span * 100) }).map((cents) => (low * 100 + cents) / 100);
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueFor(property, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** An object schema with one of its alternatives folded in (their properties and required keys joined). */
function withBranch(schema: JsonSchema, branch: JsonSchema): JsonSchema {
  const { anyOf: _any, oneOf: _one, ...base } = schema;
  const properties = { ...base.properties };
  for (const [key, property] of Object.entries(branch.properties ?? {}))
    properties[key] = { ...properties[key], ...property };
  // `not: {required: [k]}`: k is left out
  for (const key of (branch as { not?: JsonSchema }).not?.required ?? []) delete properties[key];
  return {
    ...base,
    properties,
    required: [...new Set([...(base.required ?? []), ...(branch.required ?? [])])],
  };
}

/** A value the schema accepts, as far as a generator can tell without running the validator. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  // an object with alternatives of its own (`anyOf: [{required: [a]}, {required: [b]}]`): each is the object plus it
  if (branches && branches.length > 0 && schema.properties)
    return fc.oneof(...branches.map((branch) => valueFor(withBranch(schema, branch), depth + 1)));
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => valueFor(branch, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0)
    return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  if (typesOf(schema).length === 1 && typesOf(schema)[0] === 'null') return fc.constant(null);
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = schema.minItems ?? 0;
      return fc.array(valueFor(schema.items ?? {}, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return objectValue(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 1000 }), fc.boolean());
  }
}
