import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';
import { relay } from '../../test/points-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

it('applies the shipped missions-inbox scenario: missions, a broadcast and a direct message', async () => {
  const result = await adminCaller(t).scenario.runFile({ file: 'missions-inbox.yaml' });
  expect(result.steps).toEqual(expect.arrayContaining(['mission QA-SLOTS', 'message to mission_qa']));
  const token = await loginAs(t, 'mission_qa', 'Mission1234');
  const missions = (await relay(t, token, 'MCSFE_getMissionSummaryDetails')).json().value;
  expect(missions.list.map((m: { code: string }) => m.code)).toEqual(
    expect.arrayContaining(['QA-SLOTS', 'QA-DEPOSIT', 'QA-DAYS']),
  );
  // the seed's welcome, the broadcast and the direct message
  expect((await relay(t, token, 'EMFE_getInboxUnreadCount')).json().value).toBe(3);
});
