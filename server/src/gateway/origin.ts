// The absolute origin of this server, for URLs it hands out (game_url, the lottery page): the
// configured PUBLIC_ORIGIN, else the scheme and Host the client reached it by. Fastify reads
// X-Forwarded-Proto/-Host only from a trusted proxy (TRUST_PROXY); either way the result must be a
// plain http(s) origin, never `javascript:` or a Host that breaks out of the URL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';
import { isValidHost } from '../foundation/public-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_ORIGIN, or null: build origins from the request */
    publicOrigin: string | null;
  }
}

export function usePublicOrigin(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.decorate('publicOrigin', publicOrigin ?? null);
}

export function requestOrigin(request: FastifyRequest): string {
  if (request.server.publicOrigin) return request.server.publicOrigin;
  const protocol = request.protocol.toLowerCase();
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !isValidHost(host))
    throw PlatformError.of('requestParamError', { message: 'Invalid Host or X-Forwarded-Proto header' });
  return `${protocol}://${host}`;
}
