// Response schemas for routes: the success envelope around a value schema. Error envelopes are
// written by the error handler and bypass these.
import { ok, okEnvelope } from '@sim/shared/envelope';
import type { z } from 'zod';

export function envelope<T extends z.ZodType>(value: T) {
  return { 200: okEnvelope(value) };
}

/**
 * A success envelope's JSON as a route answering `envelope(schema)` writes it, for the fast lane's token
 * reads: their schemas are plain objects (no codecs, no defaults), so encoding through the schema, what
 * fastify-type-provider-zod's serialiser does first, changes nothing; it only costs the hot call tens
 * of microseconds. Their values are built in the schema's key order, which is the order zod writes
 * (fast-lane-token.test.ts holds the bytes equal to the Fastify route's, which still checks them).
 */
export function envelopeWriter<T extends z.ZodType>(_schema: T): (value: z.output<T>) => string {
  return (value) => JSON.stringify(ok(value));
}
