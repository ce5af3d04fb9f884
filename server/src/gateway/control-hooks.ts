// Root-level hooks for the simulator's control room on every REST call (known path or not):
// injected faults first, and the journal entry (request and answer, redacted) once the answer is out.
// The server's calls of its own gateway (internal-calls.ts) are neither.
import { isLottoAreaPath } from '@sim/shared/lgw/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redact, SentBytes, sentAnswer } from '../control/journal.ts';
import { PlatformError } from '../foundation/errors.ts';
import { noteCoverage } from './coverage-note.ts';
import { isInternalCall } from './internal-calls.ts';

const REST_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

const isRest = (url: string) => REST_PREFIXES.some((p) => url.startsWith(p)) || isLottoAreaPath(url);
export const isVisitorsRest = (request: FastifyRequest) => isRest(request.url) && !isInternalCall(request);
const pathOf = (url: string) => url.split('?')[0] ?? url;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

declare module 'fastify' {
  interface FastifyRequest {
    journalResponse?: unknown;
    /** the answer stub that answered this call (control/stubs.ts) */
    stubId?: number;
  }
}

async function applyFault(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const outcome = await app.sim.faults.decide(pathOf(request.url));
  if (outcome.delayMs > 0) await sleep(outcome.delayMs);
  if (outcome.kind === 'drop') {
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  if (outcome.kind === 'error') throw new PlatformError(outcome.errorCode, outcome.status, outcome.message);
}

// Hooks with nothing to wait for call `done` at once (no promise, no turn of the microtask queue): they
// run on every call.
export function registerControlHooks(app: FastifyInstance): void {
  // the declared REST routes, each relay its own: what a coverage report counts against
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && isRest(route.url)) app.sim.coverage.declare(route.method, route.url);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.sim.faults.any() || !isVisitorsRest(request)) return done();
    applyFault(app, request, reply).then(() => done(), done);
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!isRest(request.url)) return done(null, payload);
    if (typeof payload === 'string') request.journalResponse = sentAnswer(payload);
    else if (Buffer.isBuffer(payload)) {
      // a kept answer's bytes (the game list's pages): read only if someone reads the journal
      request.journalResponse = new SentBytes(payload);
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (isVisitorsRest(request)) {
      journal(app, request, reply);
      if (app.sim.coverage.recording) noteCoverage(app, request, reply);
    }
    done();
  });
}

// The entry holds what the call holds (its URL, its moment, its answer): clipped, redacted and read
// for an error code only when someone reads the journal.
function journal(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  app.sim.journal.record({
    at: app.sim.clock.now(),
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    latencyMs: Math.round(reply.elapsedTime * 10) / 10,
    merchant: request.merchant?.code ?? null,
    username: request.member?.username ?? null,
    body:
      request.body == null ? null : typeof request.body === 'string' ? '[encrypted]' : redact(request.body),
    response: request.journalResponse ?? null,
    encrypted: request.routeOptions.config?.encrypted === true,
    stubId: request.stubId ?? null,
  });
}
