// The calls the fast lane (fast-lane.ts) answers, each through the same serialiser as its Fastify route.
import { gameListQuerySchema } from '@sim/shared/relay/gcsgame';
import { memberInfoSchema } from '@sim/shared/wps/member';
import { statusQuerySchema } from '@sim/shared/wps/system';
import { balanceQuerySchema, balanceSchema } from '@sim/shared/wps/wallet';
import { z } from 'zod';
import { SentBytes } from '../control/journal.ts';
import { memberInfo } from '../domain/accounts/member-info.ts';
import { gameListBytes } from '../domain/catalogue/game-list.ts';
import { memberBalance } from '../domain/wallet/balance.ts';
import { envelopeWriter } from '../platform/envelope.ts';
import { fastRoute } from './fast-lane.ts';
import { systemStatusBytes } from './status-answer.ts';

const balanceJson = envelopeWriter(balanceSchema);
const memberInfoJson = envelopeWriter(memberInfoSchema);

export const FAST_ROUTES = [
  fastRoute({
    path: '/wps/system/status',
    gated: false,
    query: statusQuerySchema,
    answer: (_app, { merchant, location, now }) => systemStatusBytes(merchant, location, now),
  }),
  fastRoute({
    path: '/wps/relay/GCSGAME_gameList',
    gated: true,
    query: gameListQuerySchema,
    // the cached page's bytes as they are: a 3000-game page is ~1 MB, not to be encoded per request
    answer: async (app, { query }) => {
      const bytes = await gameListBytes(app.sim.catalogue, query);
      return { pieces: [bytes], byteLength: bytes.length, recorded: new SentBytes(bytes) };
    },
  }),
  // token reads: the routes of routes/wps/v2/wallets and routes/wps/member, plain case only
  fastRoute({
    path: '/wps/v2/wallets/balance',
    gated: true,
    auth: 'member',
    query: balanceQuerySchema,
    answer: async (app, { merchant, member, language, query }) =>
      member && balanceJson(await memberBalance(app.sim, merchant, member.memberId, query.typeId, language)),
  }),
  fastRoute({
    path: '/wps/member/info',
    gated: true,
    auth: 'member',
    // the route declares no query: any query passes, as it does through Fastify
    query: z.unknown(),
    answer: async (app, { merchant, member }) =>
      member && memberInfoJson(await memberInfo(app.sim.db, app.sim.clock, merchant, member.memberId)),
  }),
];
