// The member behind a public call's token, if it carries a live one (feedback, getService): a public
// call answers a visitor alike, so a missing or stale token is no refusal here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionMember } from '../domain/accounts/sessions.ts';
import { PlatformError } from '../platform/errors.ts';

export async function optionalMemberOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionMember | null> {
  const token = request.headers.authorization?.trim();
  if (!token) return null;
  try {
    return await app.sim.sessions.authenticate(token, request.merchant.code);
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}
