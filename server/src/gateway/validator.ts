// Every route's schema validation (zod, fastify-type-provider-zod), after the one rule no schema states
// for all: no string in a request part holds a lone UTF-16 surrogate. It runs after preValidation, so
// it sees encrypted bodies decrypted and GET bodies merged into the query; header values arrive as
// latin-1 and cannot hold one. The admin surface checks its tRPC input the same way (admin/trpc.ts).
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { PlatformError } from '../platform/errors.ts';
import { findLoneSurrogate } from '../platform/lone-surrogates.ts';

export const platformValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const where = findLoneSurrogate(data);
    if (where === null) return validate(data);
    const message = `${where || route.httpPart}: a lone UTF-16 surrogate is not text`;
    return { error: PlatformError.of('requestParamError', { message }) };
  };
};
