// The PROMOFE quest family the go444 notes list (endpoint-registry.md): PROMOFE_getParticipableQuestList,
// PROMOFE_getAchievementSettingList, PROMOFE_getRankBoardList and PROMOFE_recordCustomerHeartbeatDaily,
// answered from the mission engine (quests are the ongoing missions, achievements their milestones,
// rank boards their leaderboards; heartbeats are the days ACTIVE_DAYS missions count).
// LIMITATIONS: the real shapes were never seen; these are the missions' own, and a heartbeat is GET or POST.
import { ok } from '@sim/shared/envelope';
import {
  achievementListSchema,
  heartbeatSchema,
  questListSchema,
  rankBoardListSchema,
} from '@sim/shared/relay/missions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordHeartbeat } from '../../domain/missions/heartbeat.ts';
import { rankBoards } from '../../domain/missions/leaderboard.ts';
import { achievementList, participableQuests } from '../../domain/missions/member-views.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { readRelay } from '../mcs2/read-relay.ts';

const tags = ['relay: missions'];
const noQuery = z.object({}).loose();

const questRelays: FastifyPluginAsyncZod = async (app) => {
  readRelay(app, {
    names: ['PROMOFE_getParticipableQuestList'],
    tags,
    summary: 'Quests: the ongoing missions with the member’s progress and milestones',
    query: noQuery,
    response: questListSchema,
    answer: (request) =>
      participableQuests(app.sim, request.merchant, memberOf(request).memberId, request.language),
  });

  readRelay(app, {
    names: ['PROMOFE_getAchievementSettingList'],
    tags,
    summary: 'Achievements: every milestone of the started missions and its state',
    query: noQuery,
    response: achievementListSchema,
    answer: (request) =>
      achievementList(app.sim, request.merchant, memberOf(request).memberId, request.language),
  });

  readRelay(app, {
    names: ['PROMOFE_getRankBoardList'],
    tags,
    summary: 'Rank boards: the ongoing missions’ leaderboards (top 10) with the member’s place',
    query: noQuery,
    response: rankBoardListSchema,
    answer: (request) => rankBoards(app.sim, request.merchant, memberOf(request).memberId, request.language),
  });

  const heartbeat = {
    config: { auth: 'member' },
    schema: {
      tags,
      summary: 'Record today’s visit (once per simulated day; ACTIVE_DAYS missions count the days)',
      response: envelope(heartbeatSchema),
    },
  } as const;
  const record = async (request: FastifyRequest) =>
    ok(await recordHeartbeat(app.sim, request.merchant, memberOf(request).memberId));
  app.get('/PROMOFE_recordCustomerHeartbeatDaily', heartbeat, record);
  app.post('/PROMOFE_recordCustomerHeartbeatDaily', heartbeat, record);
};

export default questRelays;
