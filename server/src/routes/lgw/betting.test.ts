import { bettingResponseSchema } from '@sim/shared/lgw/betting';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance, transfer } from '../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { bet, content, lotteryOf, near } from '../../test/lottery-helpers.ts';
import { launch, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';

let t: TestApp;
let token: string;
let memberId: number;
let vn: { id: number; code: string };
let fast: { id: number; code: string };
let numero: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
  token = await loginAs(t, 'demo01', 'Demo1234');
  memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
    .id;
  vn = await lotteryOf(t, 'VN');
  fast = await lotteryOf(t, 'FAST');
});
beforeEach(async () => {
  numero = (await near(t, vn.id)).currentNumero.numero;
});
afterAll(() => t.close());

const betEntries = (roundId: string) =>
  t.db.ledgerEntry.findMany({
    where: { transaction: { idempotencyKey: `round/${roundId}/bet` }, account: { memberId } },
  });

async function expectNothingDebited(response: { statusCode: number; json(): unknown }, errorCode: string) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({ success: false, errorCode });
}

describe('POST /lgw/betting', () => {
  it('takes the QA script body under /lotto-vn and debits exactly the stake', async () => {
    const before = await mainBalance(t, memberId);
    const response = await bet(
      t,
      token,
      [content(vn.id, numero, { singleBetPrice: 2, numero: [{ numero, multiple: 3 }] })],
      {
        prefix: '/lotto-vn/lgw',
        headers: {
          language: 'EN',
          'x-requested-with': 'XMLHttpRequest',
          'x-timestamp': String(Date.now()),
          cookie: 'SHELL_deviceId=5b1c2d3e-0000-4000-8000-000000000001',
        },
      },
    );
    expect(response.statusCode).toBe(200);
    const answer = bettingResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ totalStake: 6, betCount: 1, replayed: false, balance: before - 6 });
    expect(answer.bets[0]).toMatchObject({
      gameId: vn.id,
      numero,
      playId: 2057,
      bettingContent: '0_4_1',
      units: 1,
      singleBetPrice: 2,
      multiple: 3,
      stake: 6,
      odds: 900,
      status: 'OPEN',
    });
    expect(await mainBalance(t, memberId)).toBe(before - 6);
    const entries = await betEntries(answer.bets[0]!.betNo);
    expect(entries.map((e) => e.amountMinor)).toEqual([-600n]);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });

  it('makes one bet per content and draw, with units from the picks', async () => {
    const fastNear = await near(t, fast.id);
    const before = await mainBalance(t, memberId);
    const response = await bet(t, token, [
      // 2 × 3 numbers, price 1.5, on the draw open now (×2) and the next (×1)
      content(vn.id, numero, {
        playId: 2051,
        bettingContent: '1,2_3,4,5',
        singleBetPrice: 1.5,
        numero: [{ numero, multiple: 2 }],
      }),
      content(fast.id, fastNear.currentNumero.numero, {
        playId: 3002,
        bettingContent: '1,2,3,4',
        numero: [
          { numero: fastNear.currentNumero.numero, multiple: 2 },
          { numero: fastNear.nextNumero.numero, multiple: 1 },
        ],
      }),
    ]);
    const answer = bettingResponseSchema.parse(response.json());
    expect(answer.bets.map((b) => [b.units, b.stake])).toEqual([
      [6, 18],
      [4, 8],
      [4, 4],
    ]);
    expect(answer.totalStake).toBe(30);
    expect(await mainBalance(t, memberId)).toBe(before - 30);
  });

  it('answers a retry with the same request id once, and refuses the id for a different bet', async () => {
    const before = await mainBalance(t, memberId);
    const requestId = newRoundId();
    const first = bettingResponseSchema.parse(
      (await bet(t, token, [content(vn.id, numero)], { requestId })).json(),
    );
    const retry = bettingResponseSchema.parse(
      (await bet(t, token, [content(vn.id, numero)], { headers: { 'x-request-id': requestId } })).json(),
    );
    expect(retry).toMatchObject({ orderNo: first.orderNo, replayed: true });
    expect(await mainBalance(t, memberId)).toBe(before - 1);
    await expectNothingDebited(
      await bet(t, token, [content(vn.id, numero, { bettingContent: '9_9_9' })], { requestId }),
      'REQUEST_ID_CONFLICT',
    );
    expect(await mainBalance(t, memberId)).toBe(before - 1);
  });

  describe('refuses with nothing debited', () => {
    let before: number;
    let bets: number;
    beforeEach(async () => {
      before = await mainBalance(t, memberId);
      bets = await t.db.lotteryBet.count();
    });
    const unchanged = async () => {
      expect(await mainBalance(t, memberId)).toBe(before);
      expect(await t.db.lotteryBet.count()).toBe(bets);
    };

    it.each([
      ['a draw already drawn', () => content(vn.id, '20261121-001')],
      ['a draw the game does not have', () => content(vn.id, '20261122-002')],
      ['a draw too far ahead', () => content(vn.id, '20270601-001')],
      ['a malformed numero', () => content(vn.id, 'tomorrow')],
    ])('%s', async (_case, make) => {
      await expectNothingDebited(await bet(t, token, [make()]), 'lottery.numero.closed');
      await unchanged();
    });

    it('a fast draw in its last 30 seconds, while one good content is in the same order', async () => {
      await t.sim.clock.freeze(new Date('2026-11-22T09:04:40Z'));
      await expectNothingDebited(
        await bet(t, token, [content(vn.id, numero), content(fast.id, '20261122-110', { playId: 3001 })]),
        'lottery.numero.closed',
      );
      await t.sim.clock.freeze(new Date('2026-11-22T09:02:10Z'));
      await unchanged();
    });

    it('an unknown game, and a game that is not a lottery', async () => {
      await expectNothingDebited(await bet(t, token, [content(1, numero)]), 'lottery.game.not.found');
      const slot = await t.db.game.findFirstOrThrow({ where: { gameType: 'RNG', kind: 'GAME' } });
      await expectNothingDebited(await bet(t, token, [content(slot.id, numero)]), 'lottery.game.not.found');
      await unchanged();
    });

    it("an unknown play, and another family's play", async () => {
      await expectNothingDebited(
        await bet(t, token, [content(vn.id, numero, { playId: 9999 })]),
        'lottery.play.not.found',
      );
      await expectNothingDebited(
        await bet(t, token, [content(vn.id, numero, { playId: 3001 })]),
        'lottery.play.not.found',
      );
      await unchanged();
    });

    it.each([
      ['too few positions', '0_4'],
      ['a pick the position does not offer', '0_4_X'],
      ['a repeated pick', '0_4,4_1'],
      ['an empty position', '0__1'],
    ])('bad content: %s', async (_case, bettingContent) => {
      await expectNothingDebited(
        await bet(t, token, [content(vn.id, numero, { bettingContent })]),
        'lottery.content.invalid',
      );
      await unchanged();
    });

    it.each([
      ['a price below the minimum', { singleBetPrice: 0.5 }],
      ['a price with 3 decimals', { singleBetPrice: 1.005 }],
      ['a price above the maximum', { singleBetPrice: 1_000_000 }],
      ['a multiple of 0', { numero: [{ numero: '20261122-001', multiple: 0 }] }],
      ['a multiple above 1000', { numero: [{ numero: '20261122-001', multiple: 1001 }] }],
      [
        'a draw named twice',
        {
          numero: [
            { numero: '20261122-001', multiple: 1 },
            { numero: '20261122-001', multiple: 1 },
          ],
        },
      ],
    ])('%s', async (_case, overrides) => {
      await expectNothingDebited(
        await bet(t, token, [content(vn.id, numero, overrides)]),
        'request_param_err',
      );
      await unchanged();
    });

    it('more than the wallet holds', async () => {
      // 1000 units × 100 = 100,000 against 10,000
      await expectNothingDebited(
        await bet(t, token, [
          content(vn.id, numero, { playId: 2051, bettingContent: '0,1,2,3,4,5,6,7,8,9_0,1,2,3,4,5,6,7,8,9' }),
          content(vn.id, numero, { singleBetPrice: 100_000 }),
        ]),
        'INSUFFICIENT_BALANCE',
      );
      await unchanged();
    });

    it('a trial account, and no session', async () => {
      const trial = await loginAs(t, 'trial01', 'Trial1234');
      await expectNothingDebited(await bet(t, trial, [content(vn.id, numero)]), 'in_need_true_account');
      const anonymous = await bet(t, undefined, [content(vn.id, numero)]);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      await unchanged();
    });
  });
});

describe('an open lottery bet', () => {
  it("holds no launch back (#734) and cannot be settled through the provider's round calls", async () => {
    const answer = bettingResponseSchema.parse((await bet(t, token, [content(vn.id, numero)])).json());
    const slot = await t.db.game.findFirstOrThrow({
      where: { gameType: 'RNG', kind: 'GAME', parentId: null },
    });
    const launched = await launch(t, token, slot.id);
    expect(launched.json()).toMatchObject({ success: true });
    const providerSession = await providerToken(t, token, vn.id);
    const deal = await provider(t, 'settle', { token: providerSession, roundId: answer.bets[0]!.betNo });
    expect(deal.json()).toMatchObject({ success: false });
    const round = await t.db.gameRound.findUniqueOrThrow({ where: { roundId: answer.bets[0]!.betNo } });
    expect(round.status).toBe('OPEN');
  });

  it("lists in the member's bets and the betting record as OPEN", async () => {
    const answer = bettingResponseSchema.parse((await bet(t, token, [content(vn.id, numero)])).json());
    const orders = (await wps(t, 'GET', `/lgw/betting/orders?gameId=${vn.id}&status=OPEN`, { token })).json();
    expect(orders.list.map((b: { betNo: string }) => b.betNo)).toContain(answer.bets[0]!.betNo);
    const history = (
      await wps(t, 'GET', '/wps/report/accountGameBetHistory?gameType=LOTT', { token })
    ).json();
    expect(
      history.value.list.find((r: { roundId: string }) => r.roundId === answer.bets[0]!.betNo),
    ).toMatchObject({ status: 'OPEN', stake: 1, win: 0, nodeId: vn.id, settleTime: null });
  });
});

describe('a multi-wallet merchant', () => {
  it("takes the stake from the lottery vendor's wallet, as a launch would", async () => {
    const viet = await wps(t, 'POST', '/wps/session/login/unsecure', {
      headers: { merchant: 'sim002' },
      body: { username: 'demo01', password: 'Demo1234' },
    });
    const vietToken = viet.json().value.token as string;
    const vietId = viet.json().value.id as number;
    const headers = { merchant: 'sim002' };
    const refused = await bet(t, vietToken, [content(vn.id, numero)], { headers });
    expect(refused.json()).toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE' });
    await transfer(t, vietToken, { from: 'MAIN', to: 'VNL', amount: 50 }, headers);
    const placed = bettingResponseSchema.parse(
      (await bet(t, vietToken, [content(vn.id, numero)], { headers })).json(),
    );
    expect(placed.balance).toBe(49);
    expect(await mainBalance(t, vietId, 'VNL')).toBe(49);
  });
});
