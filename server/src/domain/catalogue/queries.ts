// The catalogue's reads in plain SQL (db/sql.ts), each in the shape gameRowSelect reads: a member's
// favourite and recent games, read on every page load (each Prisma query costs about a millisecond, and
// one statement joins what Prisma read in two), and every game at once for the catalogue's index.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { type SqlRow, toBigInt, toBool, toInt } from '../../db/sql-values.ts';
import type { GameRow } from './game-item.ts';

const GAME_COLUMNS = `g."id", g."vendorCode", g."gameType", g."gameClassify", g."code", g."name", g."isHot",
    g."isNew", g."trial", g."minBetMinor", g."minLineNum", g."platform", g."sortOrder", g."kind",
    g."parentId", g."maintenance", v."name" AS "vendorName", v."maintenance" AS "vendorMaintenance"`;

const FAVOURITE_IDS_SQL = `SELECT "gameId" FROM "FavoriteGame" WHERE "memberId" = ? ORDER BY "createdAt" DESC`;

const FAVOURITE_COUNT_SQL = `SELECT COUNT(*) AS "total" FROM "FavoriteGame" WHERE "memberId" = ?`;

const FAVOURITE_PAGE_SQL = `SELECT ${GAME_COLUMNS}
  FROM "FavoriteGame" f JOIN "Game" g ON g."id" = f."gameId" JOIN "Vendor" v ON v."code" = g."vendorCode"
  WHERE f."memberId" = ? ORDER BY f."createdAt" DESC LIMIT ? OFFSET ?`;

const RECENT_SQL = `SELECT ${GAME_COLUMNS}
  FROM "RecentGame" r JOIN "Game" g ON g."id" = r."gameId" JOIN "Vendor" v ON v."code" = g."vendorCode"
  WHERE r."memberId" = ? ORDER BY r."lastPlayedAt" DESC LIMIT ?`;

// the whole catalogue (some 16,500 rows) in the game list's order: through Prisma's query engine and
// its adapter the read cost about twice the index built from it, at every start and catalogue change
const ALL_GAMES_SQL = `SELECT ${GAME_COLUMNS}
  FROM "Game" g JOIN "Vendor" v ON v."code" = g."vendorCode" ORDER BY g."sortOrder", g."id"`;

function gameRowOf(row: SqlRow): GameRow {
  return {
    id: toInt(row.id),
    vendorCode: String(row.vendorCode),
    gameType: String(row.gameType),
    gameClassify: String(row.gameClassify),
    code: String(row.code),
    name: String(row.name),
    isHot: toBool(row.isHot),
    isNew: toBool(row.isNew),
    trial: toBool(row.trial),
    minBetMinor: toBigInt(row.minBetMinor),
    minLineNum: toInt(row.minLineNum),
    platform: String(row.platform),
    sortOrder: toInt(row.sortOrder),
    kind: String(row.kind),
    parentId: row.parentId === null ? null : toInt(row.parentId),
    maintenance: toBool(row.maintenance),
    vendor: { name: String(row.vendorName), maintenance: toBool(row.vendorMaintenance) },
  };
}

/** The member's favourite game ids, newest first. */
export async function favouriteGameIds(db: Db, memberId: number): Promise<number[]> {
  return (await sqlOf(db).all(FAVOURITE_IDS_SQL, memberId)).map((row) => toInt(row.gameId));
}

export async function favouriteCount(db: Db, memberId: number): Promise<number> {
  return toInt((await sqlOf(db).one(FAVOURITE_COUNT_SQL, memberId))?.total);
}

/** One page of the member's favourite games, newest first. */
export async function favouriteGamesPage(db: Db, memberId: number, skip: number, take: number) {
  return (await sqlOf(db).all(FAVOURITE_PAGE_SQL, memberId, take, skip)).map(gameRowOf);
}

/** The member's most recently launched games, latest first. */
export async function recentGameRows(db: Db, memberId: number, limit: number) {
  return (await sqlOf(db).all(RECENT_SQL, memberId, limit)).map(gameRowOf);
}

/** Every game with its vendor's name and switch, by sort order then id. */
export async function allGameRows(db: Db): Promise<GameRow[]> {
  return (await sqlOf(db).all(ALL_GAMES_SQL)).map(gameRowOf);
}
