// Points from a settled round, in the round's plain-SQL transaction (the game round's hot path, see
// db/sql.ts): the same rule and key as earnRoundPoints in earning.ts, `round/<roundId>/points`.
import { toMajor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import { DEFAULT_POINT_RATES, POINT_CATEGORY_OF } from '@sim/shared/relay/mcs2';
import { type Sql, stampNow } from '../../db/sql.ts';
import { fromSqlJson } from '../../db/sql-values.ts';
import { earnedCenti, type SettledRound } from './earning.ts';

async function rateOf(sql: Sql, merchantCode: string, category: keyof typeof DEFAULT_POINT_RATES) {
  const row = await sql.one<{ rates: unknown }>(
    'SELECT "rates" FROM "PointSettings" WHERE "merchantCode" = ?',
    merchantCode,
  );
  const rates = (row ? fromSqlJson(row.rates) : {}) as Partial<Record<string, number>>;
  return rates[category] ?? DEFAULT_POINT_RATES[category];
}

export async function earnRoundPointsSql(sql: Sql, round: SettledRound, at: Date): Promise<void> {
  const category = POINT_CATEGORY_OF[round.gameType as GameType];
  if (!category) return;
  const rate = await rateOf(sql, round.merchantCode, category);
  const changeCenti = earnedCenti(round.stakeMinor, rate);
  if (changeCenti <= 0n) return;
  const key = `round/${round.roundId}/points`;
  if (await sql.one('SELECT "id" FROM "PointEntry" WHERE "idempotencyKey" = ?', key)) return;
  const now = stampNow();
  const account = (await sql.one<{ balanceCenti: bigint }>(
    'INSERT INTO "PointAccount" ("memberId", "merchantCode", "balanceCenti", "createdAt", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?) ON CONFLICT ("memberId") DO UPDATE SET ' +
      '"balanceCenti" = "PointAccount"."balanceCenti" + excluded."balanceCenti", "updatedAt" = excluded."updatedAt" ' +
      'RETURNING "balanceCenti"',
    round.memberId,
    round.merchantCode,
    changeCenti,
    now,
    now,
  )) as { balanceCenti: bigint };
  await sql.run(
    'INSERT INTO "PointEntry" ("idempotencyKey", "merchantCode", "memberId", "type", "changeCenti", ' +
      '"balanceAfterCenti", "remark", "postedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    key,
    round.merchantCode,
    round.memberId,
    'EARN',
    changeCenti,
    account.balanceCenti,
    `${round.vendorCode} ${category}: valid bet ${toMajor(round.stakeMinor)} x ${rate}`,
    at,
    now,
    now,
  );
}
