// The calls the fast lane (fast-lane.ts) answers, each through the same serialiser as its Fastify route.
import { gameListQuerySchema } from '@sim/shared/relay/gcsgame';
import { memberInfoSchema } from '@sim/shared/wps/member';
import { statusQuerySchema } from '@sim/shared/wps/system';
import { balanceQuerySchema, balanceSchema } from '@sim/shared/wps/wallet';
import { memberInfo } from '../domain/accounts/member-info.ts';
import { gameListJson } from '../domain/catalogue/game-list.ts';
import { systemStatusJson } from '../domain/system/status.ts';
import { memberBalance } from '../domain/wallet/balance.ts';
import { envelopeWriter } from '../platform/envelope.ts';
import type { FastRoute } from './fast-lane.ts';

const balanceJson = envelopeWriter(balanceSchema);
const memberInfoJson = envelopeWriter(memberInfoSchema);

export const FAST_ROUTES: FastRoute[] = [
  {
    path: '/wps/system/status',
    gated: false,
    answer: (_app, { merchant, location, now, query }) =>
      statusQuerySchema.safeParse(query).success ? systemStatusJson(merchant, location, now) : null,
  },
  {
    path: '/wps/relay/GCSGAME_gameList',
    gated: true,
    answer: (app, { query }) => {
      const parsed = gameListQuerySchema.safeParse(query);
      return parsed.success ? gameListJson(app.sim.catalogue, parsed.data) : null;
    },
  },
  // token reads: the routes of routes/wps/v2/wallets and routes/wps/member, plain case only
  {
    path: '/wps/v2/wallets/balance',
    gated: true,
    auth: 'member',
    answer: async (app, { merchant, member, language, query }) => {
      const parsed = balanceQuerySchema.safeParse(query);
      if (!parsed.success || !member) return null;
      const balance = await memberBalance(app.sim, merchant, member.memberId, parsed.data.typeId, language);
      return balanceJson(balance);
    },
  },
  {
    path: '/wps/member/info',
    gated: true,
    auth: 'member',
    answer: async (app, { merchant, member }) =>
      member && memberInfoJson(await memberInfo(app.sim.db, app.sim.clock, merchant, member.memberId)),
  },
];
