// One log line per answered request (Fastify's own are two: "incoming request" and "request completed",
// each with the whole request serialised and redacted). The line carries what a reader of the log looks
// for, the URL with its secret parameters redacted; the request journal keeps the bodies.
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../platform/secrets.ts';

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
