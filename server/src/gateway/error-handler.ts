// One place turns every failure into the platform envelope: PlatformError as thrown, validation and
// Fastify's own errors as 4xx, anything else as a 500 that leaks nothing.

import { ERRORS } from '@sim/shared/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';

function fromFastifyError(error: FastifyError): PlatformError | null {
  if (error.validation) {
    const first = error.validation[0];
    const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')}: ` : '';
    return PlatformError.of('requestParamError', {
      message: `${where}${first?.message ?? 'invalid request'}`,
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return PlatformError.of('payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return PlatformError.of('requestParamError', { message: error.message });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new PlatformError(ERRORS.requestParamError.errorCode, error.statusCode, error.message);
  }
  return null;
}

export function sendPlatformError(reply: FastifyReply, error: PlatformError): FastifyReply {
  if (error.extra.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.extra.retryAfterSeconds));
  // bypass the route's response schema: error bodies are the envelope, not the route's value
  return (
    reply
      .status(error.httpStatus)
      // the same type as every success (the route serializers' JSON)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(error.toEnvelope())
  );
}

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function registerErrorHandling(app: FastifyInstance, pageFallback: PageFallback = () => false): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof PlatformError ? error : fromFastifyError(error);
    if (known) {
      if (known.httpStatus >= 500) request.log.warn({ errorCode: known.errorCode }, known.message);
      return sendPlatformError(reply, known);
    }
    // the client went away while its body came in: its doing, not the server's (no stack, no error line)
    if ((error as { code?: string }).code === 'ECONNRESET' || error.message === 'aborted') {
      request.log.info({ code: (error as { code?: string }).code }, 'request aborted by the client');
      return sendPlatformError(reply, PlatformError.of('requestParamError', { message: 'Request aborted' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendPlatformError(reply, PlatformError.of('systemBusy'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback(request, reply)) return reply;
    const relay = /^\/wps\/relay\/([^/?]+)/.exec(request.url);
    const error = relay
      ? PlatformError.of('relayNotFound', { message: `Unknown service ${relay[1]}` })
      : PlatformError.of('notFound', {
          message: `Unknown path ${request.method} ${request.url.split('?')[0]}`,
        });
    return sendPlatformError(reply, error);
  });
}
