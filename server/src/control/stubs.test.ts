// Answer stubs: a matching call gets the pinned answer after the gateway's checks, the journal marks
// it, `times` stubs go when used up, and a scenario can pin them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';

// one app for the file, back at the seed (no stubs: they are rows) and with an empty journal (the app's
// memory, which a reset leaves) before each test
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.journal.clear();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t?.close());

const SETTINGS = '/wps/relay/MCSFE_getWithdrawSettings';
const pinned = { success: true, value: { minimumAmount: 1, pinned: true } };

describe('answer stubs', () => {
  it('answer a matching call with the pinned status and body, and the journal marks it', async () => {
    const stub = await adminCaller(t).stubs.add({
      match: { method: 'GET', path: '/wps/relay/MCSFE_*' },
      body: pinned,
    });
    const response = await wps(t, 'GET', SETTINGS, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(pinned);
    const [entry] = await adminCaller(t).journal.list({ limit: 1 });
    expect(entry).toMatchObject({ path: SETTINGS, stubId: stub.id, response: pinned });
    expect((await adminCaller(t).stubs.list())[0]).toMatchObject({ id: stub.id, hits: 1 });
  });

  it('never bypass the Merchant check or token auth', async () => {
    await adminCaller(t).stubs.add({ match: { path: SETTINGS }, body: pinned });
    const noMerchant = await t.app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: { authorization: token },
    });
    expect(noMerchant.json()).toMatchObject({ success: false });
    const noToken = await wps(t, 'GET', SETTINGS);
    expect(noToken.json()).toMatchObject({ success: false });
    expect((await adminCaller(t).stubs.list())[0]!.hits).toBe(0);
  });

  it('match query and body fields exactly or by /pattern/, and go after `times` answers', async () => {
    await adminCaller(t).stubs.add({
      match: {
        method: 'POST',
        path: '/wps/v2/transaction/deposit',
        body: { channelCode: '/^BK/', amount: 150 },
      },
      status: 400,
      body: { success: false, errorCode: 'STUBBED', message: 'pinned' },
      times: 1,
    });
    const deposit = (amount: number) =>
      wps(t, 'POST', '/wps/v2/transaction/deposit', { token, body: { channelCode: 'BKASH', amount } });
    expect((await deposit(151)).json()).toMatchObject({ success: true });
    const stubbed = await deposit(150);
    expect(stubbed.statusCode).toBe(400);
    expect(stubbed.json()).toMatchObject({ errorCode: 'STUBBED' });
    expect((await deposit(150)).json()).toMatchObject({ success: true });
    expect(await adminCaller(t).stubs.list()).toEqual([]);

    await adminCaller(t).stubs.add({ match: { path: SETTINGS, query: { groupId: '7' } }, body: pinned });
    expect((await wps(t, 'GET', `${SETTINGS}?groupId=0`, { token })).json().value.pinned).toBeUndefined();
    expect((await wps(t, 'GET', `${SETTINGS}?groupId=7`, { token })).json().value.pinned).toBe(true);
  });

  it("answer with a HAR entry's captured answer, and are removed on demand", async () => {
    const captured = { success: false, errorCode: 'from_capture' };
    const har = {
      startedDateTime: '2030-01-01T00:00:00.000Z',
      time: 1,
      request: { method: 'GET', url: `http://real${SETTINGS}` },
      response: { status: 503, content: { text: JSON.stringify(captured) } },
      timings: { send: 0, wait: 1, receive: 0 },
    };
    const stub = await adminCaller(t).stubs.add({ match: { path: SETTINGS }, har });
    const response = await wps(t, 'GET', SETTINGS, { token });
    expect([response.statusCode, response.json()]).toEqual([503, captured]);
    expect(await adminCaller(t).stubs.remove({ id: stub.id })).toEqual({ removed: true });
    expect((await wps(t, 'GET', SETTINGS, { token })).json()).toMatchObject({ success: true });
  });

  it('are pinned by a scenario key, and cleared by the next scenario', async () => {
    await adminCaller(t).scenario.run({
      name: 'stubbed',
      stubs: [{ match: { path: SETTINGS }, body: pinned }],
    });
    expect(await adminCaller(t).stubs.list()).toHaveLength(1);
    const again = await loginAs(t, 'demo01', 'Demo1234');
    expect((await wps(t, 'GET', SETTINGS, { token: again })).json()).toEqual(pinned);
    await adminCaller(t).scenario.run({ name: 'plain' });
    expect(await adminCaller(t).stubs.list()).toEqual([]);
  });
});
