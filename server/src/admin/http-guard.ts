// The admin surface's door, before tRPC reads anything: a rate limit per client, then the admin token
// (an unauthenticated client never has a body read), then a small body limit except for the
// procedures that carry files. Refusals are tRPC error answers, as the CLI and the control panel
// read them (401 makes the CLI say the token was refused).
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';
import type { RateCheck } from '../gateway/rate-limit.ts';
import { isAdminToken } from './trpc.ts';

/** Every procedure's body limit but those below. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

/** Procedures whose input is a file: data.import carries a whole database, base64. */
const LARGE_BODIES: Record<string, number> = { 'data.import': 64 * 1024 * 1024 };

/** The route's own limit: the largest any procedure may send (each is then held to its own). */
export const ADMIN_ROUTE_BODY_LIMIT = Math.max(ADMIN_BODY_LIMIT, ...Object.values(LARGE_BODIES));

class AdminRefusal extends Error {
  constructor(
    readonly code: TRPC_ERROR_CODE_KEY,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = (limit: number) =>
  new AdminRefusal('PAYLOAD_TOO_LARGE', 413, `The body is larger than this procedure takes (${limit} bytes)`);

/** The procedures a call names: `/admin/trpc/a.b` or a batch `/admin/trpc/a.b,c.d?batch=1`. */
function proceduresOf(request: FastifyRequest): string[] {
  const { path = '' } = (request.params ?? {}) as { path?: string };
  return path.split(',');
}

function bodyLimitOf(request: FastifyRequest): number {
  return Math.max(...proceduresOf(request).map((name) => LARGE_BODIES[name] ?? ADMIN_BODY_LIMIT));
}

/** Passes the body through while it stays within `limit` bytes (bodies sent without Content-Length). */
function limitedTo(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      done(seen > limit ? tooLarge(limit) : null, chunk);
    },
  });
}

const STATUS_CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** A refusal before tRPC ran, in its error shape (one per procedure of a batch). */
function refusalOf(error: FastifyError | PlatformError | AdminRefusal): AdminRefusal {
  if (error instanceof AdminRefusal) return error;
  const status = error instanceof PlatformError ? error.httpStatus : (error.statusCode ?? 500);
  const code = STATUS_CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
  const message = status < 500 ? error.message : 'Internal error: see the simulator log';
  return new AdminRefusal(code, Math.min(status, 500), message);
}

export function guardAdminSurface(admin: FastifyInstance, rateCheck: RateCheck | null): void {
  admin.addHook('onRequest', async (request, reply) => {
    const waitSeconds = await rateCheck?.(request);
    if (waitSeconds) {
      reply.header('retry-after', String(waitSeconds));
      throw new AdminRefusal('TOO_MANY_REQUESTS', 429, `Too many admin calls: retry in ${waitSeconds} s`);
    }
    if (!isAdminToken(request.headers.authorization, admin.sim.adminToken))
      throw new AdminRefusal('UNAUTHORIZED', 401, 'Admin token required (Authorization: Bearer <token>)');
  });

  admin.addHook('preParsing', async (request, _reply, payload) => {
    // no body (a query, a mutation without input): tRPC reads the untouched request itself
    const length = Number(request.headers['content-length'] ?? 0);
    if (length === 0 && request.headers['transfer-encoding'] === undefined) return payload;
    const limit = bodyLimitOf(request);
    if (length > limit) throw tooLarge(limit);
    // an error on either side (too large, client gone) reaches Fastify through the returned stream
    return pipeline(payload, limitedTo(limit), () => {});
  });

  // tRPC's client sends no body for a mutation called without its optional input, and tRPC's JSON reader
  // then fails on the empty text ("Unexpected end of JSON input", 400): `pnpm sim data history` with no
  // names did. An empty object is what every such input takes as "not given" (admin.test.ts holds it).
  admin.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === '')) request.body = '{}';
  });

  admin.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalOf(error);
    if (refusal.statusCode >= 500) request.log.error({ err: error }, 'admin surface failed');
    const answer = (path: string) => ({
      error: {
        message: refusal.message,
        code: TRPC_ERROR_CODES_BY_KEY[refusal.code],
        data: { code: refusal.code, httpStatus: refusal.statusCode, path },
      },
    });
    const isBatch = (request.query as { batch?: string } | undefined)?.batch !== undefined;
    const paths = proceduresOf(request);
    return reply
      .status(refusal.statusCode)
      .type('application/json')
      .send(JSON.stringify(isBatch ? paths.map(answer) : answer(paths[0] ?? '')));
  });
}
