// The scenario keys of customer service, the jackpot and the help centre, through the shipped file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

describe('scenario keys support, jackpot, help', () => {
  it('ships support-desk.yaml: a slower agent, a bigger jackpot, an English FAQ of its own', async () => {
    const caller = adminCaller(t);
    const result = await caller.scenario.runFile({ file: 'support-desk.yaml' });
    expect(result.steps).toEqual(expect.arrayContaining(['jackpot', 'customer service', 'help EN faqs']));
    expect((await caller.support.settings()).replyDelaySeconds).toBe(5);
    expect((await wps(t, 'GET', '/wps/relay/VIS_getJackpot')).json().value).toMatchObject({
      amount: 1000000,
      contributionPercent: 2,
    });
    const faqs = (await wps(t, 'GET', '/wps/system/helpCenter?lang=EN')).json().value.at(-1);
    expect(faqs).toMatchObject({ tag: 'faqs', title: 'Questions our players ask' });
    expect(faqs.children[0].title).toBe('Is there a VIP desk?');
  });
});
