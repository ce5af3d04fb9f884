// Promotions read in the member's language (issue 16, part 4): the list and the detail the site shows,
// their rules text, and every label the server supplies (prizes, a spin's outcome) follow `Language`.
import {
  promotionCategoryListSchema,
  promotionListSchema,
  spinResultSchema,
  ticketListSchema,
} from '@sim/shared/relay/promofe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { promotionId } from '../../test/promotion-helpers.ts';

const THAI = /[\u0E00-\u0E7F]/;
const inThai = { language: 'TH' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const promotionsIn = async (path: string, headers: Record<string, string>, who?: string) =>
  promotionListSchema.parse(okValue(await wps(t, 'GET', `/wps/relay/${path}`, { token: who, headers })));

describe('promotions in the member language', () => {
  it("gives a visitor on the Thai site every promotion's title, summary, rules and prizes in Thai", async () => {
    const list = await promotionsIn('MCSFE_getMerchantAvailablePromotions', inThai);
    expect(list.length).toBeGreaterThan(5);
    for (const promotion of list) {
      expect(promotion.title, promotion.code).toMatch(THAI);
      expect(promotion.summary, promotion.code).toMatch(THAI);
      // the detail page's rules: the turnover line and the fair-play terms
      expect(promotion.content, promotion.code).toContain('ยอดเทิร์นโอเวอร์');
      expect(promotion.content, promotion.code).toContain('หนึ่งบัญชีต่อหนึ่งคน');
    }
    const slot = list.find((p) => p.code === 'LUCKYSLOT');
    expect(slot?.prizes.map((prize) => prize.label)).toEqual(['แจ็คพอต', 'ชนะใหญ่', 'ชนะ', 'ลองอีกครั้ง']);
    // the wire answers the label alone, not every language's
    expect(slot?.prizes[0]).not.toHaveProperty('labels');
    const categories = promotionCategoryListSchema.parse(
      okValue(
        await wps(t, 'GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { headers: inThai }),
      ),
    );
    expect(categories.find((c) => c.category === 'NEW_MEMBER')?.name).toBe('สมาชิกใหม่');
  });

  it("shows a member's promotion detail in Thai and the same one in English without the header", async () => {
    const id = await promotionId(t, 'RELOAD20');
    const thai = (await promotionsIn('MCSFE_getAvailablePromotions', inThai, token)).find(
      (p) => p.promotionId === id,
    );
    expect(thai).toMatchObject({ title: 'โบนัสเติมเงิน 20%' });
    expect(thai?.content).toContain('<h3>โบนัสเติมเงิน 20%</h3>');
    const english = (await promotionsIn('MCSFE_getAvailablePromotions', { language: 'EN' }, token)).find(
      (p) => p.promotionId === id,
    );
    expect(english?.title).toBe('Reload bonus 20%');
  });

  it("names a reward ticket's prizes and the spin's outcome in Thai", async () => {
    await adminCaller(t).promotions.grantTickets({
      promotionId: await promotionId(t, 'LUCKYSLOT'),
      username: 'demo01',
      count: 1,
    });
    // QA forces the first prize, the slot's jackpot
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', prizeIndex: 0 });
    const tickets = ticketListSchema.parse(
      okValue(
        await wps(t, 'GET', '/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE', {
          token,
          headers: inThai,
        }),
      ),
    );
    const [ticket] = tickets;
    expect(ticket?.prizes.map((prize) => prize.label)).toContain('ลองอีกครั้ง');
    const spun = spinResultSchema.parse(
      okValue(
        await wps(t, 'POST', '/wps/relay/PROMOFE_spinSlotMachine', {
          token,
          headers: inThai,
          body: { transactionId: ticket?.transactionId, isApp: 'N' },
        }),
      ),
    );
    expect(spun.spin.label).toBe('แจ็คพอต');
    expect(spun.ticket.spins[0]?.label).toBe('แจ็คพอต');
  });
});
