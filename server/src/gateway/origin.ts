// The absolute origin of this server as the client reached it, for URLs it hands out (game_url).
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
