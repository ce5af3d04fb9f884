// The zod schemas of the routes as a graph: which schema sits where, seen from the request side (a
// pipe's input) or the answer side (its output). Used to find the schemas more than one place shares
// (components.ts) and to read the bounds a pipe's later stages put on a number (wire-numbers.ts).
import type { z } from 'zod';

export type Io = 'input' | 'output';

/** A schema reached from a parent: the property (or `[]` for an array's items, `|` for a union's option). */
export interface Edge {
  parent: z.ZodType;
  key: string;
  child: z.ZodType;
}

type Def = Record<string, unknown> & { type: string };

export const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** Wrappers say something about their inner schema (optional, default, ...) and are never shared on their own. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
  'promise',
  'success',
]);

export const isWrapper = (schema: z.ZodType): boolean => WRAPPERS.has(defOf(schema).type);

/** A pipe whose input is a transform reads as its output on the request side too (as zod converts it). */
function pipeSide(def: Def, io: Io): z.ZodType {
  const input = def.in as z.ZodType;
  if (io === 'output' || defOf(input).type === 'transform') return def.out as z.ZodType;
  return input;
}

/** The schemas directly inside `schema`, each with the key it sits under, as zod converts them for `io`. */
export function childrenOf(schema: z.ZodType, io: Io): { key: string; child: z.ZodType }[] {
  const def = defOf(schema);
  const one = (key: string, child: unknown) => (child ? [{ key, child: child as z.ZodType }] : []);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return [
        ...Object.entries(shape).map(([key, child]) => ({ key, child })),
        ...(def.catchall && defOf(def.catchall as z.ZodType).type !== 'never' ? one('*', def.catchall) : []),
      ];
    }
    case 'array':
      return one('[]', def.element);
    case 'union':
      return (def.options as z.ZodType[]).map((child) => ({ key: '|', child }));
    case 'intersection':
      return [...one('&', def.left), ...one('&', def.right)];
    case 'record':
      return one('*', def.valueType);
    case 'tuple':
      return [...(def.items as z.ZodType[]).map((child) => ({ key: '[]', child })), ...one('[]', def.rest)];
    case 'lazy':
      return one('', (schema._zod as unknown as { innerType: z.ZodType }).innerType);
    case 'pipe':
      return one('', pipeSide(def, io));
    default:
      return WRAPPERS.has(def.type) ? one('', def.innerType) : [];
  }
}

/** Every schema reachable from the roots for `io`, each visited once, with the edges between them. */
export function walk(roots: z.ZodType[], io: Io, visit: (edge: Edge) => void): Set<z.ZodType> {
  const seen = new Set<z.ZodType>();
  const queue = [...roots];
  while (queue.length > 0) {
    const schema = queue.shift()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    for (const { key, child } of childrenOf(schema, io)) {
      visit({ parent: schema, key, child });
      queue.push(child);
    }
  }
  return seen;
}
