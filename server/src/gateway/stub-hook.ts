// Answer stubs on every REST call, after the gateway's checks (the Merchant header, the gate, token
// auth, the body decrypted and validated: a root preHandler runs after them) and before the route or a
// cached answer. The journal records the stub's answer with its id (control-hooks.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVisitorsRest } from './control-hooks.ts';

async function answerByStub(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const answer = await app.sim.stubs.answer({
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    query: request.query,
    body: request.body,
  });
  if (!answer) return false;
  request.stubId = answer.stubId;
  reply.code(answer.status).type('application/json; charset=utf-8').send(answer.payload);
  return true;
}

// no stub pinned (the usual case): `done` at once, no promise
export function registerStubHook(app: FastifyInstance): void {
  app.addHook('preHandler', (request, reply, done) => {
    if (!app.sim.stubs.active || !isVisitorsRest(request)) return done();
    answerByStub(app, request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });
}
