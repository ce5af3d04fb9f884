// The member's lottery bets in plain SQL (db/sql.ts): the lottery page reads them on every visit
// while orders and settlement write them, too hot a read for Prisma's query layer.
import type { BetStatus } from '@sim/shared/lgw/betting';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, type SqlRow, type SqlValue, toBigInt, toBool, toInt } from '../../db/sql-values.ts';
import type { BetFacts } from './bet-views.ts';

export interface MemberBetFilter {
  memberId: number;
  gameId?: number | undefined;
  status?: BetStatus | undefined;
}

/** The WHERE clause of a filter and its parameters (a handful of texts: each stays prepared). */
function whereOf(filter: MemberBetFilter): { sql: string; params: SqlValue[] } {
  let sql = 'WHERE b."memberId" = ?';
  const params: SqlValue[] = [filter.memberId];
  if (filter.gameId !== undefined) {
    sql += ' AND b."gameId" = ?';
    params.push(filter.gameId);
  }
  if (filter.status !== undefined)
    sql += filter.status === 'OPEN' ? ' AND b."settledAt" IS NULL' : ' AND b."settledAt" IS NOT NULL';
  return { sql, params };
}

/** How many bets the filter finds. */
export async function countMemberBets(db: Db, filter: MemberBetFilter): Promise<number> {
  const where = whereOf(filter);
  const row = await sqlOf(db).one(`SELECT COUNT(*) AS "n" FROM "LotteryBet" b ${where.sql}`, ...where.params);
  return toInt(row?.n);
}

const PAGE_COLUMNS = `b."roundId", b."orderNo", b."gameId", b."numero", b."drawAt", b."playId", b."content",
  b."units", b."priceMinor", b."multiple", b."oddsHundredths", b."winStop", b."winningNumber", b."hits",
  b."settledAt", r."stakeMinor", r."winMinor", r."placedAt", g."code" AS "gameCode", g."name" AS "gameName"`;

const nullable = <T>(value: unknown, read: (value: unknown) => T): T | null =>
  value === null || value === undefined ? null : read(value);

const toFacts = (row: SqlRow): BetFacts => ({
  roundId: String(row.roundId),
  orderNo: String(row.orderNo),
  gameId: toInt(row.gameId),
  numero: String(row.numero),
  drawAt: fromSqlTime(row.drawAt),
  playId: toInt(row.playId),
  content: String(row.content),
  units: toInt(row.units),
  priceMinor: toBigInt(row.priceMinor),
  multiple: toInt(row.multiple),
  oddsHundredths: toInt(row.oddsHundredths),
  winStop: toBool(row.winStop),
  winningNumber: nullable(row.winningNumber, String),
  hits: nullable(row.hits, toInt),
  settledAt: nullable(row.settledAt, fromSqlTime),
  round: {
    stakeMinor: toBigInt(row.stakeMinor),
    winMinor: toBigInt(row.winMinor),
    placedAt: fromSqlTime(row.placedAt),
  },
});

/** A page of the filter's bets, newest draw first, with their rounds and their games' code and name. */
export async function memberBetPage(db: Db, filter: MemberBetFilter, skip: number, take: number) {
  const where = whereOf(filter);
  const rows = await sqlOf(db).all(
    `SELECT ${PAGE_COLUMNS} FROM "LotteryBet" b JOIN "GameRound" r ON r."roundId" = b."roundId"
      LEFT JOIN "Game" g ON g."id" = b."gameId" ${where.sql}
      ORDER BY b."drawAt" DESC, b."roundId" DESC LIMIT ? OFFSET ?`,
    ...where.params,
    take,
    skip,
  );
  return rows.map((row) => ({
    bet: toFacts(row),
    game: row.gameCode === null ? undefined : { code: String(row.gameCode), name: String(row.gameName) },
  }));
}
