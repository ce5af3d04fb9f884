// The one error type. Thrown anywhere; the gateway's error handler writes it into the envelope (and a
// Retry-After header when the error knows when to come back: domain code sets no HTTP header).
import type { ErrorEnvelope } from '@sim/shared/envelope';
import { ERRORS, type ErrorName } from '@sim/shared/error-codes';

export class PlatformError extends Error {
  constructor(
    readonly errorCode: string,
    readonly httpStatus: number,
    message: string,
    readonly extra: { code?: number; value?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  /** A catalogued error (shared/error-codes.ts), optionally with its own message or a `value`. */
  static of(
    name: ErrorName,
    overrides: { message?: string; value?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const spec = ERRORS[name];
    return new PlatformError(spec.errorCode, spec.status, overrides.message ?? spec.message, {
      code: 'code' in spec ? spec.code : undefined,
      value: overrides.value,
      retryAfterSeconds: overrides.retryAfterSeconds,
    });
  }

  toEnvelope(): ErrorEnvelope {
    const body: ErrorEnvelope = { success: false, errorCode: this.errorCode, message: this.message };
    if (this.extra.code !== undefined) body.code = this.extra.code;
    if (this.extra.value !== undefined) body.value = this.extra.value;
    return body;
  }
}

/**
 * A refusal of the simulator's own control calls (admin settings, personas), never written on the
 * platform's wire: the input breaks a rule, names nothing, or collides with what exists. The admin
 * surface answers it as BAD_REQUEST, NOT_FOUND or CONFLICT.
 */
export class RequestRefused extends Error {
  constructor(
    readonly reason: 'invalid' | 'missing' | 'conflict',
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}
