// Response schemas for routes: the success envelope around a value schema. Error envelopes are
// written by the error handler and bypass these.
import { okEnvelope } from '@sim/shared/envelope';
import type { z } from 'zod';

// One envelope per value schema, however many apps register the route (a test file builds several, the
// cluster two): zod compiles an object schema's fast parse on its first use, once per schema object.
const envelopes = new WeakMap<z.ZodType, { 200: z.ZodType }>();

export function envelope<T extends z.ZodType>(value: T): { 200: ReturnType<typeof okEnvelope<T>> } {
  let made = envelopes.get(value);
  if (!made) {
    made = { 200: okEnvelope(value) };
    envelopes.set(value, made);
  }
  return made as { 200: ReturnType<typeof okEnvelope<T>> };
}
