import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlAll, sqlTime } from '../../db/sql-reads.ts';
import { adminCaller, createTestApp, type TestApp } from '../../test/harness.ts';
import { CHANGED_ROUNDS, promoteDueMembers } from './promotion.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await adminCaller(t).clock.set({ at: '2026-11-10T12:00:00Z' });
  await adminCaller(t).clock.freeze();
});
afterEach(() => t.close());

/** `count` new members, each with one settled round this month of `stake(i)` (minor units), written raw. */
async function playersWithRounds(count: number, stake: (i: number) => number) {
  const now = t.sim.clock.now();
  const at = sqlTime(now);
  const game = await t.db.game.findFirstOrThrow({ where: { kind: 'GAME' } });
  await t.db.$transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const member = await tx.member.create({
        data: {
          merchantCode: 'sim001',
          username: `vipbulk${i}`,
          passwordHash: 'x',
          nickname: `vipbulk${i}`,
          passwordChangedAt: now,
          registeredAt: now,
        },
      });
      await tx.$executeRawUnsafe(
        `INSERT INTO "GameRound" ("roundId", "merchantCode", "memberId", "gameId", "vendorCode", "gameType",
           "stakeMinor", "winMinor", "status", "placedAt", "settledAt", "updatedAt")
         VALUES (?, 'sim001', ?, ?, ?, ?, ?, 0, 'SETTLED', ?, ?, ?)`,
        `vipbulk-${i}`,
        member.id,
        game.id,
        game.vendorCode,
        game.gameType,
        stake(i),
        at,
        at,
        at,
      );
    }
  });
}

describe('the VIP job over many players', () => {
  it('looks at more players than one statement may bind, on the first look and after it', async () => {
    await promoteDueMembers(t.sim); // the first look: whatever the seed holds
    // 1,200 members play; the last two of them enough for VIP1 (1,000 this month and in total)
    await playersWithRounds(1200, (i) => (i >= 1198 ? 100_000 : 50_000));
    expect(await promoteDueMembers(t.sim)).toBe(2);
    const promoted = await t.db.member.findMany({
      where: { username: { startsWith: 'vipbulk' }, vipLevel: 1 },
      select: { username: true },
    });
    expect(promoted.map((m) => m.username).sort()).toEqual(['vipbulk1198', 'vipbulk1199']);
    expect(await promoteDueMembers(t.sim)).toBe(0);
  });

  it('finds the rounds changed since its last look by their updatedAt index, not by walking members', async () => {
    const plan = await sqlAll(t.db, `EXPLAIN QUERY PLAN ${CHANGED_ROUNDS}`, [sqlTime(new Date())]);
    const steps = plan.map((row) => String(row.detail)).join(' | ');
    expect(steps).toContain('GameRound_updatedAt_idx');
    expect(steps).not.toContain('memberId');
  });
});
