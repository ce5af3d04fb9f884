// Response schemas for routes: the success envelope around a value schema. Error envelopes are
// written by the error handler and bypass these.
import { okEnvelope } from '@sim/shared/envelope';
import type { z } from 'zod';

export function envelope<T extends z.ZodType>(value: T) {
  return { 200: okEnvelope(value) };
}
