// Every route's schema validation (zod, fastify-type-provider-zod), after the one rule no schema states
// for all: every string in a request part is text (no lone UTF-16 surrogate, no NUL; foundation/non-text.ts).
// It runs after preValidation, so it sees encrypted bodies decrypted and GET bodies merged into the query.
// Header values arrive as latin-1 (no surrogates), and Node's parser refuses a NUL in them. The admin
// surface checks its tRPC input the same way (admin/trpc.ts).
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { safeEncode, ZodType } from 'zod';
import { PlatformError } from '../foundation/errors.ts';
import { findNonText } from '../foundation/non-text.ts';

export const platformValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  // a request without a body has `null` for one: a route whose body is optional takes it
  const absent = (data: unknown) => (route.httpPart === 'body' && data === null ? undefined : data);
  // header values are latin-1 (no surrogate can be in them) and Node refuses a NUL there itself
  if (route.httpPart === 'headers') return validate;
  return (data) => {
    const nonText = findNonText(data);
    if (nonText === null) return validate(absent(data));
    const message = `${nonText.path || route.httpPart}: ${nonText.reason}`;
    return { error: PlatformError.of('requestParamError', { message }) };
  };
};

/** Under the tests, every answer is also encoded the provider's way, and the two must agree. */
const CHECK_ENCODE = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;

/**
 * Every answer checked and stripped by its route's schema with zod's parse. The provider's own
 * serializer encodes (zod's reverse direction, for codecs), which runs without zod's compiled fast path:
 * 47 µs against 3 µs for a mission summary list (PERFORMANCE.md). No schema of the contract has a codec,
 * so both give the same bytes; under the tests each answer is made both ways and a difference throws.
 */
export const platformSerializerCompiler: FastifySerializerCompiler<ZodType | { properties: ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zod = schema instanceof ZodType ? schema : schema.properties;
  return (data) => {
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    const text = JSON.stringify(result.data);
    if (CHECK_ENCODE) {
      const encoded = safeEncode(zod, data);
      if (!encoded.success || JSON.stringify(encoded.data) !== text)
        throw new Error(`${method} ${url}: the answer's schema parses and encodes differently (a codec?)`);
    }
    return text;
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
    buildSerializer: (() => platformSerializerCompiler) as never,
  },
};
