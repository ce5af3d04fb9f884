// What makes a settled round a big win (the board's and the rank list's rows, queries.ts), and the
// 'winners' version those cached answers hang on. Rounds are the hottest table, so no trigger: a
// settlement moves the version itself, in its own transaction, and only for a big win — rare, so
// ordinary rounds never touch the shared version row.

import { randomUUID } from 'node:crypto';
import { toMinor } from '@sim/shared/money';
import { WINNER_MIN_AMOUNT, WINNER_MIN_MULTIPLE } from '@sim/shared/relay/winners';
import type { Sql } from '../../db/sql.ts';

export const WINNER_MIN_AMOUNT_MINOR = toMinor(WINNER_MIN_AMOUNT);

/** A win of at least WINNER_MIN_MULTIPLE times the stake, or WINNER_MIN_AMOUNT whatever the stake. */
export const isBigWin = (stakeMinor: bigint, winMinor: bigint) =>
  winMinor > 0n &&
  (winMinor >= stakeMinor * BigInt(WINNER_MIN_MULTIPLE) || winMinor >= WINNER_MIN_AMOUNT_MINOR);

const BUMP_SQL = `INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt") VALUES ('winners', ?, ?)
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt"`;

/**
 * Moves the 'winners' version inside the writer's transaction (plain SQL: the rounds' transactions
 * are; every process sees the new stamp on its next cached call).
 */
export async function bumpWinners(sql: Sql): Promise<void> {
  await sql.run(BUMP_SQL, randomUUID(), new Date());
}

/** A round settling: the version moves for a big win only. */
export async function bumpWinnersOnBigWin(sql: Sql, stakeMinor: bigint, winMinor: bigint): Promise<void> {
  if (isBigWin(stakeMinor, winMinor)) await bumpWinners(sql);
}
