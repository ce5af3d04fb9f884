// The team reports read by index whatever the team's size (issue 14: p99 under 50 ms over 10,000
// members and a million rounds): no statement walks a table, and a page is a range of an index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DOWNLINE_PAGE_SQL } from './downline-pnl.ts';
import { OVERVIEW_SQL } from './overview.ts';
import { dayFiguresSql, gameTotalsSql } from './team-figures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Steps that read a whole table (a SELECT without FROM scans its one constant row). */
const tableScans = (plan: string[]) =>
  plan.filter((step) => step.startsWith('SCAN') && step !== 'SCAN CONSTANT ROW');

/** The plan's steps; the parameters' values do not change it. */
const planOf = async (sql: string) => {
  const params = Array.from({ length: sql.split('?').length - 1 }, () => 1);
  return (await sqlOf(t.db).all(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => String(row.detail));
};

describe('team report statements', () => {
  it('pages the direct downline along the depth index in member order, counting by index', async () => {
    const plan = await planOf(DOWNLINE_PAGE_SQL);
    expect(plan).toContain(
      'SEARCH l USING COVERING INDEX TeamLink_ancestorId_depth_descendantId_idx (ancestorId=? AND depth=?)',
    );
    expect(tableScans(plan)).toEqual([]);
    expect(plan.join('\n')).not.toContain('TEMP B-TREE');
  });

  it('counts the team, its agents, new and active members and sums its figures by index', async () => {
    const plan = await planOf(OVERVIEW_SQL);
    // h (the headcount's one row) and f (the figures per kind) are the statement's own subqueries
    expect(tableScans(plan).filter((step) => !/^SCAN [hf]\b/.test(step))).toEqual([]);
    expect(plan.join('\n')).toContain('SEARCH TeamActiveDay USING INDEX');
    expect(plan.join('\n')).toMatch(
      /SEARCH TeamDayFigure USING INDEX .*\(agentId=\? AND day>\? AND day<\?\)/,
    );
    // a member under the caller: one lookup of both keys, never a range over the whole team
    const teamLookups = plan.filter((step) => step.includes(' l ') && step.includes('TeamLink'));
    expect(teamLookups).toHaveLength(2);
    for (const step of teamLookups) expect(step).toContain('(ancestorId=? AND descendantId=?)');
  });

  it("reads members' and teams' day figures by their keys", async () => {
    const plan = await planOf(dayFiguresSql(20, 21));
    expect(tableScans(plan)).toEqual([]);
    expect(plan.join('\n')).toMatch(
      /SEARCH MemberDayFigure USING INDEX .*\(memberId=\? AND day>\? AND day<\?\)/,
    );
    expect(plan.join('\n')).toMatch(
      /SEARCH TeamDayFigure USING INDEX .*\(agentId=\? AND day>\? AND day<\?\)/,
    );
  });

  it("sums members' and teams' game figures by their keys, in key order with no sorting", async () => {
    for (const productTypes of [0, 2]) {
      const plan = (await planOf(gameTotalsSql(20, 21, productTypes))).join('\n');
      expect(plan).not.toContain('SCAN');
      expect(plan).not.toContain('TEMP B-TREE');
      expect(plan).toMatch(/SEARCH MemberDayFigure USING .*INDEX .*\(memberId=\? AND day>\? AND day<\?\)/);
      expect(plan).toMatch(/SEARCH TeamDayFigure USING .*INDEX .*\(agentId=\? AND day>\? AND day<\?\)/);
    }
  });
});
