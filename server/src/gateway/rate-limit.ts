// Per-client rate limits (the admin surface, login) on @fastify/rate-limit's store. The counts live in
// memory on purpose: a limit measured in minutes may forget its counts on a restart. A check answers
// null when the call may go on, else the seconds until it may.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type RateCheck = (request: FastifyRequest) => Promise<number | null>;

const MINUTE_MS = 60_000;

/** Once per app, before any check is made: the plugin only decorates (no route is limited by it). */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** `max` calls per client (its address) per minute for one purpose; null when max is 0 (no limit). */
export function perClientPerMinute(app: FastifyInstance, purpose: string, max: number): RateCheck | null {
  if (max <= 0) return null;
  const check = app.createRateLimit({
    max,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${purpose}:${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  };
}
