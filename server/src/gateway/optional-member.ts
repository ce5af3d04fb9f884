// The member behind a public call's token (feedback, getService): a public call answers a visitor
// without a token alike, but a token it is sent must be live — a missing token is a visitor, a stale
// or unknown one is refused with 401 as on any token call (a dead token never passes as anonymous).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionMember } from '../domain/accounts/sessions.ts';

export async function optionalMemberOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionMember | null> {
  const token = request.headers.authorization?.trim();
  if (!token) return null;
  return app.sim.sessions.authenticate(token, request.merchant.code);
}
