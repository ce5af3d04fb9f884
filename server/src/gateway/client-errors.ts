// Node answers some requests before Fastify sees them: headers past maxHeaderSize (16 KB), a request
// not received within headersTimeout/requestTimeout, bytes that are no HTTP. Those answers are in the
// envelope too. Nothing of the request is logged: Node's error carries its raw bytes (tokens included).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../platform/errors.ts';

function failureOf(code: string | undefined): PlatformError {
  if (code === 'HPE_HEADER_OVERFLOW') return PlatformError.of('headersTooLarge');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return PlatformError.of('requestTimeout');
  return PlatformError.of('requestParamError', { message: 'Malformed HTTP request' });
}

export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const failure = failureOf(error.code);
  this.log.debug({ code: error.code, status: failure.httpStatus }, 'client error');
  const body = JSON.stringify(failure.toEnvelope());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${failure.httpStatus} ${STATUS_CODES[failure.httpStatus]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * What Fastify's router refuses before any route runs (a path that is no valid percent-encoding, say):
 * the platform's envelope, not Fastify's own error shape.
 */
export function frameworkErrorHandler(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.debug({ code: error.code }, 'framework error');
  const failure = PlatformError.of('requestParamError', { message: 'Malformed URL' });
  reply.code(failure.httpStatus).send(failure.toEnvelope());
}
