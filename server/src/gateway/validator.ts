// Every route's schema validation (zod, fastify-type-provider-zod), after the one rule no schema states
// for all: every string in a request part is text (no lone UTF-16 surrogate, no NUL; platform/non-text.ts).
// It runs after preValidation, so it sees encrypted bodies decrypted and GET bodies merged into the query.
// Header values arrive as latin-1 (no surrogates), and Node's parser refuses a NUL in them. The admin
// surface checks its tRPC input the same way (admin/trpc.ts).
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { PlatformError } from '../platform/errors.ts';
import { findNonText } from '../platform/non-text.ts';

export const platformValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const nonText = findNonText(data);
    if (nonText === null) return validate(data);
    const message = `${nonText.path || route.httpPart}: ${nonText.reason}`;
    return { error: PlatformError.of('requestParamError', { message }) };
  };
};
