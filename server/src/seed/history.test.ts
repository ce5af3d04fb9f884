// The demo history: weeks of rounds, deposits, withdrawals and bonuses for the demo members, through
// the ledger (the audit balances), shown by the records at once, added once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipRules } from '../domain/vip/rules.ts';
import { turnoverMinor } from '../domain/vip/turnover.ts';
import { adminCaller, createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('the demo history', () => {
  it('is off in the tests, and data.history adds it through the ledger', async () => {
    const member = await t.db.member.findFirstOrThrow({
      where: { merchantCode: 'sim001', username: 'demo01' },
    });
    expect(await t.db.gameRound.count({ where: { memberId: member.id } })).toBe(0);

    // its cost is part of every fresh start, which `pnpm bench` times (not a timed test)
    expect(await adminCaller(t).data.history()).toEqual({ members: 3 });

    const audit = await adminCaller(t).wallet.audit();
    expect(audit.balanced).toBe(true);
    const rounds = await t.db.gameRound.findMany({ where: { memberId: member.id } });
    expect(rounds.length).toBeGreaterThan(100);
    expect(new Set(rounds.map((r) => r.gameType)).size).toBeGreaterThanOrEqual(4);
    const now = t.sim.clock.now().getTime();
    expect(rounds.every((r) => r.placedAt.getTime() < now)).toBe(true);
    expect(Math.min(...rounds.map((r) => r.placedAt.getTime()))).toBeLessThan(now - 21 * DAY_MS);
  });

  it('shows in the betting and account records and the profit report', async () => {
    const range = `startDate=${t.sim.clock.now().getTime() - 30 * DAY_MS}&endDate=${t.sim.clock.now().getTime()}`;
    const bets = (
      await wps(t, 'GET', `/wps/report/accountGameBetHistory?${range}&pageSize=10`, { token })
    ).json();
    expect(bets.success).toBe(true);
    expect(bets.value.list.length).toBeGreaterThan(0);
    // a round id as a vendor writes it, no seed artefact ("history-1001-27-4")
    for (const bet of bets.value.list) expect(bet.roundId).toMatch(/^\d{16}$/);
    const record = (await wps(t, 'GET', `/wps/report/transaction?${range}&pageSize=100`, { token })).json();
    const types = new Set(JSON.stringify(record.value).match(/"(DEPOSIT|WITHDRAW|BONUS)"/g));
    expect(types).toEqual(new Set(['"DEPOSIT"', '"WITHDRAW"', '"BONUS"']));
    const pnl = (await wps(t, 'GET', `/wps/report/personalPNL?${range}`, { token })).json();
    expect(pnl.success).toBe(true);
    expect(JSON.stringify(pnl.value)).toMatch(/[1-9]/);
  });

  it('happens at human times: not on the minute, not the same few minutes every evening', async () => {
    const member = await t.db.member.findFirstOrThrow({
      where: { merchantCode: 'sim001', username: 'demo01' },
    });
    const rounds = await t.db.gameRound.findMany({ where: { memberId: member.id } });
    const onTheMinute = rounds.filter((r) => r.placedAt.getTime() % 60_000 === 0);
    expect(onTheMinute.length).toBeLessThan(rounds.length / 20);
    const startHours = new Set(rounds.map((r) => r.placedAt.getUTCHours()));
    expect(startHours.size).toBeGreaterThanOrEqual(5);
    const minutes = new Set(rounds.map((r) => r.placedAt.getUTCMinutes()));
    expect(minutes.size).toBeGreaterThan(40);
  });

  it('gives demo01 the turnover its VIP level asks for in total', async () => {
    const member = await t.db.member.findFirstOrThrow({
      where: { merchantCode: 'sim001', username: 'demo01' },
    });
    const rules = await vipRules(t.db, 'sim001');
    const rule = rules.find((r) => r.level === member.vipLevel);
    expect(member.vipLevel).toBeGreaterThan(0);
    const total = await turnoverMinor(t.db, member.id);
    expect(total).toBeGreaterThanOrEqual(rule!.totalMinor);
  });

  it('is added once', async () => {
    const before = await t.db.gameRound.count();
    await adminCaller(t).data.history({ usernames: ['demo01'] });
    expect(await t.db.gameRound.count()).toBe(before);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });
});
