// Every route's schema validation (zod, fastify-type-provider-zod), after the one rule no schema states
// for all: every string in a request part is text (no lone UTF-16 surrogate, no NUL; foundation/non-text.ts).
// It runs after preValidation, so it sees encrypted bodies decrypted and GET bodies merged into the query.
// Header values arrive as latin-1 (no surrogates), and Node's parser refuses a NUL in them. The admin
// surface checks its tRPC input the same way (admin/trpc.ts).
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { PlatformError } from '../foundation/errors.ts';
import { findNonText } from '../foundation/non-text.ts';

export const platformValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const nonText = findNonText(data);
    if (nonText === null) return validate(data);
    const message = `${nonText.path || route.httpPart}: ${nonText.reason}`;
    return { error: PlatformError.of('requestParamError', { message }) };
  };
};

/**
 * Fastify's `schemaController` option naming zod's compilers as the application's: with them named at
 * construction Fastify never loads its defaults, Ajv and fast-json-stringify (some 80 ms of a start, for
 * compilers no route would use). Its types know only Ajv-shaped factories, hence the casts.
 */
export const zodSchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: (() => platformValidatorCompiler) as never,
    buildSerializer: (() => serializerCompiler) as never,
  },
};
