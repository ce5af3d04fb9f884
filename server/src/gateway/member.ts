// The member of a token call. The auth hook sets it on routes with `config: { auth: 'member' }`; a route
// that forgot the switch answers the platform's 401 instead of reading a null.
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../domain/accounts/sessions.ts';
import { PlatformError } from '../foundation/errors.ts';
import './types.ts';

export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw PlatformError.of('notLoggedIn');
  return request.member;
}
