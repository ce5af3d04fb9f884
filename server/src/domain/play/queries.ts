// The game provider's hot statements in plain SQL (db/sql.ts): the launch every provider call loads, and
// a round's reads and writes inside the round's plain-SQL transaction (rounds.ts): the game round is
// the platform's hottest money path. Who writes: GameRound, this file (the provider games' rounds:
// placed, and settled at once or at the deal) and Prisma (the lottery's rounds in lottery/betting.ts
// and settlement.ts, the seed's history); the day-figure triggers (agent-reports) follow every write.
// ForcedOutcome, created by Prisma (outcomes.ts), taken (deleted) here. ProviderSession, Prisma alone
// (launch.ts; a trial's play money in rounds.ts); Game and Vendor, Prisma (the catalogue).
import { type Sql, stampNow } from '../../db/sql.ts';

/** A launch joined with its game and vendor, as SQLite returns it: integers where the model has booleans. */
export interface LaunchRow {
  token: string;
  merchantCode: string;
  memberId: bigint | null;
  sessionToken: string | null;
  gameId: bigint;
  trialBalance: bigint | null;
  wallet: string;
  issuedAt: string | Date;
  vendorCode: string;
  gameType: string;
  gameClassify: string;
  code: string;
  name: string;
  minBetMinor: bigint;
  payout: number;
  maintenance: bigint;
  vendorName: string;
  vendorMaintenance: bigint;
}

const selectLaunch =
  'SELECT p."token", p."merchantCode", p."memberId", p."sessionToken", p."gameId", p."trialBalance", p."wallet", ' +
  'p."issuedAt", g."vendorCode", g."gameType", g."gameClassify", g."code", g."name", g."minBetMinor", g."payout", g."maintenance", ' +
  'v."name" AS "vendorName", v."maintenance" AS "vendorMaintenance" ' +
  'FROM "ProviderSession" p JOIN "Game" g ON g."id" = p."gameId" JOIN "Vendor" v ON v."code" = g."vendorCode" ' +
  'WHERE p."token" = ?';

/** The launch with that token, its game and the game's vendor: one read. */
export function launchByToken(sql: Sql, token: string) {
  return sql.one<LaunchRow>(selectLaunch, token);
}

export interface RoundRow {
  roundId: string;
  memberId: bigint;
  gameId: bigint;
  status: string;
  stakeMinor: bigint;
  winMinor: bigint;
  outcome: unknown;
  lottery: bigint;
}

const selectRound =
  'SELECT "roundId", "memberId", "gameId", "status", "stakeMinor", "winMinor", "outcome", ' +
  'EXISTS (SELECT 1 FROM "LotteryBet" WHERE "LotteryBet"."roundId" = "GameRound"."roundId") AS "lottery" ' +
  'FROM "GameRound" WHERE "roundId" = ?';

/** The round with that id, if any, and whether it is a lottery bet's. */
export function roundById(sql: Sql, roundId: string) {
  return sql.one<RoundRow>(selectRound, roundId);
}

export interface NewRound {
  roundId: string;
  merchantCode: string;
  memberId: number;
  gameId: number;
  vendorCode: string;
  gameType: string;
  stakeMinor: bigint;
  winMinor: bigint;
  status: 'OPEN' | 'SETTLED';
  /** the outcome as JSON text, null while open */
  outcome: string | null;
  placedAt: Date;
  settledAt: Date | null;
}

export async function insertRound(sql: Sql, round: NewRound): Promise<void> {
  const stamp = stampNow();
  await sql.run(
    'INSERT INTO "GameRound" ("roundId", "merchantCode", "memberId", "gameId", "vendorCode", "gameType", ' +
      '"stakeMinor", "winMinor", "status", "outcome", "placedAt", "settledAt", "createdAt", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    round.roundId,
    round.merchantCode,
    round.memberId,
    round.gameId,
    round.vendorCode,
    round.gameType,
    round.stakeMinor,
    round.winMinor,
    round.status,
    round.outcome,
    round.placedAt,
    round.settledAt,
    stamp,
    stamp,
  );
}

/** Settles an open round with its win and outcome (JSON text). */
export async function settleRoundRow(
  sql: Sql,
  roundId: string,
  winMinor: bigint,
  outcome: string,
  settledAt: Date,
): Promise<void> {
  await sql.run(
    'UPDATE "GameRound" SET "status" = ?, "winMinor" = ?, "settledAt" = ?, "outcome" = ?, "updatedAt" = ? WHERE "roundId" = ?',
    'SETTLED',
    winMinor,
    settledAt,
    outcome,
    stampNow(),
    roundId,
  );
}

/** The oldest forced outcome for the member (or anyone) and the game (or any), if there is one. */
export function oldestForcedOutcome(sql: Sql, memberId: number | null, gameId: number) {
  return sql.one<{ id: bigint; multiplier: number }>(
    'SELECT "id", "multiplier" FROM "ForcedOutcome" WHERE ("memberId" IS NULL OR "memberId" = ?) ' +
      'AND ("gameId" IS NULL OR "gameId" = ?) ORDER BY "id" LIMIT 1',
    memberId,
    gameId,
  );
}

export async function deleteForcedOutcome(sql: Sql, id: bigint): Promise<void> {
  await sql.run('DELETE FROM "ForcedOutcome" WHERE "id" = ?', id);
}
