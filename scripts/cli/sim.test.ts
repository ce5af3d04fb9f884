// The CLI against a live simulator on a real port, as scripts use it, run in-process (runCli); the CLI
// as a process of its own (tsx, argv, the exit code) is sim-process.test.ts (pnpm test:integration).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginAs,
  onPostgres,
  TEST_ADMIN_TOKEN,
  type TestApp,
} from '../../server/src/test/harness.ts';
import { bet, content, lotteryOf } from '../../server/src/test/lottery-helpers.ts';
import { runCli } from './run.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

/** The CLI in-process, as `pnpm sim` runs it (the process wrapper only maps the code to an exit). */
async function sim(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const connection = args.some((a) => a === '--url' || a === '--token')
    ? []
    : ['--url', url, '--token', TEST_ADMIN_TOKEN];
  const code = await runCli([...args, ...connection], {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const json = async (...args: string[]) => {
  const result = await sim(...args, '--json');
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
};

describe('pnpm sim', () => {
  it('switches maintenance with an end time and reports it', async () => {
    await json('status', 'maintenance', 'on', '--until', '2030-01-01T10:00:00Z');
    expect(await json('status', 'get')).toMatchObject({
      maintenance: true,
      settings: { maintenanceEndAt: '2030-01-01T10:00:00.000Z' },
    });
    await json('status', 'maintenance', 'off');
  });

  it('prints readable tables without --json', async () => {
    const result = await sim('flags', 'list');
    expect(result.stdout.split('\n')[0]).toMatch(/^modId\s+enabled\s+effective\s+description$/);
    expect(result.stdout).toMatch(/MOBILEVERCODELOGIN3\s+true\s+true/);
  });

  it('sets flags, creates personas and moves the clock', async () => {
    await json('flags', 'set', 'FREEPLAY3', 'off');
    expect(
      (await json('flags', 'list')).find((f: { modId: string }) => f.modId === 'FREEPLAY3').enabled,
    ).toBe(false);
    const agent = await json(
      'persona',
      'create',
      'agent',
      '--type',
      '42',
      '--username',
      'cli_agent',
      '--balance',
      '250.5',
    );
    expect(agent).toMatchObject({ username: 'cli_agent', type: 42, balance: 250.5 });
    const before = Date.parse((await json('clock', 'get')).now);
    const after = Date.parse((await json('clock', 'advance', '30m')).now);
    expect(after - before).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('adds and lists faults with human durations', async () => {
    const fault = await json('fault', 'add', 'GCSGAME_*', '--latency', '2s', '--latency-max', '3s');
    expect(fault).toMatchObject({ match: 'GCSGAME_*', latencyMs: 2000, latencyMaxMs: 3000 });
    expect((await json('fault', 'list')).length).toBe(1);
    await json('fault', 'clear');
  });

  it('forces a lottery draw, lists the bets and settles them', async () => {
    // two minutes into a five-minute draw, so the forced draw is still open for bets whenever the test runs
    await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
    const game = await lotteryOf(t, 'FAST');
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const forced = await json('lottery', 'force', game.code, '12345');
    expect(forced).toMatchObject({ gameCode: game.code, winningNumber: expect.stringMatching(/^12345,/) });
    expect(
      (await bet(t, token, [content(game.id, forced.numero, { playId: 3001, bettingContent: '3_4_5' })]))
        .statusCode,
    ).toBe(200);
    expect(await json('lottery', 'bets', '--user', 'demo01', '--status', 'OPEN')).toEqual([
      expect.objectContaining({ gameCode: game.code, numero: forced.numero, status: 'OPEN' }),
    ]);
    await json('clock', 'advance', '6m');
    expect(await json('lottery', 'settle')).toEqual({ settled: 0 });
    expect(await json('lottery', 'bets', '--game', game.code)).toEqual([
      expect.objectContaining({ status: 'SETTLED', win: 900 }),
    ]);
    expect((await sim('lottery', 'force', game.code, '12345', '--numero', '20200101-001')).code).toBe(1);
    await t.sim.clock.resume();
  });

  it('applies a scenario file and rejects a broken one with exit 2', async () => {
    const result = await json('scenario', 'apply', 'scenarios/region-restriction.yaml');
    expect(result.steps).toContain('visitor location');
    expect((await json('status', 'get')).regionRestriction).toBe(true);
    const bad = path.join(os.tmpdir(), `bad-scenario-${process.pid}.yaml`);
    fs.writeFileSync(bad, 'name: broken\nflags: yes-please\n');
    const broken = await sim('scenario', 'apply', bad);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('flags');
    fs.rmSync(bad);
  });

  it('runs promotions: create, list, issue, tickets and forced prizes', async () => {
    const created = await json(
      'promo',
      'create',
      'LOGIN',
      '--title',
      'CLI login',
      '--code',
      'CLI_LOGIN',
      '--fixed',
      '5',
    );
    expect(created).toMatchObject({ code: 'CLI_LOGIN', kind: 'LOGIN', entry: 'AUTO', bonusFixed: 5 });
    expect((await json('promo', 'list', '--kind', 'LOGIN')).map((p: { code: string }) => p.code)).toContain(
      'CLI_LOGIN',
    );
    const [wheel] = await json('promo', 'list', '--kind', 'PRIZE_WHEEL');
    const wheelId = String(wheel.promotionId);
    expect(await json('promo', 'ticket', wheelId, 'vip05', '--count', '2')).toHaveLength(2);
    expect(await json('promo', 'tickets', '--user', 'vip05')).toHaveLength(2);
    expect(await json('promo', 'force', '1', '--user', 'vip05', '--promotion', wheelId)).toMatchObject({
      username: 'vip05',
      prizeIndex: 1,
    });
    const [reload] = await json('promo', 'list', '--kind', 'TURNOVER_REBATE');
    const issued = await json('promo', 'issue', String(reload.promotionId), 'vip05', '--amount', '30');
    expect(issued).toMatchObject({ username: 'vip05', activityStatus: 'ISSUED', bonusAmount: 30 });
    const mine = await json('promo', 'participations', '--user', 'vip05');
    expect(mine.map((p: { participationId: number }) => p.participationId)).toEqual([issued.participationId]);
    expect((await sim('promo', 'reject', String(issued.participationId))).code).toBe(1);
    expect((await sim('promo', 'create', 'RAFFLE', '--title', 'No prizes')).code).toBe(2);
    expect((await sim('promo', 'create', 'NOPE', '--title', 'x')).code).toBe(2);
    expect((await sim('promo', 'force', '99', '--promotion', wheelId)).code).toBe(2);
  });

  it('runs the back office: orders, decisions, bonuses and the audit', async () => {
    await json('brand', 'get');
    await json('cashier', 'set', '--auto-approve', 'off', '--confirm-minutes', '10');
    expect(await json('cashier', 'settings')).toMatchObject({
      depositAutoApproveMinutes: null,
      withdrawConfirmMinutes: 10,
    });
    const bonus = await json('wallet', 'bonus', 'demo01', '25', '--name', 'CLI bonus');
    expect(bonus).toMatchObject({ username: 'demo01', balance: 10_025 });
    const orders = await json('cashier', 'orders', '--user', 'demo01', '--type', 'BONUS');
    expect(orders).toEqual([
      expect.objectContaining({ referenceNo: bonus.referenceNo, remark: 'CLI bonus' }),
    ]);
    const refused = await sim('cashier', 'approve', bonus.referenceNo);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('No such order');
    expect(await json('wallet', 'audit')).toMatchObject({ balanced: true });
    await t.db.walletAccount.update({ where: { code: 'member/1001/MAIN' }, data: { balanceMinor: 1n } });
    expect((await sim('wallet', 'audit')).code).toBe(1);
  });

  // a whole-database file is SQLite's (control-room.test.ts checks PostgreSQL's refusal)
  it.skipIf(onPostgres)('exports the state to a file and imports it back', async () => {
    const file = path.join(os.tmpdir(), `sim-export-${process.pid}.db`);
    await json('persona', 'create', 'member', '--username', 'cli_saved');
    expect((await json('data', 'export', file)).bytes).toBeGreaterThan(0);
    await json('data', 'reset');
    await json('data', 'import', file);
    expect((await json('persona', 'get', 'cli_saved')).username).toBe('cli_saved');
    fs.rmSync(file);
  });

  it('lifts a payment-password lock', async () => {
    const lockedUntil = new Date(t.sim.clock.now().getTime() + 30 * 60_000);
    await t.db.member.updateMany({ where: { username: 'down02' }, data: { pinLockedUntil: lockedUntil } });
    expect((await json('persona', 'get', 'down02')).pinLockedUntil).toBe(lockedUntil.toISOString());
    expect(await json('persona', 'unlock-pin', 'down02')).toMatchObject({ pinLockedUntil: null });
  });

  it('exits 1 when the simulator refuses, 2 for bad arguments, 3 when it cannot get in', async () => {
    expect((await sim('flags', 'set', 'FREEPLAY3', 'maybe')).code).toBe(2);
    expect((await sim('clock', 'advance', 'soon')).code).toBe(2);
    expect((await sim('persona', 'get', 'nobody-here')).code).toBe(1);
    expect((await sim('flags', 'list', '--token', 'wrong-token-0000000000')).code).toBe(3);
    expect((await sim('flags', 'list', '--url', 'http://127.0.0.1:9')).code).toBe(3);
  });
});
