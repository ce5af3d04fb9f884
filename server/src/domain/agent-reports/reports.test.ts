// The team reports over the wire, on the seeded team (agent01: down01, down02 and agent02, who has
// down03; agent41's tree beside it) with rounds and orders written as rows on chosen days, every
// total against figures worked out by hand below.
import {
  commissionSchema,
  downlinePnlSchema,
  downlineTransactionSchema,
  teamBettingSchema,
  teamOverviewSchema,
} from '@sim/shared/wps/agent-reports';
import { incomeReportSchema } from '@sim/shared/wps/income';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminCaller } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, MERCHANT, type TestApp, wps } from '../../test/harness.ts';
import { gameOf } from '../../test/play-helpers.ts';

const NOW = Date.parse('2030-03-10T12:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
let token: string;
const ids = new Map<string, number>();
const id = (username: string) => ids.get(username)!;

async function get<S extends z.ZodType>(schema: S, path: string, as = token): Promise<z.infer<S>> {
  const body = (await wps(t, 'GET', path, { token: as })).json();
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return schema.parse(body.value);
}

let roundNo = 0;
async function round(
  username: string,
  gameType: string,
  stake: number,
  win: number,
  status: string,
  at: number,
) {
  const game = await gameOf(t, { gameType });
  await t.db.gameRound.create({
    data: {
      roundId: `team-report-${++roundNo}`,
      merchantCode: MERCHANT,
      memberId: id(username),
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameType,
      stakeMinor: BigInt(Math.round(stake * 100)),
      winMinor: BigInt(Math.round(win * 100)),
      status,
      placedAt: new Date(at),
      settledAt: status === 'SETTLED' ? new Date(at) : null,
    },
  });
}

let orderNo = 0;
async function order(username: string, type: string, status: string, amount: number, at: number) {
  orderNo += 1;
  await t.db.moneyOrder.create({
    data: {
      referenceNo: `TEAMREPORT${orderNo}`,
      merchantCode: MERCHANT,
      memberId: id(username),
      requestId: `team-report-${orderNo}`,
      type,
      status,
      amountMinor: BigInt(amount * 100),
      appliedAt: new Date(at),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await adminCaller(t).clock.set({ at: NOW });
  await adminCaller(t).clock.freeze();
  const members = await t.db.member.findMany({ where: { merchantCode: MERCHANT } });
  for (const m of members) ids.set(m.username, m.id);
  // registered long ago, but down02 yesterday
  await t.db.member.updateMany({
    where: { merchantCode: MERCHANT },
    data: { registeredAt: new Date(NOW - 400 * DAY) },
  });
  await t.db.member.update({ where: { id: id('down02') }, data: { registeredAt: new Date(NOW - DAY) } });

  await round('down01', 'RNG', 10, 25, 'SETTLED', NOW - 3_600_000);
  await round('down01', 'RNG', 5, 0, 'OPEN', NOW - 60_000);
  await round('down01', 'RNG', 7, 0, 'SETTLED', NOW - 10 * DAY); // before the last 7 days
  await round('down02', 'LOTT', 20, 0, 'SETTLED', NOW - DAY);
  await round('down03', 'PVP', 40, 10, 'SETTLED', NOW - 7_200_000);
  await round('down03', 'FISH', 8, 16, 'SETTLED', NOW - 3 * DAY);
  await round('agent02', 'RNG', 100, 0, 'SETTLED', NOW - 1_000);
  await round('down04', 'RNG', 1000, 0, 'SETTLED', NOW - 1_000); // agent41's tree
  await round('agent01', 'RNG', 50, 0, 'SETTLED', NOW - 1_000); // the agent's own bets are not its team's

  await order('down01', 'DEPOSIT', 'APPROVED', 300, NOW - 5_000);
  await order('down02', 'DEPOSIT', 'PENDING', 50, NOW - 5_000);
  await order('down03', 'WITHDRAW', 'PAID', 60, NOW - DAY);
  await order('down03', 'WITHDRAW', 'REJECTED', 10, NOW - DAY);
  await order('down04', 'DEPOSIT', 'APPROVED', 999, NOW - 5_000);

  await t.db.memberRebateRate.createMany({
    data: [
      { memberId: id('agent01'), rates: { RNG: 1, PVP: 1, FISH: 1, LOTT: 0.5 } },
      { memberId: id('agent02'), rates: { RNG: 0.6, PVP: 0.7, FISH: 1.2 } },
    ],
  });
  token = await loginAs(t, 'agent01', 'Agent1234');
});
afterAll(() => t.close());

describe('team overview', () => {
  it('sums the last 7 days of the whole team by default', async () => {
    const overview = await get(teamOverviewSchema, '/wps/report/teamOverview');
    expect(overview).toEqual({
      startDate: Date.parse('2030-03-04T00:00:00Z'),
      endDate: Date.parse('2030-03-10T23:59:59.999Z'),
      teamSize: 4,
      directMembers: 3,
      agentCount: 1,
      newMembers: 1,
      activeMembers: 4,
      depositAmount: 300,
      depositCount: 1,
      withdrawAmount: 60,
      withdrawCount: 1,
      betCount: 6,
      betAmount: 183,
      validBet: 178,
      winAmount: 51,
      profitLoss: -127,
    });
  });

  it('answers for the preset days: today, yesterday, previous 30', async () => {
    const today = await get(teamOverviewSchema, '/wps/report/teamOverview?preset=today');
    expect(today).toMatchObject({
      activeMembers: 3,
      betCount: 4,
      betAmount: 155,
      validBet: 150,
      winAmount: 35,
    });
    expect(today).toMatchObject({ profitLoss: -115, newMembers: 0, depositAmount: 300, withdrawAmount: 0 });
    const yesterday = await get(teamOverviewSchema, '/wps/report/teamOverview?preset=yesterday');
    expect(yesterday).toMatchObject({
      activeMembers: 1,
      betCount: 1,
      validBet: 20,
      newMembers: 1,
      withdrawAmount: 60,
    });
    const month = await get(teamOverviewSchema, '/wps/report/teamOverview?preset=previous30');
    expect(month).toMatchObject({ activeMembers: 4, betCount: 7, validBet: 185, profitLoss: -134 });
    const next = await get(teamOverviewSchema, '/wps/report/teamOverview?preset=next7');
    expect(next).toMatchObject({ activeMembers: 3, betCount: 4 });
  });

  it('takes days by date', async () => {
    const range = await get(
      teamOverviewSchema,
      '/wps/report/teamOverview?startDate=2030-03-07&endDate=2030-03-09',
    );
    expect(range).toMatchObject({ startDate: Date.parse('2030-03-07T00:00:00Z'), activeMembers: 2 });
    expect(range).toMatchObject({ betCount: 2, validBet: 28, winAmount: 16, profitLoss: -12 });
  });

  it('is a sub-agent’s own team for the sub-agent', async () => {
    const agent02 = await loginAs(t, 'agent02', 'Agent1234');
    const overview = await get(teamOverviewSchema, '/wps/report/teamOverview', agent02);
    expect(overview).toMatchObject({
      teamSize: 1,
      activeMembers: 1,
      betCount: 2,
      validBet: 48,
      profitLoss: -22,
    });
  });
});

describe('team betting', () => {
  it('lists the team’s rounds newest first, paged, with the totals', async () => {
    const page = await get(teamBettingSchema, '/wps/report/teamBetting?pageSize=4');
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 6 });
    expect(page.summary).toEqual({ betCount: 6, stake: 183, validBet: 178, win: 51, profit: -127 });
    expect(page.list.map((r) => [r.username, r.stake, r.status])).toEqual([
      ['agent02', 100, 'SETTLED'],
      ['down01', 5, 'OPEN'],
      ['down01', 10, 'SETTLED'],
      ['down03', 40, 'SETTLED'],
    ]);
    const second = await get(teamBettingSchema, '/wps/report/teamBetting?pageSize=4&pageNo=2');
    expect(second.list.map((r) => [r.username, r.gameType])).toEqual([
      ['down02', 'LOTT'],
      ['down03', 'FISH'],
    ]);
  });

  it('filters by member, product type and vendor', async () => {
    const down03 = await get(teamBettingSchema, '/wps/report/teamBetting?username=down03');
    expect(down03.summary).toEqual({ betCount: 2, stake: 48, validBet: 48, win: 26, profit: -22 });
    const byId = await get(
      teamBettingSchema,
      `/wps/report/teamBetting?memberId=${id('down01')}&gameType=RNG`,
    );
    expect(byId.summary).toMatchObject({ betCount: 2, stake: 15, validBet: 10 });
    const rng = await gameOf(t, { gameType: 'RNG' });
    const vendor = await get(teamBettingSchema, `/wps/report/teamBetting?vassalage=${rng.vendorCode}`);
    expect(vendor.summary).toEqual({ betCount: 3, stake: 115, validBet: 110, win: 25, profit: -85 });
    expect(vendor.totalCount).toBe(3);
  });

  it('teamPVPRNGBetting keeps to PVP and slots', async () => {
    const page = await get(teamBettingSchema, '/wps/report/teamPVPRNGBetting');
    expect(page.summary).toEqual({ betCount: 4, stake: 155, validBet: 150, win: 35, profit: -115 });
    const fish = await get(teamBettingSchema, '/wps/report/teamPVPRNGBetting?gameType=FISH');
    expect(fish).toMatchObject({ totalCount: 0, list: [] });
  });
});

describe('user profit and loss per downline', () => {
  it('has a row per direct downline with its team, and the whole team as the summary', async () => {
    const pnl = await get(downlinePnlSchema, '/wps/report/downlinePNL');
    expect(pnl).toMatchObject({ parentId: id('agent01'), totalCount: 3, totalPages: 1 });
    const rows = new Map(pnl.list.map((r) => [r.username, r]));
    expect(rows.get('down01')).toMatchObject({
      teamSize: 0,
      betCount: 2,
      stake: 15,
      validBet: 10,
      win: 25,
      profit: 15,
    });
    expect(rows.get('down02')).toMatchObject({ betCount: 1, stake: 20, validBet: 20, win: 0, profit: -20 });
    expect(rows.get('agent02')).toMatchObject({
      teamSize: 1,
      type: 2,
      betCount: 3,
      stake: 148,
      win: 26,
      profit: -122,
    });
    expect(pnl.summary).toEqual({ betCount: 6, stake: 183, validBet: 178, win: 51, profit: -127 });
  });

  it('pages by member and drills down into a downline agent', async () => {
    const first = await get(downlinePnlSchema, '/wps/report/downlinePNL?pageSize=2');
    const second = await get(downlinePnlSchema, '/wps/report/downlinePNL?pageSize=2&pageNo=2');
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect([...first.list, ...second.list].map((r) => r.memberId)).toEqual(
      [id('down01'), id('down02'), id('agent02')].sort((a, b) => a - b),
    );
    const drill = await get(downlinePnlSchema, '/wps/report/downlinePNL?username=agent02');
    expect(drill).toMatchObject({ parentId: id('agent02'), totalCount: 1 });
    expect(drill.list).toEqual([expect.objectContaining({ username: 'down03', stake: 48, profit: -22 })]);
    expect(drill.summary).toMatchObject({ betCount: 2, profit: -22 });
  });

  it('keeps to lottery (downlineLottoPNL) or to PVP and fishing (teamPVPFishingPNL)', async () => {
    const lotto = await get(downlinePnlSchema, '/wps/report/downlineLottoPNL');
    expect(lotto.summary).toEqual({ betCount: 1, stake: 20, validBet: 20, win: 0, profit: -20 });
    const fishing = await get(downlinePnlSchema, '/wps/report/teamPVPFishingPNL');
    expect(fishing.summary).toEqual({ betCount: 2, stake: 48, validBet: 48, win: 26, profit: -22 });
    expect(fishing.list.find((r) => r.username === 'down01')).toMatchObject({ betCount: 0, stake: 0 });
  });
});

describe('commission', () => {
  it('is the agent’s rate above each direct downline’s, on that branch’s valid bets', async () => {
    const report = await get(commissionSchema, '/wps/report/commission');
    // down01 RNG 10 at 1 - 0.8 (merchant rate); down02 LOTT 20 at 0.5 - 0.3; agent02's branch RNG 100
    // at 1 - 0.6, PVP 40 at 1 - 0.7, FISH 8 at nothing (agent02's 1.2 is above)
    expect(report.list).toEqual([
      { gameType: 'FISH', betCount: 1, validBet: 8, rate: 0, commission: 0 },
      { gameType: 'LOTT', betCount: 1, validBet: 20, rate: 0.2, commission: 0.04 },
      { gameType: 'PVP', betCount: 1, validBet: 40, rate: 0.3, commission: 0.12 },
      { gameType: 'RNG', betCount: 3, validBet: 110, rate: 0.38, commission: 0.42 },
    ]);
    expect(report.summary).toEqual({ betCount: 6, validBet: 178, commission: 0.58 });
  });

  it('is in My Income over the same days: its total, and in the grand total', async () => {
    const report = await get(commissionSchema, '/wps/report/commission');
    const range = `startDate=${report.startDate}&endDate=${report.endDate}`;
    const income = await get(incomeReportSchema, `/wps/report/income?${range}`);
    expect(income.summary.commission).toBe(0.58);
    expect(income.summary.total).toBe(
      income.summary.salary + income.summary.dividend + income.summary.rebate + 0.58,
    );
    // earned, not paid: no rows of its own
    expect((await get(incomeReportSchema, `/wps/report/income?${range}&incomeType=COMMISSION`)).list).toEqual(
      [],
    );
  });
});

describe('downline transaction details', () => {
  it('lists the team’s ledger entries with money in and out', async () => {
    for (const [username, amount] of [
      ['down01', 12.5],
      ['down03', 7],
      ['demo01', 99],
    ] as const)
      await adminCaller(t).wallet.grantBonus({ username, amount, name: 'team report' });
    const all = await get(downlineTransactionSchema, '/wps/report/downlineTransaction?kind=BONUS_CREDIT');
    expect(all).toMatchObject({ totalCount: 2, summary: { moneyIn: 19.5, moneyOut: 0, net: 19.5 } });
    expect(all.list.map((r) => [r.username, r.amount, r.wallet])).toEqual(
      expect.arrayContaining([
        ['down01', 12.5, 'MAIN'],
        ['down03', 7, 'MAIN'],
      ]),
    );
    const one = await get(
      downlineTransactionSchema,
      '/wps/report/downlineTransaction?username=down03&pageSize=1',
    );
    expect(one).toMatchObject({ totalCount: 1, list: [expect.objectContaining({ kind: 'BONUS_CREDIT' })] });
  });
});

describe('isolation', () => {
  const paths = [
    '/wps/report/teamOverview',
    '/wps/report/teamBetting',
    '/wps/report/teamPVPRNGBetting',
    '/wps/report/downlinePNL',
    '/wps/report/downlineLottoPNL',
    '/wps/report/teamPVPFishingPNL',
    '/wps/report/downlineTransaction',
    '/wps/report/commission',
  ];

  it('refuses a member outside the caller’s team, by id or by name', async () => {
    const agent02 = await loginAs(t, 'agent02', 'Agent1234');
    for (const path of paths.filter((p) => !/Overview|commission/.test(p))) {
      for (const [as, query] of [
        [agent02, `memberId=${id('down01')}`],
        [agent02, 'username=down01'],
        [token, `memberId=${id('down04')}`],
        [token, 'username=demo01'],
        [token, `memberId=${id('agent01')}`],
      ] as const) {
        const body = (await wps(t, 'GET', `${path}?${query}`, { token: as })).json();
        expect(body, `${path}?${query}`).toMatchObject({ success: false, errorCode: 'DOWNLINE_NOT_FOUND' });
      }
    }
  });

  it('refuses members, trial accounts and visitors', async () => {
    const member = await loginAs(t, 'demo01', 'Demo1234');
    const trial = await loginAs(t, 'trial01', 'Trial1234');
    for (const path of paths) {
      expect((await wps(t, 'GET', path, { token: member })).json()).toMatchObject({ errorCode: 'NOT_AGENT' });
      expect((await wps(t, 'GET', path, { token: trial })).json()).toMatchObject({ success: false });
      expect((await wps(t, 'GET', path)).statusCode).toBe(401);
    }
  });
});
