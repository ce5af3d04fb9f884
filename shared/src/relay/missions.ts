// Missions and their leaderboard (wire-contract.md 4.12 and 8; endpoint-registry.md A and B):
// MCSFE_getMissionSummaryDetails?status=O&page=1&size=5 -> value.list[{missionId, title, …}],
// MCSFE_getMissionMilestones {missionId} (real clients send it as a GET with a JSON body) -> value: a list of
// missions [{missionId, title, …, list: milestones}] (the vendor's scripts iterate it and find theirs by title),
// MCSFE_getMissionLeaderboard?missionId= -> value.footer{rank, reachedValue}, and the claim.
// The PROMOFE quest, achievement and rank-board relays answer from the same missions.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { GAME_TYPES } from './gcsgame.ts';

/** what a mission counts: stakes of settled rounds, approved deposits, settled rounds, days with a heartbeat */
export const MISSION_KINDS = ['VALID_BET', 'DEPOSIT', 'ROUNDS', 'ACTIVE_DAYS'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
/** kinds whose values are money (major units on the wire); the others are counts */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['VALID_BET', 'DEPOSIT'];

/** O ongoing, E ended (its time is over or an operator closed it), A all */
export const MISSION_STATUSES = ['O', 'E', 'A'] as const;
/** LOCKED (not reached), CLAIMABLE (reached, not claimed), CLAIMED, EXPIRED (not claimed in time) */
export const MILESTONE_STATUSES = ['LOCKED', 'CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;

const missionIdSchema = wireInt(z.number().int().min(1).max(2_147_483_647));

export const missionSummaryQuerySchema = z
  .object({
    status: z.enum(MISSION_STATUSES).default('O'),
    page: wireInt(z.number().int().min(1).max(100_000)).default(1),
    size: wireInt(z.number().int().min(1).max(100)).default(10),
  })
  .loose();

export const missionSummarySchema = z.object({
  missionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  missionType: z.enum(MISSION_KINDS),
  gameType: z.enum(GAME_TYPES).nullable(),
  status: z.enum(['O', 'E']),
  startTime: z.number(),
  endTime: z.number().nullable(),
  /** progress so far: money in major units, or a count */
  currentValue: z.number(),
  /** the next milestone's target, null once every milestone is reached */
  nextTarget: z.number().nullable(),
  milestoneCount: z.number().int(),
  reachedCount: z.number().int(),
  claimableCount: z.number().int(),
  totalReward: z.number(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionSummaryListSchema = z.object({
  list: z.array(missionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** missions with a reward to claim now (the member centre's badge) */
  missionCount: z.number().int(),
});

export const missionRefQuerySchema = z.object({ missionId: missionIdSchema }).loose();

export const milestoneSchema = z.object({
  milestoneId: z.number().int(),
  seq: z.number().int(),
  target: z.number(),
  reward: z.number(),
  status: z.enum(MILESTONE_STATUSES),
  claimTime: z.number().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const missionMilestonesSchema = z.object({
  missionId: z.number().int(),
  title: z.string(),
  missionType: z.enum(MISSION_KINDS),
  status: z.enum(['O', 'E']),
  currentValue: z.number(),
  list: z.array(milestoneSchema),
});
export type MissionMilestones = z.infer<typeof missionMilestonesSchema>;
/** MCSFE_getMissionMilestones' value: the missions asked for (one, the `missionId`), each with its milestones */
export const missionMilestonesListSchema = z.array(missionMilestonesSchema);

export const leaderboardQuerySchema = z
  .object({ missionId: missionIdSchema, size: wireInt(z.number().int().min(1).max(100)).default(10) })
  .loose();

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** masked: the first and last characters only */
  username: z.string(),
  reachedValue: z.number(),
});

export const missionLeaderboardSchema = z.object({
  missionId: z.number().int(),
  missionType: z.enum(MISSION_KINDS),
  list: z.array(leaderboardEntrySchema),
  /** the caller's own place; rank 0 while the member has no progress */
  footer: z.object({ rank: z.number().int(), reachedValue: z.number() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const claimMilestoneSchema = z
  .object({ missionId: missionIdSchema, milestoneId: missionIdSchema })
  .loose();

export const claimResultSchema = z.object({
  missionId: z.number().int(),
  milestoneId: z.number().int(),
  reward: z.number(),
  /** the BONUS order in the account record */
  referenceNo: z.string(),
  /** true when this milestone was claimed before: nothing moved again */
  replayed: z.boolean(),
});

// ---- the PROMOFE quest family, answered from the same missions ----

export const questSchema = missionSummarySchema.extend({
  milestones: z.array(milestoneSchema),
});
export const questListSchema = z.array(questSchema);

export const achievementSchema = milestoneSchema.extend({
  missionId: z.number().int(),
  title: z.string(),
  currentValue: z.number(),
});
export const achievementListSchema = z.array(achievementSchema);

export const rankBoardSchema = z.object({
  missionId: z.number().int(),
  title: z.string(),
  missionType: z.enum(MISSION_KINDS),
  list: z.array(leaderboardEntrySchema),
  footer: missionLeaderboardSchema.shape.footer,
});
export const rankBoardListSchema = z.array(rankBoardSchema);

export const heartbeatSchema = z.object({
  /** the simulated day recorded (UTC, YYYY-MM-DD) */
  day: z.string(),
  /** false when today's heartbeat was already recorded */
  recorded: z.boolean(),
  /** days with a heartbeat in all */
  activeDays: z.number().int(),
});
