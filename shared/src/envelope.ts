// The platform envelope (wire-contract.md section 1): every /wps response body is one of these.
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** numeric code as the go444 authors quote upstream failures (#543, #727, ...) */
  code: z.number().int().optional(),
  /** extra detail some errors carry, e.g. `{captcha: true}` after a failed login */
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The `value` of calls that answer only their success (logout, favourites, password change, ...). */
export const noValueSchema = z.null();

export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, message: z.string().optional() });
}

export type OkEnvelope<T> = { success: true; value: T; message?: string };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** The success envelope every route answers with; `message` where a call also says something. */
export function ok<T>(value: T, message?: string): OkEnvelope<T> {
  return message === undefined ? { success: true, value } : { success: true, value, message };
}
