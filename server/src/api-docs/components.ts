// Which zod schemas become named components of the document: a structured schema (object, record,
// union, enum, tuple) that more than one place uses, and every recursive (lazy) one.
// A name comes from the schema's own metadata `id` or `title`, else from where it is first met: the
// property it sits under (`whitelabel` -> Whitelabel), or the operation part a route declares it as.
import { z } from 'zod';
import { pascal } from './names.ts';
import { defOf, type Io, isWrapper, walk } from './zod-graph.ts';

/** A schema a route declares (a request part or an answer), with the name it goes by if it is shared. */
export interface SchemaUse {
  schema: z.ZodType;
  io: Io;
  name: string;
}

/** Property names that say nothing on their own: the parent's name goes in front. */
const GENERIC = new Set(['value', 'list', 'data', 'content', 'items', 'records', 'rows', 'result', 'info']);

const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : /[^s]s$/.test(name) ? name.slice(0, -1) : `${name}Item`;

/** A pass-through schema: its child is where its parent put it (a wrapper, a pipe). */
const passesThrough = (schema: z.ZodType) => isWrapper(schema) || defOf(schema).type === 'pipe';

function isStructured(schema: z.ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object).length > 0;
    case 'record':
    case 'intersection':
    case 'lazy':
      return true;
    case 'tuple':
      return (def.items as unknown[]).length > 0;
    case 'union':
      return (
        (def.options as z.ZodType[]).filter((o) => !['null', 'undefined'].includes(defOf(o).type)).length > 1
      );
    case 'enum':
      return Object.keys(def.entries as object).length > 1;
    default:
      return false;
  }
}

interface Incoming {
  parent: z.ZodType;
  key: string;
}

/** The shared schemas of `uses` and their unique names, in the order they are first met. */
export function sharedSchemas(uses: SchemaUse[]): Map<z.ZodType, string> {
  const incoming = new Map<z.ZodType, Incoming[]>();
  const rootsOf = new Map<z.ZodType, number[]>();
  uses.forEach((use, index) => {
    rootsOf.set(use.schema, [...(rootsOf.get(use.schema) ?? []), index]);
  });
  const order = new Set<z.ZodType>();
  for (const io of ['output', 'input'] as const) {
    const roots = uses.filter((use) => use.io === io).map((use) => use.schema);
    const reached = walk(roots, io, ({ parent, key, child }) => {
      const list = incoming.get(child) ?? [];
      if (!list.some((edge) => edge.parent === parent && edge.key === key)) list.push({ parent, key });
      incoming.set(child, list);
    });
    for (const schema of reached) order.add(schema);
  }

  // the places a schema is used: a wrapper's or pipe's places are its inner schema's
  const places = new Map<z.ZodType, Set<string>>();
  const ids = new Map<z.ZodType, number>();
  const idOf = (schema: z.ZodType) => ids.get(schema) ?? ids.set(schema, ids.size).get(schema)!;
  const placesOf = (schema: z.ZodType, guard = new Set<z.ZodType>()): Set<string> => {
    const known = places.get(schema);
    if (known) return known;
    const found = new Set<string>((rootsOf.get(schema) ?? []).map((index) => `use ${index}`));
    if (guard.has(schema)) return found;
    guard.add(schema);
    for (const { parent, key } of incoming.get(schema) ?? []) {
      if (passesThrough(parent)) for (const place of placesOf(parent, guard)) found.add(place);
      else found.add(`${idOf(parent)} ${key}`);
    }
    places.set(schema, found);
    return found;
  };

  const hints = new Map<z.ZodType, string>();
  const hintOf = (schema: z.ZodType, guard = new Set<z.ZodType>()): string => {
    const known = hints.get(schema);
    if (known) return known;
    const meta = z.globalRegistry.get(schema);
    const own = (meta?.id as string | undefined) ?? (meta?.title as string | undefined);
    const root = rootsOf.get(schema)?.[0];
    const first = incoming.get(schema)?.[0];
    let hint: string;
    if (own) hint = pascal(own);
    else if (root !== undefined) hint = uses[root]!.name;
    else if (!first || guard.has(schema)) hint = 'Schema';
    else {
      guard.add(schema);
      const parent = hintOf(first.parent, guard);
      if (first.key === '') hint = parent;
      else if (first.key === '[]') hint = singular(parent);
      else if (first.key === '|') hint = `${parent}Option`;
      else if (first.key === '*') hint = `${parent}Entry`;
      else if (first.key === '&') hint = `${parent}Part`;
      else hint = GENERIC.has(first.key) ? `${parent}${pascal(first.key)}` : pascal(first.key);
    }
    hints.set(schema, hint);
    return hint;
  };

  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const schema of order) {
    if (!isStructured(schema)) continue;
    // a pipe's first stage stays with its pipe: the pipe's later stages narrow it (wire-numbers.ts)
    if ((incoming.get(schema) ?? []).some((edge) => defOf(edge.parent).type === 'pipe')) continue;
    if (defOf(schema).type !== 'lazy' && placesOf(schema).size < 2) continue;
    const base = hintOf(schema) || 'Schema';
    // a name taken: the parent's name in front, then a number
    let holder = incoming.get(schema)?.[0]?.parent;
    for (let hops = 0; holder && passesThrough(holder) && hops < 10; hops++)
      holder = incoming.get(holder)?.[0]?.parent;
    const qualified = holder && !rootsOf.has(schema) ? `${hintOf(holder)}${base}` : base;
    let name = taken.has(base) ? qualified : base;
    for (let n = 2; taken.has(name); n++) name = `${qualified}${n}`;
    taken.add(name);
    names.set(schema, name);
  }
  return names;
}
