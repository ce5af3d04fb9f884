// The reward centre's switch: every member call of promotions needs REWCEN3 (endpoint-registry.md B).
import type { FastifyInstance } from 'fastify';
import { requireModule } from '../../domain/merchants/flags.ts';

export function requireRewardCentre(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => requireModule(request.merchant, 'REWCEN3'));
}

export const memberCall = { auth: 'member', realAccount: true } as const;
