// A points-mall picture draws its goods' name in the language its link names (the mall links with ?lang=).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const artOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('goods artwork', () => {
  it("draws the goods' name in the language of the link, English without one", async () => {
    expect(await artOf('/cdn/goods/mobile-top-up.svg?lang=JA')).toContain('モバイルチャージカード');
    // the name is drawn in lines of a few words
    expect(await artOf('/cdn/goods/mobile-top-up.svg')).toContain('>top-up card<');
  });

  it('draws the file name for a picture no goods has', async () => {
    expect(await artOf('/cdn/goods/no-such-goods.svg')).toContain('no-such-goods');
  });
});
