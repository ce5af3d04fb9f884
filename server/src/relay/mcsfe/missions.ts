// Missions (wire-contract.md 4.12 and 8, modID MISSIONLB3): MCSFE_getMissionSummaryDetails?status=O&page=1&size=5,
// MCSFE_getMissionMilestones {missionId} — the vendor's scripts send it as a GET with a JSON body (the gateway
// reads it like the query), others as a query string or a POST; its value is a list of missions (the one asked
// for) each with title, missionId and its milestones, as the scripts iterate it —, MCSFE_getMissionLeaderboard?missionId=
// (value.footer{rank, reachedValue}) and the claim of a reached milestone.
// LIMITATIONS: the real answers beyond list[].missionId/title and footer.rank/reachedValue were never seen;
// the claim's name (MCSFE_claimMissionReward) is this simulator's, no client in the registry claims.
import { ok } from '@sim/shared/envelope';
import {
  claimMilestoneSchema,
  claimResultSchema,
  leaderboardQuerySchema,
  missionLeaderboardSchema,
  missionMilestonesListSchema,
  missionRefQuerySchema,
  missionSummaryListSchema,
  missionSummaryQuerySchema,
} from '@sim/shared/relay/missions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimMilestone } from '../../domain/missions/claims.ts';
import { missionLeaderboard } from '../../domain/missions/leaderboard.ts';
import { missionMilestones, missionSummaryDetails } from '../../domain/missions/member-views.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { readRelay } from '../mcs2/read-relay.ts';

const tags = ['relay: missions'];

const missionRelays: FastifyPluginAsyncZod = async (app) => {
  readRelay(app, {
    names: ['MCSFE_getMissionSummaryDetails'],
    tags,
    summary: 'The missions with the member’s progress (status O ongoing, E ended, A all; page, size)',
    query: missionSummaryQuerySchema,
    response: missionSummaryListSchema,
    answer: (request, query) =>
      missionSummaryDetails(app.sim, request.merchant, memberOf(request).memberId, request.language, query),
  });

  readRelay(app, {
    names: ['MCSFE_getMissionMilestones'],
    tags,
    summary:
      'A list holding the mission asked for with its milestones and their state (GET with a JSON body, a query string, or POST)',
    query: missionRefQuerySchema,
    response: missionMilestonesListSchema,
    answer: (request, query) =>
      missionMilestones(
        app.sim,
        request.merchant,
        memberOf(request).memberId,
        request.language,
        query.missionId,
      ),
  });

  readRelay(app, {
    names: ['MCSFE_getMissionLeaderboard'],
    tags,
    summary: 'A mission’s leaderboard (top `size`, names masked) and the member’s own place in footer',
    query: leaderboardQuerySchema,
    response: missionLeaderboardSchema,
    answer: (request, query) =>
      missionLeaderboard(app.sim, request.merchant, memberOf(request).memberId, query.missionId, query.size),
  });

  app.post(
    '/MCSFE_claimMissionReward',
    {
      config: { auth: 'member', realAccount: true },
      schema: {
        tags,
        summary: 'Claim a reached milestone’s reward to the main wallet (a repeat answers the first claim)',
        body: claimMilestoneSchema,
        response: envelope(claimResultSchema),
      },
    },
    async (request) =>
      ok(await claimMilestone(app.sim, request.merchant, memberOf(request).memberId, request.body)),
  );
};

export default missionRelays;
