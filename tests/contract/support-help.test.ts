// endpoint-registry.md A/B/P as the real clients call them: the winners board (A `home.winnerBoard`,
// B `common.getWinnerBoard`), the mobile rank list (P `winnerBoard`, GET with gameCategory, language,
// limitNum), the jackpot (B `common.getJackpot`), getService (B `common.getCustomerServiceScript`,
// token:false), the chat's unread count (B `common.chatMessage`, token), the help centre (A/B
// `help.getHelp`, `?lang=EN&device=WEB`) and feedback (A/B `common.feedback`, PUT, token:false).
// Every answer is parsed with the shared contract.
import { chatUnreadSchema, customerServiceSchema, launchChatSchema } from '@sim/shared/relay/support';
import { jackpotSchema, rankListSchema, winnerBoardSchema } from '@sim/shared/relay/winners';
import { openWithTrailingKey } from '@sim/shared/wire-crypto';
import { feedbackResultSchema, helpCenterSchema } from '@sim/shared/wps/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

const publicHeaders = { Accept: 'application/json, text/plain, */*', Merchant: 'sim001', Language: 'EN' };

describe('winners and the jackpot (public)', () => {
  it('answers the board, the rank list and the jackpot without a token', async () => {
    const board = okValue(
      await sim.call('GET', '/wps/relay/ODSFE2_getWinnerBoard', { headers: publicHeaders }),
      winnerBoardSchema,
    );
    expect(Array.isArray(board.list)).toBe(true);
    const ranks = okValue(
      await sim.call('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=RNG&language=EN&limitNum=5', {
        headers: publicHeaders,
      }),
      rankListSchema,
    );
    expect(ranks.list.length).toBeLessThanOrEqual(5);
    const jackpot = okValue(
      await sim.call('GET', '/wps/relay/VIS_getJackpot', { headers: publicHeaders }),
      jackpotSchema,
    );
    expect(jackpot).toMatchObject({ currency: 'BDT', contributionPercent: 1 });
  });
});

describe('customer service', () => {
  it('getService answers the path list; the type 3 path opens with its trailing key', async () => {
    const service = okValue(
      await sim.call('GET', '/wps/relay/WPSCORE_getCustomerServiceScript', { headers: publicHeaders }),
      customerServiceSchema,
    );
    const chat = service.version.pathList.find((path) => path.type === '3');
    expect(openWithTrailingKey(chat!.path)).toBe('/livechat');
  });

  it('CBS_unreadCount and CBS_launchChat are token calls', async () => {
    const headers = { ...publicHeaders, Authorization: token };
    expect(okValue(await sim.call('GET', '/wps/relay/CBS_unreadCount', { headers }), chatUnreadSchema)).toBe(
      0,
    );
    expect(
      okValue(await sim.call('GET', '/wps/relay/CBS_launchChat', { headers }), launchChatSchema).chatUrl,
    ).toBe('/livechat');
    expect((await sim.call('GET', '/wps/relay/CBS_unreadCount', { headers: publicHeaders })).status).toBe(
      401,
    );
  });
});

describe('help centre and feedback (public)', () => {
  it('answers the help centre for ?lang=EN&device=WEB', async () => {
    const sections = okValue(
      await sim.call('GET', '/wps/system/helpCenter?lang=EN&device=WEB', { headers: publicHeaders }),
      helpCenterSchema,
    );
    expect(sections.map((section) => section.tag)).toContain('faqs');
  });

  it('takes PUT /wps/feedback without a token', async () => {
    const answer = await sim.call('PUT', '/wps/feedback', {
      headers: { ...publicHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionType: 'OTHER', content: 'Please add a dark theme to the app' }),
    });
    expect(okValue(answer, feedbackResultSchema).feedbackId).toBeGreaterThan(0);
  });
});
