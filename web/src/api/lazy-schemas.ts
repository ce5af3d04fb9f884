// The shared schemas (and zod under them) out of the site's first load: a module's schemas named
// here are imported the first time a call needs one, and the wire client waits for it (wire.ts).
// The first screen's code names its calls' schemas this way; what it renders needs no zod.
import type { z } from 'zod';

/** What the wire client checks an answer with: a zod schema, or a lazy one. */
export interface ParsingSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; data?: undefined };
}

export interface LazySchema<T> {
  load(): Promise<ParsingSchema<T>>;
  /** there once loaded: a check can then run at once */
  readonly loaded: ParsingSchema<T> | undefined;
}

type SchemasOf<Module> = {
  readonly [Name in keyof Module as Module[Name] extends z.ZodType ? Name : never]: LazySchema<
    z.output<Module[Name] & z.ZodType>
  >;
};

/** `lazySchemas(() => import('@sim/shared/wps/wallet')).balanceSchema`: that schema, loaded on first use. */
export function lazySchemas<Module extends object>(load: () => Promise<Module>): SchemasOf<Module> {
  let module: Module | undefined;
  const loadModule = async () => {
    module ??= await load();
    return module;
  };
  const schemas = new Map<string, LazySchema<unknown>>();
  const schemaNamed = (name: string): LazySchema<unknown> => {
    const pick = (from: Module) => from[name as keyof Module] as unknown as ParsingSchema<unknown>;
    return {
      load: async () => {
        const schema = pick(await loadModule());
        if (!schema) throw new Error(`no schema ${name} in its module`);
        return schema;
      },
      // any of the module's schemas loaded them all
      get loaded() {
        return module && pick(module);
      },
    };
  };
  return new Proxy({} as SchemasOf<Module>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let schema = schemas.get(name);
      if (!schema) {
        schema = schemaNamed(name);
        schemas.set(name, schema);
      }
      return schema;
    },
  });
}

export function isLazy<T>(schema: ParsingSchema<T> | LazySchema<T>): schema is LazySchema<T> {
  return 'load' in schema;
}
