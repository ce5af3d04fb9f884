import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness.ts';
import { createMember } from '../accounts/create-member.ts';
import { ancestorIds, descendantIds, directDownlines, isInTree, moveMember, teamSize } from './team.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const links = async (descendantId: number) =>
  (
    await t.db.teamLink.findMany({
      where: { descendantId },
      select: { ancestorId: true, depth: true },
      orderBy: { depth: 'asc' },
    })
  ).map((l) => [l.ancestorId, l.depth]);

const now = new Date('2026-11-22T00:00:00Z');
const newMember = (username: string, uplineId: number | null, type = 0) =>
  createMember(t.db, {
    merchantCode: 'sim001',
    username,
    password: 'Team1234',
    type,
    uplineId,
    passwordChangedAt: now,
    registeredAt: now,
  });

describe('the team tree', () => {
  it('holds the seeded chains, self rows included (the migration backfill and the seed)', async () => {
    // agent01 (2001) > agent02 (2002) > down03 (3003)
    expect(await links(3003)).toEqual([
      [3003, 0],
      [2002, 1],
      [2001, 2],
    ]);
    expect(await descendantIds(t.db, 2001)).toEqual([2002, 3001, 3002, 3003]);
    expect(await descendantIds(t.db, 2001, { maxDepth: 1 })).toEqual([2002, 3001, 3002]);
    expect((await directDownlines(t.db, 2001)).map((m) => m.username)).toEqual([
      'agent02',
      'down01',
      'down02',
    ]);
    expect(await teamSize(t.db, 2041)).toBe(2);
    expect(await ancestorIds(t.db, 3004)).toEqual([2042, 2041]);
  });

  it('links a new member under its upline at every depth', async () => {
    const member = await newMember('deep01', 3003);
    expect(await links(member.id)).toEqual([
      [member.id, 0],
      [3003, 1],
      [2002, 2],
      [2001, 3],
    ]);
    expect(await isInTree(t.db, 2001, member.id)).toBe(true);
    expect(await isInTree(t.db, 2041, member.id)).toBe(false);
    // an agent is not in its own team
    expect(await isInTree(t.db, 2001, 2001)).toBe(false);
  });

  it('moves a member with its whole team in one step, and refuses a circle', async () => {
    // agent02 (with down03 and its downline) from agent01 to agent42
    await moveMember(t.db, 2002, 2042);
    expect(await ancestorIds(t.db, 3003)).toEqual([2002, 2042, 2041]);
    expect(await isInTree(t.db, 2001, 3003)).toBe(false);
    expect(await descendantIds(t.db, 2001)).toEqual([3001, 3002]);
    expect((await t.db.member.findUniqueOrThrow({ where: { id: 2002 } })).uplineId).toBe(2042);
    const deep = await t.db.member.findUniqueOrThrow({
      where: { merchantCode_username: { merchantCode: 'sim001', username: 'deep01' } },
    });
    expect(await links(deep.id)).toEqual([
      [deep.id, 0],
      [3003, 1],
      [2002, 2],
      [2042, 3],
      [2041, 4],
    ]);

    await expect(moveMember(t.db, 2041, 3003)).rejects.toThrow(/under itself/);
    await expect(moveMember(t.db, 2002, 2002)).rejects.toThrow(/under itself/);
    // to the top, and back
    await moveMember(t.db, 2002, null);
    expect(await ancestorIds(t.db, 3003)).toEqual([2002]);
    await moveMember(t.db, 2002, 2001);
    expect(await ancestorIds(t.db, deep.id)).toEqual([3003, 2002, 2001]);
  });

  // SQLite's query plan, on rows written in SQLite's own time format
  it.skipIf(onPostgres)(
    'answers a large team from the (ancestorId, depth) index, without walking it',
    async () => {
      // a chain of 20 agents under agent41 (at the top), each with 100 members, written in bulk; their links
      // come from the uplineId chain as the migration's backfill builds them
      const rows: string[] = [];
      const at = now.getTime();
      let upline = 2041;
      for (let level = 0; level < 20; level++) {
        const agentId = 900_000 + level * 1000;
        rows.push(
          `(${agentId}, 'sim001', 'big_agent_${level}', 'x', ${at}, 'x', 2, ${upline}, ${at}, ${at})`,
        );
        for (let i = 1; i <= 100; i++)
          rows.push(
            `(${agentId + i}, 'sim001', 'big_${level}_${i}', 'x', ${at}, 'x', 0, ${agentId}, ${at}, ${at})`,
          );
        upline = agentId;
      }
      await t.db.$executeRawUnsafe(
        `INSERT INTO "Member" ("id", "merchantCode", "username", "passwordHash", "passwordChangedAt", "nickname",
        "type", "uplineId", "registeredAt", "updatedAt") VALUES ${rows.join(',')}`,
      );
      await t.db.$executeRawUnsafe(`
      INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
      WITH RECURSIVE "chain" ("ancestorId", "descendantId", "depth") AS (
        SELECT "id", "id", 0 FROM "Member" WHERE "id" >= 900000
        UNION ALL
        SELECT "m"."uplineId", "chain"."descendantId", "chain"."depth" + 1
        FROM "chain" JOIN "Member" AS "m" ON "m"."id" = "chain"."ancestorId"
        WHERE "m"."uplineId" IS NOT NULL
      )
      SELECT "ancestorId", "descendantId", "depth", CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM "chain"`);

      expect(await teamSize(t.db, 2041)).toBe(2 + 20 + 2000);
      expect(await descendantIds(t.db, 900_000)).toHaveLength(19 + 2000);
      expect(await descendantIds(t.db, 900_000, { maxDepth: 1 })).toHaveLength(101);
      expect(await isInTree(t.db, 900_000, 919_100)).toBe(true);
      expect(await isInTree(t.db, 919_000, 900_001)).toBe(false);

      const plan = (await t.db.$queryRawUnsafe(
        'EXPLAIN QUERY PLAN SELECT "descendantId" FROM "TeamLink" WHERE "ancestorId" = 900000 AND "depth" >= 1',
      )) as { detail: string }[];
      const details = plan.map((p) => p.detail).join('\n');
      expect(details).toMatch(
        /SEARCH TeamLink USING (COVERING )?INDEX TeamLink_ancestorId_depth(_descendantId)?_idx/,
      );
    },
  );
});
