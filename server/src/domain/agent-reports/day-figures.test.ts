// The day figures follow the rows they count whatever writes them: the real play, table, lottery and
// cashier paths, settlement, deletes, days written out of order, a member moving between teams, a
// snapshot restore; and they always equal their definition (dayFigureDrift) and the rebuild.
import { teamOverviewSchema } from '@sim/shared/wps/agent-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, deposit, okValue } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, MERCHANT, type TestApp, wps } from '../../test/harness.ts';
import { bet, content, lotteryOf, near } from '../../test/lottery-helpers.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';
import { moveMember } from '../agents/team.ts';
import { dayFigureDrift, rebuildDayFigures } from './day-figures.ts';

const NOW = Date.parse('2030-03-10T09:02:10Z');
const DAY = 86_400_000;
let t: TestApp;
let agentToken: string;
const ids = new Map<string, number>();
const id = (username: string) => ids.get(username)!;

const overview = async (query = '', as = agentToken) =>
  teamOverviewSchema.parse(
    (await wps(t, 'GET', `/wps/report/teamOverview${query}`, { token: as })).json().value,
  );

/** The team's settled stakes and wins in the rows themselves (the oracle). */
async function roundsOfTeam(agentId: number, from: number, to: number) {
  const team = await t.db.teamLink.findMany({ where: { ancestorId: agentId, depth: { gte: 1 } } });
  const where = {
    memberId: { in: team.map((l) => l.descendantId) },
    placedAt: { gte: new Date(from), lte: new Date(to) },
  };
  const [all, settled] = await Promise.all([
    t.db.gameRound.aggregate({ where, _count: { _all: true }, _sum: { stakeMinor: true } }),
    t.db.gameRound.aggregate({
      where: { ...where, status: 'SETTLED' },
      _sum: { stakeMinor: true, winMinor: true },
    }),
  ]);
  return {
    betCount: all._count._all,
    betAmount: Number(all._sum.stakeMinor ?? 0n) / 100,
    validBet: Number(settled._sum.stakeMinor ?? 0n) / 100,
    winAmount: Number(settled._sum.winMinor ?? 0n) / 100,
  };
}

let rowNo = 0;
const roundRow = async (username: string, at: number, stake = 1) => {
  const game = await gameOf(t, { gameType: 'RNG' });
  return t.db.gameRound.create({
    data: {
      roundId: `figures-${++rowNo}`,
      merchantCode: MERCHANT,
      memberId: id(username),
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameType: 'RNG',
      stakeMinor: BigInt(stake * 100),
      status: 'SETTLED',
      placedAt: new Date(at),
      settledAt: new Date(at),
    },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  await adminCaller(t).clock.set({ at: NOW });
  await adminCaller(t).clock.freeze();
  for (const m of await t.db.member.findMany({ where: { merchantCode: MERCHANT } }))
    ids.set(m.username, m.id);
  agentToken = await loginAs(t, 'agent01', 'Agent1234');
});
afterAll(() => t.close());

describe('day figures', () => {
  it('hold for the seed as migrated', async () => {
    expect(await dayFigureDrift(t.db)).toBe(0);
  });

  it('follow slot, table and lottery rounds and deposits through the real paths, and their settlement', async () => {
    await adminCaller(t).wallet.grantBonus({ username: 'down01', amount: 1000, name: 'stake money' });
    const token = await loginAs(t, 'down01', 'Down1234');
    const slot = await gameOf(t, { gameType: 'RNG' });
    const slotSession = await providerToken(t, token, slot.id);
    for (const stake of [10, 20])
      okValue(await provider(t, 'round', { token: slotSession, roundId: newRoundId(), stake }));
    const table = await gameOf(t, { gameType: 'LIVE' });
    const tableSession = await providerToken(t, token, table.id);
    const tableRound = newRoundId();
    okValue(await provider(t, 'bet', { token: tableSession, roundId: tableRound, stake: 30 }));
    const fast = await lotteryOf(t, 'FAST');
    const { currentNumero } = await near(t, fast.id);
    const lottery = await bet(t, token, [
      content(fast.id, currentNumero.numero, { playId: 3001, bettingContent: '1_1_1', singleBetPrice: 2 }),
    ]);
    expect(lottery.statusCode, lottery.body).toBe(200);
    const order = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 500 }));

    const open = await overview('?preset=today');
    expect(open).toMatchObject({
      ...(await roundsOfTeam(id('agent01'), NOW - DAY, NOW + DAY)),
      depositAmount: 0,
    });
    expect(open.betAmount).toBeGreaterThan(open.validBet); // the table bet and the lottery ticket are open

    okValue(await provider(t, 'settle', { token: tableSession, roundId: tableRound }));
    await adminCaller(t).clock.advance({ minutes: 5 }); // the fast draw opens and settles the ticket
    await adminCaller(t).cashier.approveDeposit({ referenceNo: order.referenceNo });
    const settled = await overview('?preset=today');
    expect(settled).toMatchObject({
      ...(await roundsOfTeam(id('agent01'), NOW - DAY, NOW + DAY)),
      depositAmount: 500,
    });
    expect(settled.validBet).toBe(settled.betAmount);
    expect(settled).toMatchObject({ activeMembers: 1, depositCount: 1 });
    expect(await dayFigureDrift(t.db)).toBe(0);
  });

  it('count a member active once in a range, whatever order its days were written in', async () => {
    // down02 plays 5, then 2, then 3 days ago (the clock set back and forth), twice on one day
    for (const daysAgo of [5, 2, 3, 3]) await roundRow('down02', NOW - daysAgo * DAY);
    expect(await dayFigureDrift(t.db)).toBe(0);
    expect(await overview('?startDate=2030-03-05&endDate=2030-03-08')).toMatchObject({
      activeMembers: 1,
      betCount: 4,
    });
    expect(await overview('?startDate=2030-03-07&endDate=2030-03-08')).toMatchObject({
      activeMembers: 1,
      betCount: 3,
    });
    expect(await overview('?startDate=2030-03-06&endDate=2030-03-06')).toMatchObject({
      activeMembers: 0,
      betCount: 0,
    });
    // the 3-days-ago day loses one round, then the other: down02 is no longer active on it
    const rows = await t.db.gameRound.findMany({
      where: { memberId: id('down02') },
      orderBy: { placedAt: 'asc' },
    });
    const threeDaysAgo = rows.filter((r) => r.placedAt.getTime() === NOW - 3 * DAY);
    await t.db.gameRound.delete({ where: { roundId: threeDaysAgo[0]!.roundId } });
    expect(await overview('?startDate=2030-03-07&endDate=2030-03-07')).toMatchObject({
      activeMembers: 1,
      betCount: 1,
    });
    await t.db.gameRound.delete({ where: { roundId: threeDaysAgo[1]!.roundId } });
    expect(await overview('?startDate=2030-03-07&endDate=2030-03-07')).toMatchObject({
      activeMembers: 0,
      betCount: 0,
    });
    expect(await overview('?startDate=2030-03-05&endDate=2030-03-08')).toMatchObject({
      activeMembers: 1,
      betCount: 2,
    });
    expect(await dayFigureDrift(t.db)).toBe(0);
  });

  it('move with a member that changes teams', async () => {
    await roundRow('down03', NOW - 1_000, 40);
    const agent02 = await loginAs(t, 'agent02', 'Agent1234');
    const before = await overview('?preset=today');
    expect(await overview('?preset=today', agent02)).toMatchObject({
      teamSize: 1,
      betCount: 1,
      validBet: 40,
    });
    await moveMember(t.db, id('down03'), id('agent41'));
    expect(await overview('?preset=today', agent02)).toMatchObject({ teamSize: 0, betCount: 0, validBet: 0 });
    expect(await overview('?preset=today')).toMatchObject({
      teamSize: before.teamSize - 1,
      betCount: before.betCount - 1,
      validBet: before.validBet - 40,
      activeMembers: before.activeMembers - 1,
    });
    expect(await dayFigureDrift(t.db)).toBe(0);
  });

  it('survive a snapshot restore and a rebuild unchanged', async () => {
    const before = await overview('?preset=previous30');
    await adminCaller(t).data.snapshot({ name: 'figures' });
    await roundRow('down01', NOW - 2_000, 77); // taken back by the restore
    await adminCaller(t).data.restore({ name: 'figures' });
    expect(await dayFigureDrift(t.db)).toBe(0);
    agentToken = await loginAs(t, 'agent01', 'Agent1234');
    expect(await overview('?preset=previous30')).toEqual(before);
    await rebuildDayFigures(t.db);
    expect(await dayFigureDrift(t.db)).toBe(0);
    expect(await overview('?preset=previous30')).toEqual(before);
  });
});
