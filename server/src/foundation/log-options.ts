// How the server logs: pino through Fastify, never a credential. Request lines carry the URL with
// secret query parameters redacted (launch and login-as URLs carry `token=`), and any header object
// that reaches a log line has its credentials censored.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactUrl } from './secrets.ts';

const CREDENTIAL_HEADERS = ['authorization', 'encryption', '"x-digest"', 'cookie', '"set-cookie"'];

type LogOptions = Exclude<FastifyServerOptions['logger'], boolean | null | undefined>;

export function logOptions(level: string): LogOptions {
  return {
    level,
    redact: {
      paths: CREDENTIAL_HEADERS.flatMap((name) => [
        `req.headers.${name}`,
        `res.headers.${name}`,
        `headers.${name}`,
      ]),
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
