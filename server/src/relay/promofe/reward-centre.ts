// The reward centre's switch: every member call of its tickets, raffles and promo codes needs REWCEN3
// (endpoint-registry.md B); a plugin adds it as a hook on its own routes.
import type { FastifyRequest } from 'fastify';
import { requireModule } from '../../domain/merchants/flags.ts';

export const rewardCentreOn = async (request: FastifyRequest) => requireModule(request.merchant, 'REWCEN3');

/** steps that move money or state: real accounts only (trial accounts get in_need_true_account) */
export const memberCall = { auth: 'member', realAccount: true } as const;
/** reading: any logged-in member, trial accounts included */
export const memberView = { auth: 'member' } as const;
