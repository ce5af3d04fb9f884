// The lottery gateway: one family of routes (games, draws, the Vietnam lobby, betting) served alike
// under /lgw, /lotto/lgw and /lotto-<area>/lgw (shared/src/lgw/paths.ts). Bodies are the answer
// itself, objects keyed by group, game or draw as the real app reads them (Object.values), not the
// {success, value} envelope; errors keep the envelope, and the gateway answers every refusal with a
// 4xx status (business refusals that /wps answers with 200 get 400 here).
// LIMITATIONS: every area serves the same lotteries; see each route file for what it leaves out.
import { LGW_ROUTE_PREFIXES } from '@sim/shared/lgw/paths';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlatformError } from '../../foundation/errors.ts';
import bettingRoutes from './betting.ts';
import drawsRoutes from './draws.ts';
import gamesRoutes from './games.ts';
import vnRoutes from './vn.ts';

const lgwFamily: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error) => {
    // the parent handler writes the envelope; a refusal only changes its status here
    if (error instanceof PlatformError && error.httpStatus < 400)
      throw new PlatformError(error.errorCode, 400, error.message, error.extra);
    throw error;
  });
  await app.register(gamesRoutes);
  await app.register(drawsRoutes);
  await app.register(vnRoutes);
  await app.register(bettingRoutes);
};

export async function registerLgwRoutes(scope: FastifyInstance): Promise<void> {
  for (const prefix of LGW_ROUTE_PREFIXES) await scope.register(lgwFamily, { prefix });
}
