// One log line per answered request (Fastify's own are two: "incoming request" and "request completed",
// each with the whole request serialised and redacted). The line carries what a reader of the log looks
// for, the URL with its secret parameters redacted. Refusals and failures are logged at info; answered
// calls at debug, since the request journal (journal.list, the control panel) keeps every one of them
// with its body, and a line per call cost about 14 µs of a 110 µs call at info (PERFORMANCE.md).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '../foundation/secrets.ts';

const LEVEL_ORDER: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

/** Whether the logger writes lines of `level` (its own level is a name; 'silent' writes none). */
const enabled = (log: FastifyBaseLogger, level: 'info' | 'debug') =>
  (LEVEL_ORDER[log.level] ?? Number.POSITIVE_INFINITY) <= LEVEL_ORDER[level]!;

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 400 ? 'info' : 'debug';
    // the line's fields (the URL's redaction above all) cost more than a call that writes no line
    if (enabled(request.log, level)) logLine(request, reply, level);
    done();
  });
}

function logLine(request: FastifyRequest, reply: FastifyReply, level: 'info' | 'debug'): void {
  request.log[level](
    {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request',
  );
}
