// Node answers some requests before Fastify sees them: headers past maxHeaderSize (16 KB), a request
// not received within headersTimeout/requestTimeout, bytes that are no HTTP. Those answers are in the
// envelope too, after the answers of the requests before them on the connection. Nothing of the request is logged: Node's error carries its raw bytes (tokens included).
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';

function failureOf(code: string | undefined): PlatformError {
  if (code === 'HPE_HEADER_OVERFLOW') return PlatformError.of('headersTooLarge');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return PlatformError.of('requestTimeout');
  return PlatformError.of('requestParamError', { message: 'Malformed HTTP request' });
}

/** Requests of a connection still unanswered (pipelined ones wait for those before them). */
const unanswered = new WeakMap<Socket, Set<IncomingMessage>>();
const ANSWERED = 'sim:answered';
/** connections whose bytes went wrong: nothing more is read from them */
const failed = new WeakSet<Socket>();

/** Keeps each connection's unanswered requests (RFC 9112 9.6: every request before a bad one is answered). */
export function countUnanswered(server: Server): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    let pending = unanswered.get(socket);
    if (!pending) {
      pending = new Set();
      unanswered.set(socket, pending);
    }
    pending.add(request);
    const answered = () => {
      if (pending.delete(request)) socket.emit(ANSWERED);
    };
    response.once('finish', answered);
    response.once('close', answered);
  });
}

/**
 * Bytes that are no request: every request before them is answered first, in order, then the 400 and
 * the close. Bytes after a `Connection: close` request are no error: that request's answer closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || failed.has(socket)) return;
  failed.add(socket);
  socket.pause();
  const afterClose = error.code === 'HPE_CLOSED_CONNECTION';
  const failure = failureOf(error.code);
  this.log.debug({ code: error.code, status: failure.httpStatus }, 'client error');
  const answer = () => {
    if (socket.destroyed) return;
    if (afterClose) {
      socket.end();
      return;
    }
    const body = JSON.stringify(failure.toEnvelope());
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${failure.httpStatus} ${STATUS_CODES[failure.httpStatus]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    socket.destroySoon();
  };
  // the requests received whole are answered first; one the bad bytes cut short is answered by the 400
  const waitingFor = () => [...(unanswered.get(socket) ?? [])].some((request) => request.complete);
  if (!waitingFor()) {
    answer();
    return;
  }
  const onAnswered = () => {
    if (waitingFor()) return;
    socket.off(ANSWERED, onAnswered);
    answer();
  };
  socket.on(ANSWERED, onAnswered);
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
