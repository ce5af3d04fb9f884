// The calls the fast lane (fast-lane.ts) answers, each through the same serialiser as its Fastify route.
import { gameListQuerySchema } from '@sim/shared/relay/gcsgame';
import { statusQuerySchema } from '@sim/shared/wps/system';
import { gameListJson } from '../domain/catalogue/game-list.ts';
import { systemStatusJson } from '../domain/system/status.ts';
import type { FastRoute } from './fast-lane.ts';

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
];
