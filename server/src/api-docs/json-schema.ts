// The routes' zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), converted by zod itself, with
// the shared ones as named components (components.ts): once for the request side and once for the
// answer side, a component whose two sides differ gets an `Input` twin. Only zod's public API is used:
// a registry of our own carries the components' ids and a copy of each schema's metadata.
import { z } from 'zod';
import { requireNonBlank } from './blank-text.ts';
import { type SchemaUse, sharedSchemas } from './components.ts';
import type { JsonSchema } from './types.ts';
import { narrowWireNumber } from './wire-numbers.ts';
import { defOf, type Io, walk } from './zod-graph.ts';

export const COMPONENT_REF = '#/components/schemas/';
const TEMPORARY = '__use';

export interface ConvertedSchemas {
  /** each use's schema in `uses` order: inline, or a `$ref` to its component */
  schemas: JsonSchema[];
  components: Record<string, JsonSchema>;
}

/** zod's conversion, adjusted where its output is not what the wire carries or not valid 2020-12. */
function override(io: Io) {
  return ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
    const type = defOf(zodSchema as z.ZodType).type;
    // a Date goes out as JSON.stringify writes it
    if (type === 'date' && io === 'output')
      Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    if (type === 'pipe' && io === 'input') narrowWireNumber(zodSchema as z.ZodType, jsonSchema);
    if (type === 'string' && io === 'input') requireNonBlank(zodSchema as z.ZodType, jsonSchema);
  };
}

/** What JSON Schema 2020-12 does not allow, rewritten: an empty tuple, an empty union (nothing matches). */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const schema: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    schema[key] = tidy(child);
  }
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.length === 0) {
    delete schema.prefixItems;
    schema.maxItems = 0;
  }
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key]) && (schema[key] as unknown[]).length === 0) {
      delete schema[key];
      schema.not = {};
    }
  return schema;
}

/** Replaces every `$ref` value for which `replace` answers something. */
export function mapRefs(value: unknown, replace: (ref: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as JsonSchema).$ref;
  if (typeof ref === 'string') {
    const replaced = replace(ref);
    if (replaced !== undefined) return replaced;
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapRefs(child, replace)]));
}

interface Side {
  roots: Map<z.ZodType, JsonSchema>;
  components: Record<string, JsonSchema>;
}

function convertSide(uses: SchemaUse[], io: Io, shared: Map<z.ZodType, string>): Side {
  const roots = [...new Set(uses.filter((use) => use.io === io).map((use) => use.schema))];
  const registry = z.registry<{ id?: string; [key: string]: unknown }>();
  const temporary = new Map<z.ZodType, string>();
  for (const schema of walk(roots, io, () => {})) {
    const { id: _globalId, ...meta } = z.globalRegistry.get(schema) ?? {};
    let id = shared.get(schema);
    if (!id && roots.includes(schema)) {
      id = `${TEMPORARY}${temporary.size}`;
      temporary.set(schema, id);
    }
    if (id || Object.keys(meta).length > 0) registry.add(schema, id ? { ...meta, id } : meta);
  }
  const { schemas } = z.toJSONSchema(registry as never, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id: string) => `${COMPONENT_REF}${id}`,
    override: override(io) as never,
  }) as { schemas: Record<string, JsonSchema> };

  // schemas zod could not place under an id of ours (none expected) become components of their own
  const extracted = (schemas.__shared?.$defs ?? {}) as Record<string, JsonSchema>;
  const sharedRef = `${COMPONENT_REF}__shared#/$defs/`;
  const inline = (ref: string): unknown => {
    if (ref.startsWith(sharedRef)) return { $ref: `${COMPONENT_REF}${ref.slice(sharedRef.length)}` };
    if (!ref.startsWith(`${COMPONENT_REF}${TEMPORARY}`)) return undefined;
    return mapRefs(schemas[ref.slice(COMPONENT_REF.length)], inline);
  };
  const finish = (schema: JsonSchema | undefined) => tidy(mapRefs(schema ?? {}, inline)) as JsonSchema;

  const components: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(extracted)) components[name] = finish(schema);
  for (const name of new Set(shared.values()))
    if (schemas[name] && !name.startsWith('__')) components[name] = finish(schemas[name]);
  const converted = new Map<z.ZodType, JsonSchema>();
  for (const root of roots) {
    const name = shared.get(root);
    converted.set(root, name ? { $ref: `${COMPONENT_REF}${name}` } : finish(schemas[temporary.get(root)!]));
  }
  return { roots: converted, components };
}

/** Key order aside, the same JSON. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The names both sides share with the same schema (refs to a differing one count as differing). */
function sameOnBothSides(output: Side, input: Side): Set<string> {
  const same = new Set(Object.keys(input.components).filter((name) => name in output.components));
  for (let changed = true; changed; ) {
    changed = false;
    const asOutput = (ref: string) => {
      const name = ref.slice(COMPONENT_REF.length);
      return name in output.components && !same.has(name) ? { $ref: `${ref}Input` } : undefined;
    };
    for (const name of same)
      if (
        canonical(mapRefs(input.components[name], asOutput)) !==
        canonical(mapRefs(output.components[name], asOutput))
      ) {
        same.delete(name);
        changed = true;
      }
  }
  return same;
}

/** Converts every use; shared schemas become components, the rest stays inline. */
export function convertSchemas(uses: SchemaUse[]): ConvertedSchemas {
  const shared = sharedSchemas(uses);
  const output = convertSide(uses, 'output', shared);
  const input = convertSide(uses, 'input', shared);
  const same = sameOnBothSides(output, input);
  const taken = new Set([...Object.keys(output.components), ...Object.keys(input.components)]);
  const renamed = new Map<string, string>();
  for (const name of Object.keys(input.components)) {
    if (!(name in output.components) || same.has(name)) continue;
    let twin = `${name}Input`;
    for (let n = 2; taken.has(twin); n++) twin = `${name}Input${n}`;
    taken.add(twin);
    renamed.set(name, twin);
  }
  const toTwin = (ref: string) => {
    const twin = renamed.get(ref.slice(COMPONENT_REF.length));
    return twin ? { $ref: `${COMPONENT_REF}${twin}` } : undefined;
  };
  const components: Record<string, JsonSchema> = { ...output.components };
  for (const [name, schema] of Object.entries(input.components))
    components[renamed.get(name) ?? name] = mapRefs(schema, toTwin) as JsonSchema;
  const schemas = uses.map((use) =>
    use.io === 'output'
      ? output.roots.get(use.schema)!
      : (mapRefs(input.roots.get(use.schema), toTwin) as JsonSchema),
  );
  return { schemas, components };
}
