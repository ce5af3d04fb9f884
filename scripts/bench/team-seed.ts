// A bench-only team: under the seeded agent01, 100 sub-agents with 99 members each (10,000 members),
// 1,000,000 game rounds over the last 60 days and 25,000 deposits and withdrawals, written with raw
// batched INSERTs straight into a seeded database file. The rows go in before the members' tree links
// (so the day-figure triggers skip them), then the figures are built set-wise by the same rebuild the
// server has (agent-reports/day-figures.ts), and the team links and team figures last.
import Database from 'better-sqlite3';
import { databaseUrlFor } from '../../server/src/database.ts';
import type { Db } from '../../server/src/db/client.ts';
import { createDb } from '../../server/src/db/client.ts';
import { sqlTime } from '../../server/src/db/sql-values.ts';
import { rebuildDayFigures, refreshTeamFigures } from '../../server/src/domain/agent-reports/day-figures.ts';
import { earnedLevel } from '../../server/src/domain/vip/promotion.ts';
import { vipRules } from '../../server/src/domain/vip/rules.ts';
import { monthKey, monthWindow } from '../../server/src/domain/vip/turnover.ts';
import { SimClock } from '../../server/src/foundation/clock.ts';
import { seededRandom } from '../../server/src/lib/seeded-random.ts';

const DAY_MS = 86_400_000;
const MERCHANT = 'sim001';
export const BENCH_AGENT = { username: 'agent01', password: 'Agent1234' };

export interface TeamSeedOptions {
  subAgents?: number;
  membersPerAgent?: number;
  rounds?: number;
  orders?: number;
  days?: number;
  /** a line per phase, with its seconds */
  log?: (line: string) => void;
}

/** The ISO form Prisma's SQLite adapter writes, so raw rows compare and group like the server's. */
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

export async function seedBenchTeam(dataDir: string, options: TeamSeedOptions = {}) {
  const { subAgents = 100, membersPerAgent = 99, rounds = 1_000_000, orders = 25_000, days = 60 } = options;
  const started = Date.now();
  let lap = started;
  const phase = (what: string) => {
    options.log?.(`${what}: ${((Date.now() - lap) / 1000).toFixed(1)} s`);
    lap = Date.now();
  };
  const now = Date.now();
  const random = seededRandom(14);
  const file = databaseUrlFor(dataDir).slice('file:'.length);
  const sqlite = new Database(file);
  // a bulk load: a big page cache, no journal (a crash loses only this throw-away file)
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const agent = sqlite
    .prepare('SELECT "id" FROM "Member" WHERE "merchantCode" = ? AND "username" = ?')
    .get(MERCHANT, BENCH_AGENT.username) as { id: number };
  const games = sqlite
    .prepare(
      `SELECT "id", "vendorCode", "gameType" FROM "Game" WHERE "id" IN (
         SELECT min("id") FROM "Game" WHERE "kind" = 'GAME' AND "gameType" IN ('RNG', 'LIVE', 'PVP', 'FISH', 'LOTT', 'SPORTS')
         GROUP BY "gameType")`,
    )
    .all() as { id: number; vendorCode: string; gameType: string }[];

  // members: sub-agents under the agent, members under each sub-agent
  const addMember = sqlite.prepare(
    `INSERT INTO "Member" ("merchantCode", "username", "passwordHash", "passwordChangedAt", "nickname", "type",
       "uplineId", "registeredAt", "updatedAt") VALUES (?, ?, 'bench', ?, ?, ?, ?, ?, ?)`,
  );
  const tree: { id: number }[] = [];
  sqlite.transaction(() => {
    for (let a = 0; a < subAgents; a += 1) {
      const name = `bench_a${a}`;
      const registered = iso(now - Math.floor(random() * 365 * DAY_MS));
      const subAgent = Number(
        addMember.run(MERCHANT, name, registered, name, 2, agent.id, registered, registered).lastInsertRowid,
      );
      tree.push({ id: subAgent });
      for (let m = 0; m < membersPerAgent; m += 1) {
        const member = `bench_m${a}_${m}`;
        const at = iso(now - Math.floor(random() * 365 * DAY_MS));
        const id = Number(addMember.run(MERCHANT, member, at, member, 0, subAgent, at, at).lastInsertRowid);
        tree.push({ id });
      }
    }
  })();
  phase(`${tree.length} members`);

  // rounds and orders, oldest first; the rounds' secondary indexes are built once after the load (as
  // their own DDL from the schema says), not row by row, and the references are known good
  sqlite.pragma('foreign_keys = OFF');
  const roundIndexes = sqlite
    .prepare(
      `SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = 'GameRound' AND "sql" IS NOT NULL`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of roundIndexes) sqlite.exec(`DROP INDEX "${index.name}"`);
  const addRound = sqlite.prepare(
    `INSERT INTO "GameRound" ("roundId", "merchantCode", "memberId", "gameId", "vendorCode", "gameType",
       "stakeMinor", "winMinor", "status", "placedAt", "settledAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const span = days * DAY_MS;
  const times = Array.from({ length: rounds }, () => now - Math.floor(random() * span)).sort((a, b) => a - b);
  sqlite.transaction(() => {
    times.forEach((at, i) => {
      const member = tree[Math.floor(random() * tree.length)]!;
      const game = games[i % games.length]!;
      const stake = BigInt(100 + Math.floor(random() * 9_900));
      const open = now - at < 3_600_000 && random() < 0.5;
      const win = open ? 0n : (stake * BigInt(Math.floor(random() * 200))) / 100n;
      const placed = iso(at);
      addRound.run(
        `bench-${String(i).padStart(8, '0')}`,
        MERCHANT,
        member.id,
        game.id,
        game.vendorCode,
        game.gameType,
        stake,
        win,
        open ? 'OPEN' : 'SETTLED',
        placed,
        open ? null : placed,
        placed,
      );
    });
  })();
  for (const index of roundIndexes) sqlite.exec(index.sql);
  phase(`${rounds} rounds and their indexes`);
  const addOrder = sqlite.prepare(
    `INSERT INTO "MoneyOrder" ("referenceNo", "merchantCode", "memberId", "requestId", "type", "status",
       "amountMinor", "appliedAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < orders; i += 1) {
      const member = tree[Math.floor(random() * tree.length)]!;
      const withdraw = i % 5 === 0;
      const at = iso(now - Math.floor(random() * span));
      addOrder.run(
        `BENCH${i}`,
        MERCHANT,
        member.id,
        `bench-${i}`,
        withdraw ? 'WITHDRAW' : 'DEPOSIT',
        withdraw ? 'PAID' : 'APPROVED',
        BigInt(10_000 + Math.floor(random() * 990_000)),
        at,
        at,
      );
    }
  })();

  // every member's own link, the figures from the rows, then the team links and the team figures
  const addLink = sqlite.prepare(
    `INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
     VALUES (?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`,
  );
  sqlite.transaction(() => {
    for (const m of tree) addLink.run(m.id, m.id, 0);
  })();
  sqlite.close();
  const db = createDb(databaseUrlFor(dataDir));
  try {
    await db.$executeRawUnsafe('PRAGMA cache_size = -262144');
    await rebuildDayFigures(db);
    phase('member day figures');
    // each bench member under its upline's ancestors, one level deeper: the sub-agents, then their members
    for (const type of [2, 0])
      await db.$executeRawUnsafe(
        `INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
         SELECT p."ancestorId", m."id", p."depth" + 1, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
         FROM "Member" m JOIN "TeamLink" p ON p."descendantId" = m."uplineId"
         WHERE m."merchantCode" = ? AND m."username" LIKE 'bench\\_%' ESCAPE '\\' AND m."type" = ?`,
        MERCHANT,
        type,
      );
    phase('team links');
    await refreshTeamFigures(db);
    phase('team day figures');
    await rankBenchMembers(db);
    phase('VIP ranks');
  } finally {
    await db.$disconnect();
  }
  return { members: tree.length, rounds, orders, seconds: (Date.now() - started) / 1000 };
}

/**
 * The ranks the bench members' turnover earns, as a server that watched them play would have set them
 * (its VIP job promotes a member on the round that earns it). Without this the server's first look
 * would find 10,000 members due a promotion at once, work no real server ever has queued up. Only
 * the rank: the bonus orders are left out (the bench reads reports, not the members' wallets).
 */
async function rankBenchMembers(db: Db): Promise<void> {
  const clock = new SimClock(db);
  await clock.load();
  const { start, end } = monthWindow(monthKey(clock.now()));
  const rules = await vipRules(db, MERCHANT);
  const turnovers = await db.$queryRawUnsafe<{ memberId: number; monthly: bigint; total: bigint }[]>(
    `SELECT g."memberId", sum(IIF(g."settledAt" >= ? AND g."settledAt" < ?, g."stakeMinor", 0)) AS "monthly",
       sum(g."stakeMinor") AS "total"
     FROM "GameRound" g JOIN "Member" m ON m."id" = g."memberId"
     WHERE g."status" = 'SETTLED' AND m."username" LIKE 'bench\\_%' ESCAPE '\\' GROUP BY g."memberId"`,
    sqlTime(start),
    sqlTime(end),
  );
  const byLevel = new Map<number, number[]>();
  for (const row of turnovers) {
    const level = earnedLevel(rules, { monthlyMinor: BigInt(row.monthly), totalMinor: BigInt(row.total) });
    if (level > 0) byLevel.set(level, [...(byLevel.get(level) ?? []), Number(row.memberId)]);
  }
  for (const [level, ids] of byLevel)
    await db.$executeRawUnsafe(`UPDATE "Member" SET "vipLevel" = ? WHERE "id" IN (${ids.join(',')})`, level);
}
