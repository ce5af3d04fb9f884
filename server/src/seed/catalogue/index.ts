// Seeds the vendors and the generated catalogue (about 16,500 games) with progress. The games go in
// as plain prepared inserts in one transaction: through Prisma's createMany they cost about 9 s of
// CPU (its query layer per row), which was most of a first start.
import type { Db } from '../../db/client.ts';
import { type Sql, type SqlValue, sqlTransaction, stampNow } from '../../db/sql.ts';
import { type GameSeed, generateCatalogue } from './generate.ts';
import { VENDORS } from './vendors.ts';

const PROGRESS_EVERY = 5000;

let generatedCount: number | undefined;

/** Whether the database holds the whole generated catalogue (a reset keeps it then, instead of rebuilding). */
export async function catalogueIsComplete(db: Db): Promise<boolean> {
  // an empty database (a first seed) need not generate the catalogue to know
  if ((await db.vendor.count()) !== VENDORS.length) return false;
  generatedCount ??= generateCatalogue().length;
  return (await db.game.count({ where: { declared: false } })) === generatedCount;
}

const GAME_COLUMNS = [
  'id',
  'vendorCode',
  'gameType',
  'gameClassify',
  'code',
  'name',
  'isHot',
  'isNew',
  'trial',
  'minBetMinor',
  'minLineNum',
  'sortOrder',
  'kind',
  'parentId',
  'payout',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof GameSeed | 'createdAt' | 'updatedAt')[];

// many rows per statement: on PostgreSQL each statement is a round trip
const ROWS_PER_INSERT = 100;
const insertGamesSql = (rows: number) =>
  `INSERT INTO "Game" (${GAME_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ` +
  Array.from({ length: rows }, () => `(${GAME_COLUMNS.map(() => '?').join(', ')})`).join(', ');

async function insertGames(sql: Sql, games: GameSeed[], progress: (line: string) => void): Promise<void> {
  const stamp = stampNow();
  for (let start = 0; start < games.length; start += ROWS_PER_INSERT) {
    const batch = games.slice(start, start + ROWS_PER_INSERT);
    const values = batch.flatMap((game) => {
      const row: Record<string, SqlValue> = { ...game, createdAt: stamp, updatedAt: stamp };
      return GAME_COLUMNS.map((column) => row[column] ?? null);
    });
    await sql.run(insertGamesSql(batch.length), ...values);
    const done = start + batch.length;
    if (Math.floor(done / PROGRESS_EVERY) > Math.floor(start / PROGRESS_EVERY) || done === games.length)
      progress(`catalogue: ${done}/${games.length} games`);
  }
}

export async function seedCatalogue(db: Db, progress: (line: string) => void): Promise<void> {
  if ((await db.vendor.count()) > 0) return;
  await db.vendor.createMany({
    data: VENDORS.map((v, sortOrder) => ({ code: v.code, name: v.name, gameType: v.gameType, sortOrder })),
  });
  const games = generateCatalogue();
  await sqlTransaction(db, (sql) => insertGames(sql, games, progress));
}
