import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { sqlTime } from '../../db/sql-values.ts';
import { adminCaller, backToSeed, createTestApp, onPostgres, type TestApp } from '../../test/harness.ts';
import { lookCursor, markRoundsLookedAt } from './look-cursor.ts';
import { promoteDueMembers } from './promotion.ts';
import { CHANGED_ROUNDS, monthSums } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await adminCaller(t).clock.set({ at: '2026-11-10T12:00:00Z' });
  await adminCaller(t).clock.freeze();
});

/**
 * `count` new members vipbulk0.. with one settled round each this month, the last two of 100,000 minor
 * units, the others of 50,000: two statements (raw, as the bench seed writes), not 2,400 Prisma calls.
 */
async function playersWithRounds(count: number) {
  const at = t.sim.clock.now();
  const sql = sqlOf(t.db);
  const game = await t.db.game.findFirstOrThrow({ where: { kind: 'GAME' } });
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count})`;
  await sql.run(
    `INSERT INTO "Member" ("merchantCode", "username", "passwordHash", "passwordChangedAt", "nickname",
       "registeredAt", "updatedAt")
     ${numbers} SELECT 'sim001', 'vipbulk' || i, 'x', ?, 'vipbulk' || i, ?, ? FROM n`,
    at,
    at,
    at,
  );
  await sql.run(
    `INSERT INTO "GameRound" ("roundId", "merchantCode", "memberId", "gameId", "vendorCode", "gameType",
       "stakeMinor", "winMinor", "status", "placedAt", "settledAt", "updatedAt")
     ${numbers} SELECT 'vipbulk-' || i, 'sim001', m."id", ?, ?, ?, CASE WHEN i >= ${count - 2} THEN 100000 ELSE 50000 END, 0,
       'SETTLED', ?, ?, ? FROM n JOIN "Member" m ON m."merchantCode" = 'sim001' AND m."username" = 'vipbulk' || i`,
    game.id,
    game.vendorCode,
    game.gameType,
    at,
    at,
    at,
  );
}

describe('the VIP job over many players', () => {
  it('looks at more players than one statement may bind, on the first look and after it', async () => {
    await promoteDueMembers(t.sim); // the first look: whatever the seed holds
    // 1,200 members play; the last two of them enough for VIP1 (1,000 this month and in total)
    await playersWithRounds(1200);
    expect(await promoteDueMembers(t.sim)).toBe(2);
    const promoted = await t.db.member.findMany({
      where: { username: { startsWith: 'vipbulk' }, vipLevel: 1 },
      select: { username: true },
    });
    expect(promoted.map((m) => m.username).sort()).toEqual(['vipbulk1198', 'vipbulk1199']);
    expect(await promoteDueMembers(t.sim)).toBe(0);
  });

  const planOf = async (sql: string, params: string[]) =>
    (await sqlOf(t.db).all(`EXPLAIN QUERY PLAN ${sql}`, ...params))
      .map((row) => String(row.detail))
      .join(' | ');

  // SQLite's query plans (PostgreSQL plans by its statistics)
  it.skipIf(onPostgres)(
    'finds the rounds changed since its last look by their updatedAt index, not by walking members',
    async () => {
      const steps = await planOf(CHANGED_ROUNDS, [sqlTime(new Date())]);
      expect(steps).toContain('GameRound_updatedAt_idx');
      expect(steps).not.toContain('memberId');
    },
  );

  it.skipIf(onPostgres)(
    "sums a whole month's rounds in table order on the first look, by the member index for a few",
    async () => {
      const month = ['2026-11-01T00:00:00.000+00:00', '2026-12-01T00:00:00.000+00:00'];
      expect(await planOf(monthSums(), month)).not.toContain('GameRound_memberId_status_idx');
      expect(await planOf(monthSums('AND "memberId" IN (?, ?)'), [...month, '1', '2'])).toContain(
        'SEARCH GameRound USING INDEX GameRound_memberId_status_idx (memberId=? AND status=?)',
      );
    },
  );
});

describe("the VIP job's look cursor, in the database", () => {
  const lowerVip1To500 = () =>
    adminCaller(t).vip.setRules({ rules: [{ level: 1, monthlyTurnover: 500, totalTurnover: 500 }] });

  it('is shared by every process on the database, and new rules make the next look a whole-month one', async () => {
    await playersWithRounds(3); // vipbulk0 plays 500, vipbulk1 and vipbulk2 1,000 each
    expect(await promoteDueMembers(t.sim)).toBe(2);
    const other = createDb(t.url);
    try {
      // a restart or a second replica carries on from the same place
      expect((await lookCursor(other)).roundsUntil).toEqual((await lookCursor(t.db)).roundsUntil);
      expect((await lookCursor(other)).roundsUntil).toBeInstanceOf(Date);
    } finally {
      await other.$disconnect();
    }
    // vipbulk0 has not played since the last look, yet the lower rule lifts it
    await lowerVip1To500();
    expect((await lookCursor(t.db)).roundsUntil).toBeUndefined();
    expect(await promoteDueMembers(t.sim)).toBe(1);
    expect((await t.db.member.findFirstOrThrow({ where: { username: 'vipbulk0' } })).vipLevel).toBe(1);
  });

  it('is not moved by a look that was under way when the rules changed', async () => {
    await promoteDueMembers(t.sim);
    const underWay = await lookCursor(t.db);
    await lowerVip1To500();
    await markRoundsLookedAt(t.db, underWay, t.sim.clock.now());
    expect((await lookCursor(t.db)).roundsUntil).toBeUndefined();
  });

  it('is not created by a first look when new rules wrote it first', async () => {
    const firstLook = await lookCursor(t.db);
    expect(firstLook.generation).toBeUndefined();
    await lowerVip1To500();
    await markRoundsLookedAt(t.db, firstLook, t.sim.clock.now());
    expect((await lookCursor(t.db)).roundsUntil).toBeUndefined();
  });
});
