// GET /wps/system/templates: the merchant's site template per platform, made of its brand profile.
import { templateListSchema } from '@sim/shared/wps/system-templates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, type TestApp, wps } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const templates = async (query = '', merchant = 'sim001') =>
  templateListSchema.parse(
    okValue(await wps(t, 'GET', `/wps/system/templates${query}`, { headers: { merchant } })),
  );

describe('GET /wps/system/templates', () => {
  it("answers a visitor the merchant's desktop and mobile templates with the site's pages", async () => {
    const list = await templates();
    expect(list.map((template) => template.templateId)).toEqual(['sim001-W', 'sim001-H5']);
    expect(list[0]).toMatchObject({ merchantCode: 'sim001', brandName: 'SimBet' });
    expect(list[0]!.pages).toContainEqual({ route: '/register.html', page: 'register' });
    expect((await templates('?platform=H5')).map((template) => template.platform)).toEqual(['H5']);
    expect((await templates('', 'sim002'))[0]).toMatchObject({
      merchantCode: 'sim002',
      brandName: 'SimBet Viet',
    });
  });

  it('shows a brand change at once', async () => {
    await templates();
    await adminCaller(t).brand.set({ name: 'Renamed Bet', supportedLanguages: ['EN', 'TH'] });
    expect((await templates())[0]).toMatchObject({ brandName: 'Renamed Bet', languages: ['EN', 'TH'] });
  });
});
