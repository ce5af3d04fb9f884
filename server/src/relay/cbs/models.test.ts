// CBS_modelList: the seeded live-show models, online first, switched by the back office.
import { liveModelListSchema } from '@sim/shared/relay/live-models';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, setFlag, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const models = async (query = '') =>
  liveModelListSchema.parse(okValue(await wps(t, 'GET', `/wps/relay/CBS_modelList${query}`)));

describe('CBS_modelList', () => {
  it('lists the seeded models without a session, the online ones first', async () => {
    const list = await models();
    expect(list).toHaveLength(8);
    expect(list.slice(0, 3).every((model) => model.online && model.onlineSince !== null)).toBe(true);
    expect(list.slice(3).every((model) => !model.online && model.onlineSince === null)).toBe(true);
    expect((await models('?online=Y')).map((model) => model.code)).toEqual(['LM01', 'LM02', 'LM03']);
  });

  it('shows a model the back office puts online, from the simulated clock, and one it takes offline', async () => {
    await adminCaller(t).clock.advance({ minutes: 30 });
    const before = t.sim.clock.now().getTime();
    await adminCaller(t).live.setOnline({ code: 'LM05', online: true });
    const after = t.sim.clock.now().getTime();
    await adminCaller(t).live.setOnline({ code: 'LM01', online: false });
    const online = await models('?online=Y');
    expect(online.map((model) => model.code)).toEqual(['LM02', 'LM03', 'LM05']);
    expect(online[2]!.onlineSince).toBeGreaterThanOrEqual(before);
    expect(online[2]!.onlineSince).toBeLessThanOrEqual(after);
    expect((await models('?online=N')).map((model) => model.code)).toContain('LM01');
  });

  it('answers the module switch: off without CBS3', async () => {
    await setFlag(t, 'CBS3', false);
    expect((await wps(t, 'GET', '/wps/relay/CBS_modelList')).json()).toMatchObject({ success: false });
  });
});
