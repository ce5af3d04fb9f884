// The idempotency key of a money request: `requestId` in the body, else the `X-Request-Id` header.

import { requestIdSchema } from '@sim/shared/wps/cashier';
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';

export function requestIdOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  if (fromBody !== undefined) return fromBody;
  const header = request.headers['x-request-id'];
  if (header === undefined) return undefined;
  const parsed = requestIdSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw PlatformError.of('requestParamError', { message: 'X-Request-Id must be 1-64 characters' });
  return parsed.data;
}
