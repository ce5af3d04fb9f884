import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  onPostgres,
  type TestApp,
  wps,
} from '../../test/harness.ts';

// one app for the file, back at the seed before each test; the journal (the app's memory, which a
// reset leaves) emptied too, so each test reads its own calls
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.journal.clear();
});
afterAll(() => t?.close());

const caller = () => adminCaller(t);
const status = () => wps(t, 'GET', '/wps/system/status');

describe('clock', () => {
  it('freezes, advances, sets, resumes and resets', async () => {
    const frozen = await caller().clock.freeze();
    expect(frozen.frozen).toBe(true);
    const later = await caller().clock.advance({ hours: 2, minutes: 30 });
    expect(Date.parse(later.now) - Date.parse(frozen.now)).toBe(150 * 60_000);
    await caller().clock.set({ at: '2030-06-01T00:00:00Z' });
    expect((await caller().clock.get()).now).toBe('2030-06-01T00:00:00.000Z');
    const resumed = await caller().clock.resume();
    expect(resumed.frozen).toBe(false);
    expect(Date.parse(resumed.now)).toBeGreaterThanOrEqual(Date.parse('2030-06-01T00:00:00Z'));
    const reset = await caller().clock.reset();
    expect(Math.abs(Date.parse(reset.now) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses an advance with no amount', async () => {
    await expect(caller().clock.advance({})).rejects.toThrow(/minutes, hours, days or seconds/);
  });

  it('refuses moves no Date can hold as BAD_REQUEST, not a 500 (found by the fuzzer)', async () => {
    await expect(caller().clock.advance({ days: 1e20 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller().clock.set({ at: 1e300 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(Number.isNaN(Date.parse((await caller().clock.get()).now))).toBe(false);
  });
});

describe('faults', () => {
  it('answers matching calls with the chosen error envelope and status', async () => {
    await caller().faults.add({
      match: '/wps/system/*',
      status: 502,
      errorCode: 'UPSTREAM_DOWN',
      message: 'try later',
    });
    const response = await status();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, errorCode: 'UPSTREAM_DOWN', message: 'try later' });
    expect((await wps(t, 'GET', '/wps/session/key/rsa')).statusCode).toBe(200);
  });

  it('matches relay names by glob', async () => {
    await caller().faults.add({ match: 'GCS_*', errorCode: 'system.busy' });
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await wps(t, 'GET', '/wps/relay/GCS_merchantWallet', { token })).statusCode).toBe(500);
  });

  it('adds latency within the range', async () => {
    await caller().faults.add({ match: '/wps/system/status', latencyMs: 120, latencyMaxMs: 160 });
    const started = performance.now();
    expect((await status()).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('drops the connection', async () => {
    await caller().faults.add({ match: '/wps/system/status', drop: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    await expect(
      fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { merchant: 'sim001' } }),
    ).rejects.toThrow();
  });

  it('never fires at an error rate of 0, stops after `times`, and can be removed or cleared', async () => {
    await caller().faults.add({ match: '/wps/system/status', errorRate: 0, status: 500 });
    expect((await status()).statusCode).toBe(200);
    await caller().faults.clear();
    const once = await caller().faults.add({ match: '/wps/system/status', status: 503, times: 1 });
    expect((await status()).statusCode).toBe(503);
    expect((await status()).statusCode).toBe(200);
    expect(await caller().faults.list()).toEqual([]);
    const kept = await caller().faults.add({ match: '/x', latencyMs: 1 });
    expect(once.id).not.toBe(kept.id);
    expect(await caller().faults.remove({ id: kept.id })).toEqual({ removed: true });
  });

  it('refuses a fault that does nothing', async () => {
    await expect(caller().faults.add({ match: '/x' })).rejects.toThrow(/needs latency, an error or a drop/);
  });
});

describe('journal', () => {
  it('records every REST call with member, status, latency and a redacted body', async () => {
    await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await wps(t, 'GET', '/wps/member/info', { token });
    await wps(t, 'GET', '/wps/nowhere');
    const [nowhere, info, login] = await caller().journal.list({ limit: 3 });
    expect(nowhere).toMatchObject({ path: '/wps/nowhere', status: 404, errorCode: 'path.not.found' });
    expect(info).toMatchObject({
      method: 'GET',
      path: '/wps/member/info',
      status: 200,
      username: 'demo01',
      merchant: 'sim001',
    });
    expect(login!.body).toEqual({ username: 'demo01', password: '[redacted]' });
    expect(info!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps the answers too, redacted like requests: no session token, no launch token', async () => {
    await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    const [login] = await caller().journal.list({ limit: 1 });
    const answer = login!.response as { success: boolean; value: Record<string, unknown> };
    expect(answer.success).toBe(true);
    expect(answer.value.token).toBe('[redacted]');
    expect(JSON.stringify(answer)).toContain('demo01');

    const token = await loginAs(t, 'demo01', 'Demo1234');
    const launched = await wps(
      t,
      'GET',
      '/wps/game/launchGame?nodeId=170001&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3',
      { token },
    );
    const gameUrl: string = launched.json().value.content.game_url;
    expect(gameUrl).toMatch(/token=[^&[]+/);
    const [launch] = await caller().journal.list({ limit: 1 });
    const kept = JSON.stringify(launch!.response);
    expect(kept).toContain('token=[redacted]');
    expect(kept).not.toContain(new URL(gameUrl).searchParams.get('token')!);

    await wps(t, 'GET', '/wps/nowhere');
    const [missing] = await caller().journal.list({ limit: 1 });
    expect(missing!.response).toMatchObject({ success: false, errorCode: 'path.not.found' });
  });

  it('summarises a huge answer instead of keeping it', async () => {
    await wps(t, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=500');
    const [list] = await caller().journal.list({ limit: 1 });
    expect(list!.response).toMatch(/^\[…\] \[\d+ characters\]$/);
  });

  it('summarises huge strings (proof images) instead of keeping them', async () => {
    const proof = `data:image/png;base64,${'A'.repeat(200_000)}`;
    await wps(t, 'POST', '/wps/session/login/unsecure', { body: { username: 'demo01', proof } });
    const [entry] = await caller().journal.list({ limit: 1 });
    expect((entry!.body as { proof: string }).proof).toMatch(
      /^data:image\/png;base64,A+… \[200022 characters\]$/,
    );
  });

  it('filters by path glob, username and id, and clears', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const [first] = await caller().journal.list({ limit: 1 });
    await wps(t, 'GET', '/wps/v2/wallets/balance', { token });
    await status();
    expect((await caller().journal.list({ afterId: first!.id })).map((e) => e.path)).toEqual([
      '/wps/system/status',
      '/wps/v2/wallets/balance',
    ]);
    expect((await caller().journal.list({ path: '/wps/v2/*' })).length).toBe(1);
    expect((await caller().journal.list({ username: 'DEMO01' })).length).toBe(1);
    await caller().journal.clear();
    expect(await caller().journal.list()).toEqual([]);
  });
});

describe('snapshots and files', () => {
  it('restores a named snapshot over later changes', async () => {
    await caller().members.create({ username: 'before_snap' });
    expect((await caller().data.snapshot({ name: 'one' })).bytes).toBeGreaterThan(0);
    await caller().members.create({ username: 'after_snap' });
    await caller().system.setStatus({ maintenance: true });
    await caller().data.restore({ name: 'one' });
    const names = (await caller().members.list({ search: '_snap' })).map((m) => m.username);
    expect(names).toEqual(['before_snap']);
    expect((await caller().system.get()).maintenance).toBe(false);
    expect((await caller().data.snapshots()).map((s) => s.name)).toEqual(['one']);
  });

  it('refuses an unknown snapshot and a bad name', async () => {
    await expect(caller().data.restore({ name: 'missing' })).rejects.toThrow(/no snapshot/);
    await expect(caller().data.snapshot({ name: '../escape' })).rejects.toThrow();
  });

  it.runIf(onPostgres)('refuses a whole-database file on PostgreSQL, in plain words', async () => {
    await expect(caller().data.export()).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller().data.import({ base64: 'U1FMaXRl' })).rejects.toThrow(/SQLite only/);
  });

  // a whole-database file is SQLite's (on PostgreSQL: named snapshots, or pg_dump)
  it.skipIf(onPostgres)('exports the state as a file and imports it back', async () => {
    await caller().members.create({ username: 'exported' });
    const file = await caller().data.export();
    expect(Buffer.from(file.base64, 'base64').subarray(0, 15).toString()).toBe('SQLite format 3');
    await caller().data.reset();
    expect(await caller().members.list({ search: 'exported' })).toEqual([]);
    await caller().data.import({ base64: file.base64 });
    expect((await caller().members.list({ search: 'exported' })).length).toBe(1);
    await expect(caller().data.import({ base64: Buffer.from('hello').toString('base64') })).rejects.toThrow(
      /not an SQLite/,
    );
  });
});

describe('scenarios', () => {
  it('runs a scenario spec step by step', async () => {
    const result = await caller().scenario.run({
      name: 'inline',
      flags: { DIRECTREG3: false },
      status: { maintenance: true },
      personas: [{ username: 'scn_agent', persona: 'agent', type: 41 }],
      faults: [{ match: 'GCSGAME_*', latencyMs: 10 }],
    });
    expect(result.steps).toEqual([
      'reset to the seed',
      'faults cleared',
      'stubs cleared',
      'flag DIRECTREG3 off',
      'system status',
      'persona scn_agent',
      'fault on GCSGAME_*',
    ]);
    expect(result.personas).toEqual([{ username: 'scn_agent', password: 'Test1234', type: 41 }]);
    expect((await caller().faults.list()).length).toBe(1);
  });

  it('lists and runs every shipped scenario file', async () => {
    const files = await caller().scenario.list();
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'maintenance.yaml',
        'region-restriction.yaml',
        'trial-account.yaml',
        'forced-password-change.yaml',
        'agent-team.yaml',
      ]),
    );
    for (const { file } of files) {
      const result = await caller().scenario.runFile({ file });
      expect(result.steps[0]).toBe('reset to the seed');
    }
    // every file starts with a reset (a re-seed): give the whole folder time on a busy machine
  }, 90_000);

  it('leaves the state each shipped scenario promises', async () => {
    await caller().scenario.runFile({ file: 'maintenance.yaml' });
    expect((await status()).json().value).toMatchObject({
      maintenance: true,
      maintenanceEndTime: Date.parse('2030-01-01T12:00:00Z'),
    });
    await caller().scenario.runFile({ file: 'region-restriction' });
    expect((await status()).json().value).toMatchObject({
      regionRestriction: true,
      location: { country: 'US' },
    });
    await caller().scenario.runFile({ file: 'agent-team' });
    expect((await caller().members.get({ username: 'm3_qa' })).upline).toBe('sub_qa');
  }, 60_000);
});

describe('members.loginAs and brand', () => {
  it('hands out a live session for a member', async () => {
    const { token, siteUrl } = await caller().members.loginAs({ username: 'agent01' });
    expect(siteUrl).toBe(`/index?token=${token}`);
    expect((await wps(t, 'GET', '/wps/member/info', { token })).json().value.account).toBe('agent01');
  });

  it('changes resources, customer service and CDN lists of the boot call', async () => {
    await caller().brand.set({
      name: 'Renamed',
      imageCDNs: ['https://img.example'],
      resources: [{ resourceType: 'IOS', url: '/ios' }],
      customerService: [{ type: '3', name: 'Chat', url: 'https://chat.example' }],
    });
    const value = (await status()).json().value;
    expect(value.info.imageCDNs).toEqual(['https://img.example']);
    expect(value.info.resources).toEqual([
      { resourceType: 'IOS', url: '/ios', qrCodeUrl: null, labelNameCn: '', labelNameEn: '' },
    ]);
    expect(value.info.config.merchantName).toBe('Renamed');
  });
});
