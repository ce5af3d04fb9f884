// Response schemas for routes: the success envelope around a value schema. Error envelopes are
// written by the error handler and bypass these.
import { ok, okEnvelope } from '@sim/shared/envelope';
import { z } from 'zod';

export function envelope<T extends z.ZodType>(value: T) {
  return { 200: okEnvelope(value) };
}

/**
 * A success envelope's JSON as a route answering `envelope(schema)` writes it: the serialiser
 * fastify-type-provider-zod compiles encodes through the schema, then JSON.stringify (the fast lane's
 * token calls; built once per schema).
 */
export function envelopeWriter<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const wrapped = okEnvelope(schema);
  return (value) => JSON.stringify(z.encode(wrapped, ok(value) as z.output<typeof wrapped>));
}
