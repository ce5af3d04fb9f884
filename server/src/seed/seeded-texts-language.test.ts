// The seed's own texts read in the member's language (issue 44, item 4): the inbox's welcome message
// and its sender, the weekly mission's description, a promotion banner's drawn title and the points
// mall's caption on its goods art. Bengali copy uses one kind of digit, the Latin ones the numbers
// around it use (item 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';
import { relay } from '../test/points-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

const BENGALI_DIGIT = /[\u09E6-\u09EF]/;
const LATIN_LETTERS = /[A-Za-z]{3,}/;

describe('seeded texts in Bengali', () => {
  it('show the welcome message and its sender in Bengali', async () => {
    const inbox = (await relay(t, token, 'EMFE_getInbox', '?page=1&size=20', { language: 'BN' })).json()
      .value;
    const welcome = inbox.list.find((m: { broadcast: boolean }) => m.broadcast);
    expect(welcome.title).toBe('আপনার ইনবক্সে স্বাগতম');
    expect(welcome.sender).toBe('সিস্টেম');
    expect(welcome.content).not.toMatch(LATIN_LETTERS);
    const english = (await relay(t, token, 'EMFE_getInbox', '?page=1&size=20', { language: 'EN' })).json()
      .value;
    expect(english.list.map((m: { title: string }) => m.title)).toContain('Welcome to your inbox');
  });

  it('describe the weekly mission in Bengali', async () => {
    const mission = await t.db.mission.findFirstOrThrow({ where: { code: 'WEEKLY-BET' } });
    const descriptions = mission.descriptions as Record<string, string>;
    expect(Object.keys(descriptions).sort()).toEqual(['BN', 'CN', 'EN', 'JA', 'TH', 'VI']);
    expect(descriptions.BN).not.toMatch(LATIN_LETTERS);
  });

  it("draw a promotion banner's title and the goods art's caption in the page's language", async () => {
    const list = (
      await wps(t, 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: { language: 'BN' } })
    ).json().value;
    const promotion = list.find((p: { bannerUrl: string }) => p.bannerUrl.startsWith('/cdn/banners/'));
    expect(promotion.bannerUrl).toMatch(/\?lang=BN$/);
    const banner = (await t.app.inject({ method: 'GET', url: promotion.bannerUrl })).body;
    expect(banner).toContain(promotion.title);
    const goods = (await t.app.inject({ method: 'GET', url: '/cdn/goods/mobile-top-up.svg?lang=BN' })).body;
    expect(goods).toContain('পয়েন্ট মল');
    expect(goods).not.toContain('POINTS MALL');
  });

  it('write numbers in Latin digits, as the amounts beside them are', async () => {
    const [promotions, goods, notices] = await Promise.all([
      t.db.promotion.findMany({ select: { texts: true } }),
      t.db.pointGoods.findMany({ select: { names: true, descriptions: true } }),
      t.db.announcement.findMany({ select: { texts: true } }),
    ]);
    const seeded = JSON.stringify([promotions, goods, notices]);
    expect(seeded).toContain('BN');
    expect(seeded).not.toMatch(BENGALI_DIGIT);
  });
});
