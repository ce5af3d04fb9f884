// The agent centre's team reports (issue 14; platform-spec.md section 2, pages agentTeamOverview,
// personalHistoryCopy, palStatementsAgentCopy, agentDownlineTransactionDetailsCopy) and the legacy
// client's /wps/report/{downlineTransaction, downlineLottoPNL, teamPVPFishingPNL, teamPVPRNGBetting,
// commission} paths (endpoint-registry.md J). The wire contract names the paths but shows no shapes:
// these follow the member records' (report.ts): `list`, `pageNum`, `totalPages`, `totalCount`, `summary`.
// Amounts are major units (2 decimals); times are ms epoch. Profit and loss is the members' own:
// win minus stake, so a team that lost shows a negative figure.
import { z } from 'zod';
import { GAME_TYPES } from '../relay/gcsgame.ts';
import { wireInt } from '../wire-number.ts';
import { betHistoryQuerySchema, rangeQuerySchema } from './report.ts';

/**
 * Date presets the server resolves on the simulated clock (platform-spec.md section 9: previous and next 7
 * and 30 days), whole UTC days from the start of the first to the end of the last. A preset wins over
 * startDate/endDate; without either the range is the last 7 days.
 */
export const TEAM_REPORT_PRESETS = [
  'today',
  'yesterday',
  'previous7',
  'previous30',
  'next7',
  'next30',
] as const;
export type TeamReportPreset = (typeof TEAM_REPORT_PRESETS)[number];

/** A member of the caller's team, by id or by username (a name outside the tree is refused). */
const downlineFilter = {
  memberId: wireInt(z.number().int().positive()).optional(),
  username: z.string().min(1).max(64).optional(),
};

/** Range, preset and paging: what every paged team report takes. */
export const teamRangeQuerySchema = rangeQuerySchema.extend({
  preset: z.enum(TEAM_REPORT_PRESETS).optional(),
});
export type TeamRangeQuery = z.infer<typeof teamRangeQuerySchema>;

const paging = {
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
};

/** The range a report answered for, so the page can show it (presets are resolved by the server). */
const resolvedRange = { startDate: z.number(), endDate: z.number() };

// --- team overview (agentTeamOverview): GET /wps/report/teamOverview -------------------------------

export const teamOverviewQuerySchema = teamRangeQuerySchema.pick({
  startDate: true,
  endDate: true,
  preset: true,
});

export const teamOverviewSchema = z.object({
  ...resolvedRange,
  /** everyone under the agent, at any depth (the agent not counted) */
  teamSize: z.number().int(),
  /** the agent's direct downline */
  directMembers: z.number().int(),
  /** agents (types 1, 2, 41, 42) in the team */
  agentCount: z.number().int(),
  /** team members registered in the range */
  newMembers: z.number().int(),
  /** team members with at least one bet placed in the range */
  activeMembers: z.number().int(),
  depositAmount: z.number(),
  depositCount: z.number().int(),
  withdrawAmount: z.number(),
  withdrawCount: z.number().int(),
  betCount: z.number().int(),
  /** stakes of every round placed in the range, open ones included */
  betAmount: z.number(),
  /** stakes of the settled rounds: what contracts and commission count */
  validBet: z.number(),
  winAmount: z.number(),
  /** the team's win minus its stake on settled rounds (negative: the team lost) */
  profitLoss: z.number(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

// --- team betting (personalHistoryCopy for the team): GET /wps/report/teamBetting, teamPVPRNGBetting ---

export const teamBettingQuerySchema = teamRangeQuerySchema.extend({
  ...downlineFilter,
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: betHistoryQuerySchema.shape.vassalage,
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuerySchema>;

export const teamBetSchema = z.object({
  roundId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** the vendor's name, as the site shows it (vassalage is its code) */
  vendorName: z.string(),
  gameType: z.string(),
  /** the lottery order the bet belongs to (lottery bets only) */
  orderNo: z.string().nullable(),
  stake: z.number(),
  win: z.number(),
  profit: z.number(),
  status: z.enum(['OPEN', 'SETTLED']),
  betTime: z.number(),
  settleTime: z.number().nullable(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const betSummarySchema = z.object({
  betCount: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  profit: z.number(),
});

export const teamBettingSchema = z.object({
  ...resolvedRange,
  list: z.array(teamBetSchema),
  ...paging,
  summary: betSummarySchema,
});
export type TeamBetting = z.infer<typeof teamBettingSchema>;

// --- user profit and loss per downline (palStatementsAgentCopy): GET /wps/report/downlinePNL, and the
// same restricted to lottery (downlineLottoPNL) or to PVP and fishing (teamPVPFishingPNL) ---------------

/** memberId/username: list that team member's direct downline instead of the caller's (the drill-down) */
export const downlinePnlQuerySchema = teamRangeQuerySchema.extend(downlineFilter);
export type DownlinePnlQuery = z.infer<typeof downlinePnlQuerySchema>;

export const downlinePnlRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** member type (0 member, 1/2/41/42 agent) */
  type: z.number().int(),
  /** members under this one (its own team); the row's figures are its own bets plus its team's */
  teamSize: z.number().int(),
  ...betSummarySchema.shape,
});
export type DownlinePnlRow = z.infer<typeof downlinePnlRowSchema>;

export const downlinePnlSchema = z.object({
  ...resolvedRange,
  /** whose direct downline the rows are: the caller, or the member the query named */
  parentId: z.number().int(),
  /** one row per direct downline, oldest member first, with or without bets */
  list: z.array(downlinePnlRowSchema),
  ...paging,
  /** the parent's whole team: the sum of every row (of every page) */
  summary: betSummarySchema,
});
export type DownlinePnl = z.infer<typeof downlinePnlSchema>;

// --- downline transaction details (agentDownlineTransactionDetailsCopy): GET /wps/report/downlineTransaction

export const downlineTransactionQuerySchema = teamRangeQuerySchema.extend({
  ...downlineFilter,
  /** a ledger transaction kind (DEPOSIT, WITHDRAW, GAME_BET, GAME_WIN, TRANSFER, ...) */
  kind: z.string().min(1).max(40).optional(),
});
export type DownlineTransactionQuery = z.infer<typeof downlineTransactionQuerySchema>;

export const downlineTransactionRowSchema = z.object({
  entryId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  /** the member's wallet: MAIN or a vendor's sub-wallet */
  wallet: z.string(),
  kind: z.string(),
  memo: z.string().nullable(),
  /** signed: money in is positive */
  amount: z.number(),
  balanceAfter: z.number(),
  time: z.number(),
});
export type DownlineTransactionRow = z.infer<typeof downlineTransactionRowSchema>;

export const downlineTransactionSchema = z.object({
  ...resolvedRange,
  list: z.array(downlineTransactionRowSchema),
  ...paging,
  summary: z.object({ moneyIn: z.number(), moneyOut: z.number(), net: z.number() }),
});
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;

// --- commission: GET /wps/report/commission -------------------------------------------------------------

export const commissionQuerySchema = teamRangeQuerySchema;
export type CommissionQuery = z.infer<typeof commissionQuerySchema>;

export const commissionRowSchema = z.object({
  gameType: z.string(),
  betCount: z.number().int(),
  validBet: z.number(),
  /** percent of the valid bet the caller earned on this product type (its rate above its downlines') */
  rate: z.number(),
  commission: z.number(),
});

export const commissionSchema = z.object({
  ...resolvedRange,
  /** one row per product type with a valid bet in the range */
  list: z.array(commissionRowSchema),
  ...paging,
  summary: z.object({ betCount: z.number().int(), validBet: z.number(), commission: z.number() }),
});
export type Commission = z.infer<typeof commissionSchema>;
