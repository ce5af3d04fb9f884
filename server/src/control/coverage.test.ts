// Coverage runs: counted only while active, by declared route and family, with error codes, login
// outcomes, system status and the states of the rows the run touched; kept through a reset (the states
// reached too), shared by server processes, exported as Markdown and JUnit XML.
import { coverageReportSchema } from '@sim/shared/admin/coverage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, createReplica, createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const report = async (format: 'json' | 'markdown' | 'junit' = 'json', runId?: number) =>
  adminCaller(t).coverage.report({ format, runId });
const family = (r: Awaited<ReturnType<typeof report>>, name: string) =>
  r.report.families.find((f) => f.family === name);
const operation = (r: Awaited<ReturnType<typeof report>>, id: string) =>
  r.report.families.flatMap((f) => f.operations).find((o) => o.id === id);

describe('coverage runs', () => {
  it('count nothing while no run is active', async () => {
    await wps(t, 'GET', '/wps/system/status');
    expect(t.sim.coverage.recording).toBe(false);
    const run = await adminCaller(t).coverage.start({ name: 'after' });
    expect(run).toMatchObject({ name: 'after', active: true, calls: 0 });
    expect((await report()).report.summary.calls).toBe(0);
  });

  it('report every declared route by family, touched or not, with the calls, errors and logins', async () => {
    await adminCaller(t).coverage.start({ name: 'journey' });
    await wps(t, 'GET', '/wps/system/status');
    const wrong = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Wrong1234' },
    });
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await wps(t, 'GET', '/wps/member/info', { token });
    await wps(t, 'GET', '/wps/relay/NOPE_nothing', { token });
    await adminCaller(t).coverage.stop();

    const { report: r } = await report();
    coverageReportSchema.parse(r);
    expect(r.run).toMatchObject({ name: 'journey', active: false, calls: 5 });
    expect(operation({ report: r, text: '' }, 'POST /wps/session/login/unsecure')?.count).toBe(2);
    expect(operation({ report: r, text: '' }, 'GET /wps/member/info')?.count).toBe(1);
    const member = family({ report: r, text: '' }, 'wps member')!;
    expect(member.total).toBeGreaterThan(member.touched);
    expect(member.operations.some((o) => o.count === 0)).toBe(true);
    expect(r.families.some((f) => f.family.startsWith('relay '))).toBe(true);
    expect(r.summary.operationsTotal).toBeGreaterThan(100);
    expect(r.undeclared).toEqual([{ key: 'GET /wps/relay/NOPE_nothing', count: 1 }]);
    expect(r.errorCodes.map((e) => e.key)).toContain(wrong.json().errorCode);
    // a wrong password asks for the image captcha next time
    expect(r.logins.map((l) => l.key).sort()).toEqual([
      'logged in',
      'wrong username or password, captcha asked',
    ]);
    expect(r.systemStatus).toEqual([{ key: '0 open', count: 1 }]);
    expect(r.members.map((m) => m.key)).toEqual(['demo01']);
    expect(r.flagsOff.map((f) => f.merchant)).toEqual(['sim001']);
  });

  it('derive the states reached from the rows the run touched', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await adminCaller(t).coverage.start({ name: 'money' });
    const deposit = await wps(t, 'POST', '/wps/v2/transaction/deposit', {
      token,
      body: { channelCode: 'BKASH', amount: 150 },
    });
    expect(deposit.json()).toMatchObject({ success: true });
    const { report: r } = await report();
    const deposits = r.stateMachines.find((m) => m.machine === 'money orders DEPOSIT');
    expect(deposits?.transitions.map((x) => x.key)).toEqual([`new -> ${deposits?.states[0]?.key}`]);
    expect(r.summary.statesReached).toBeGreaterThan(0);
  });

  it('keep the states reached before a reset and a restore, and add those reached after', async () => {
    const deposit = async () => {
      const token = await loginAs(t, 'demo01', 'Demo1234');
      const answer = await wps(t, 'POST', '/wps/v2/transaction/deposit', {
        token,
        body: { channelCode: 'BKASH', amount: 150 },
      });
      expect(answer.json()).toMatchObject({ success: true });
    };
    const deposits = async () =>
      (await report()).report.stateMachines.find((m) => m.machine === 'money orders DEPOSIT');
    await adminCaller(t).coverage.start({ name: 'across resets' });
    await deposit();
    const before = await deposits();
    const state = before?.states[0]?.key;
    expect(before?.states).toEqual([{ key: state, count: 1 }]);

    // the reset replaces the deposit's row: its state stays in the run, and the next deposit adds to it
    await adminCaller(t).data.reset();
    expect(await deposits()).toEqual(before);
    await deposit();
    expect((await deposits())?.transitions).toEqual([{ key: `new -> ${state}`, count: 2 }]);

    // a restore too; the stopped run's report is what it kept, whatever the rows are now
    await adminCaller(t).data.snapshot({ name: 'seeded' });
    await deposit();
    await adminCaller(t).data.restore({ name: 'seeded' });
    await adminCaller(t).coverage.stop();
    await deposit();
    expect((await deposits())?.states).toEqual([{ key: state, count: 3 }]);
  });

  it('keep runs and counts through a reset to the seed, and add up the counts of every server process', async () => {
    const run = await adminCaller(t).coverage.start({ name: 'kept' });
    await wps(t, 'GET', '/wps/system/status');
    await t.sim.coverage.flush();
    await adminCaller(t).data.reset();
    const replica = await createReplica(t);
    try {
      expect(replica.sim.coverage.recording).toBe(true);
      await wps(replica, 'GET', '/wps/system/status');
      await replica.sim.coverage.flush();
    } finally {
      await replica.close();
    }
    expect(t.sim.coverage.recording).toBe(true);
    const { report: r } = await report('json', run.id);
    expect(operation({ report: r, text: '' }, 'GET /wps/system/status')?.count).toBe(2);
    expect((await adminCaller(t).coverage.list()).map((x) => x.name)).toEqual(['kept']);
  });

  it('export Markdown with bars and JUnit XML with untouched routes skipped', async () => {
    await adminCaller(t).coverage.start({ name: 'formats' });
    await wps(t, 'GET', '/wps/system/status');
    await adminCaller(t).coverage.stop();
    const markdown = (await report('markdown')).text;
    expect(markdown).toMatch(/^# Coverage: formats/);
    expect(markdown).toContain('| wps system |');
    expect(markdown).toMatch(/█+░+ 1\/\d+/);
    const junit = (await report('junit')).text;
    expect(junit).toMatch(/^<\?xml/);
    expect(junit).toContain('name="GET /wps/system/status"><system-out>1 calls');
    expect(junit).toContain('<skipped message="not called in this run"/>');
  });

  it('refuse a stop with no run active and a report of a run that is not there', async () => {
    await expect(adminCaller(t).coverage.stop()).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(report('json', 999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
