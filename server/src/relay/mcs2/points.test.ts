import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainBalance } from '../../test/cashier-helpers.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import {
  convert,
  grant,
  newGoods,
  playRound,
  pointBalanceOf,
  redeem,
  relay,
} from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let memberId: number;
let start: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
  memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
    .id;
  start = await pointBalanceOf(t, token);
});

const caller = () => adminCaller(t);
const stockOf = async (rewardId: number) =>
  (await t.db.pointGoods.findUniqueOrThrow({ where: { id: rewardId } })).available;

describe('points reads', () => {
  it('answers the balance under both MCS2_ and MCSFE_ names, by GET and POST', async () => {
    for (const name of ['MCS2_getPointBalance', 'MCSFE_getPointBalance']) {
      expect((await relay(t, token, name)).json()).toEqual({
        success: true,
        value: { pointBalance: start, totalEarned: start, totalUsed: 0, inProcess: 0 },
      });
    }
    const posted = await wps(t, 'POST', '/wps/relay/MCS2_getPointBalance', { token, body: {} });
    expect(posted.json().value.pointBalance).toBe(start);
  });

  it('needs a session and the PTSYS3 module', async () => {
    expect((await relay(t, '', 'MCS2_getPointBalance')).statusCode).toBe(401);
    await setFlag(t, 'PTSYS3', false);
    expect((await relay(t, token, 'MCS2_getPointReward')).json()).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
  });

  it('lists the seeded goods in the request language, with status and whether the member may redeem', async () => {
    const value = (await relay(t, token, 'MCS2_getPointReward', '?pageSize=20', { language: 'CN' })).json()
      .value;
    expect(value.total).toBe(8);
    expect(value.list[0]).toMatchObject({
      name: '手机充值卡',
      description: '适用于任何本地运营商的充值码，通过短信发送。',
      points: 2000,
      status: 'AVAILABLE',
      redeemable: true,
    });
    const gold = value.list.find((g: { imageUrl: string }) => g.imageUrl.includes('gold-coin'));
    expect(gold).toMatchObject({ status: 'SOLD_OUT', availableQuantity: 0, redeemable: false });
    const phone = value.list.find((g: { imageUrl: string }) => g.imageUrl.includes('smartphone'));
    expect(phone.redeemable).toBe(false);
    const english = (await relay(t, token, 'MCSFE_getPointReward', '', { language: 'EN' })).json().value;
    expect(english.list[0]).toMatchObject({
      name: 'Mobile top-up card',
      description: 'A top-up code for any local operator, sent by SMS.',
    });
    expect(english.list).toHaveLength(8);
  });

  it('draws each goods picture with its name in the language of the list that linked it', async () => {
    const [chinese] = (await relay(t, token, 'MCS2_getPointReward', '?pageSize=1', { language: 'CN' })).json()
      .value.list;
    expect(chinese.imageUrl).toMatch(/\?lang=CN$/);
    const picture = (await t.app.inject({ method: 'GET', url: chinese.imageUrl })).body;
    expect(picture).toContain('手机充值卡');
    expect(picture).not.toContain('Mobile top-up card');
  });

  it('answers the conversion types', async () => {
    expect((await relay(t, token, 'MCSFE_getPointRewardConversionType')).json().value.list).toEqual([
      { conversionType: 'GOODS', enabled: true, name: 'Redeem goods' },
      { conversionType: 'CASH', enabled: true, name: 'Convert to cash' },
    ]);
  });
});

describe('passwordCheck/MCS2_redeemPointReward', () => {
  it('takes the points and the stock at once: In Process, in the history and the points record', async () => {
    // no Language header: the merchant's default, Bengali
    const goods = await newGoods(t, { points: 100, stock: 5 });
    const answer = await redeem(t, token, {
      rewardId: goods.rewardId,
      quantity: 2,
      paymentPassword: '123456',
    });
    expect(answer.json()).toMatchObject({
      success: true,
      value: {
        redeem: { rewardName: 'টেস্ট মগ', quantity: 2, points: 200, status: 'IN_PROCESS', decideTime: null },
        pointBalance: start - 200,
        replayed: false,
      },
    });
    expect(await stockOf(goods.rewardId)).toBe(3);
    const history = (await relay(t, token, 'MCS2_getRedeemPointList')).json().value;
    expect(history).toMatchObject({ total: 1, list: [{ status: 'IN_PROCESS', points: 200 }] });
    const [line] = (await relay(t, token, 'ODSFE2_MemTransDet')).json().value.list;
    expect(line).toMatchObject({ type: 'REDEEM', changedPoints: -200, balance: start - 200 });
    expect((await relay(t, token, 'MCS2_getPointBalance')).json().value).toMatchObject({
      totalUsed: 200,
      inProcess: 200,
    });
  });

  it('answers under the MCSFE_ name too, and in the language of the request', async () => {
    const goods = await newGoods(t);
    const answer = await redeem(
      t,
      token,
      { rewardId: goods.rewardId, paymentPassword: '123456' },
      { name: 'MCSFE_redeemPointReward', headers: { language: 'VI' } },
    );
    expect(answer.json().value.redeem).toMatchObject({ rewardName: 'Cốc thử', quantity: 1 });
  });

  it('checks the payment password: a wrong one takes nothing', async () => {
    const goods = await newGoods(t);
    const answer = await redeem(t, token, { rewardId: goods.rewardId, paymentPassword: '000000' });
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'PAYMENT_PASSWORD_INCORRECT' });
    expect(await stockOf(goods.rewardId)).toBe(10);
    expect(await pointBalanceOf(t, token)).toBe(start);
  });

  it('is encrypted: a plain body is refused', async () => {
    const goods = await newGoods(t);
    const plain = await wps(t, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      token,
      body: { rewardId: goods.rewardId, paymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().success).toBe(false);
  });

  it('refuses bad input with request_param_err', async () => {
    const answer = await redeem(t, token, { rewardId: 'mug', quantity: 0, paymentPassword: '123456' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('request_param_err');
  });

  it('answers a double submit with the same requestId once', async () => {
    const goods = await newGoods(t, { points: 100 });
    const body = { rewardId: goods.rewardId, paymentPassword: '123456', requestId: 'redeem-1' };
    const first = (await redeem(t, token, body)).json().value;
    const second = (await redeem(t, token, body)).json().value;
    expect(second).toMatchObject({ replayed: true, redeem: { redeemNo: first.redeem.redeemNo } });
    expect(await pointBalanceOf(t, token)).toBe(start - 100);
    expect(await stockOf(goods.rewardId)).toBe(9);
    const other = await redeem(t, token, { ...body, quantity: 2 });
    expect(other.json().errorCode).toBe('REQUEST_ID_CONFLICT');
  });

  it('refuses too few points, sold-out or closed goods and an unmet amount requirement, taking nothing', async () => {
    const dear = await newGoods(t, { points: start + 1 });
    expect(
      (await redeem(t, token, { rewardId: dear.rewardId, paymentPassword: '123456' })).json().errorCode,
    ).toBe('POINTS_INSUFFICIENT');
    expect(await stockOf(dear.rewardId)).toBe(10);
    const gone = await newGoods(t, { stock: 1 });
    expect(
      (await redeem(t, token, { rewardId: gone.rewardId, quantity: 2, paymentPassword: '123456' })).json()
        .errorCode,
    ).toBe('POINT_REWARD_SOLD_OUT');
    await caller().points.updateGoods({ rewardId: gone.rewardId, closed: true });
    expect(
      (await redeem(t, token, { rewardId: gone.rewardId, paymentPassword: '123456' })).json().errorCode,
    ).toBe('POINT_REWARD_UNAVAILABLE');
    const vip = await newGoods(t, { amountRequirement: 1000 });
    expect(
      (await redeem(t, token, { rewardId: vip.rewardId, paymentPassword: '123456' })).json().errorCode,
    ).toBe('POINT_AMOUNT_REQUIREMENT_NOT_MET');
    expect(await stockOf(vip.rewardId)).toBe(10);
    expect((await redeem(t, token, { rewardId: 999_999, paymentPassword: '123456' })).json().errorCode).toBe(
      'POINT_REWARD_NOT_FOUND',
    );
    expect(await pointBalanceOf(t, token)).toBe(start);
    await playRound(t, token, 'RNG', 1000);
    expect(
      (await redeem(t, token, { rewardId: vip.rewardId, paymentPassword: '123456' })).json().success,
    ).toBe(true);
  });

  it('never oversells: concurrent redeems of the last items take exactly the stock', async () => {
    const goods = await newGoods(t, { points: 10, stock: 3 });
    // five at once: the payment-password guard takes at most five tries in flight
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        redeem(t, token, { rewardId: goods.rewardId, paymentPassword: '123456' }),
      ),
    );
    const codes = answers.map((a) => (a.json().success ? 'OK' : a.json().errorCode));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'POINT_REWARD_SOLD_OUT')).toBe(true);
    expect(await stockOf(goods.rewardId)).toBe(0);
    expect(await pointBalanceOf(t, token)).toBe(start - 30);
  });

  it('never overdraws: concurrent redeems worth more than the balance take only what is there', async () => {
    const goods = await newGoods(t, { points: start / 2, stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        redeem(t, token, { rewardId: goods.rewardId, paymentPassword: '123456' }),
      ),
    );
    expect(answers.filter((a) => a.json().success)).toHaveLength(2);
    expect(await pointBalanceOf(t, token)).toBe(0);
    expect(await stockOf(goods.rewardId)).toBe(8);
  });
});

describe('redeem decisions', () => {
  async function aRedeem(points = 100) {
    const goods = await newGoods(t, { points, stock: 4 });
    const value = (await redeem(t, token, { rewardId: goods.rewardId, paymentPassword: '123456' })).json()
      .value;
    return { goods, redeemNo: value.redeem.redeemNo as string };
  }

  it('approves: Approved in the history, points stay spent', async () => {
    const { redeemNo } = await aRedeem();
    const approved = await caller().points.approveRedeem({ redeemNo, remark: 'shipped' });
    expect(approved).toMatchObject({ status: 'APPROVED', decisionRemark: 'shipped', replayed: false });
    expect((await caller().points.approveRedeem({ redeemNo })).replayed).toBe(true);
    const [row] = (await relay(t, token, 'MCS2_getRedeemPointList', '?status=APPROVED')).json().value.list;
    expect(row).toMatchObject({ redeemNo, status: 'APPROVED', decisionRemark: 'shipped' });
    expect(row.decideTime).toBeGreaterThan(0);
    expect(await pointBalanceOf(t, token)).toBe(start - 100);
    await expect(caller().points.rejectRedeem({ redeemNo })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('rejects: the points and the stock come back, once', async () => {
    const { goods, redeemNo } = await aRedeem(250);
    await caller().points.rejectRedeem({ redeemNo, remark: 'out of stock at the supplier' });
    await caller().points.rejectRedeem({ redeemNo });
    expect(await pointBalanceOf(t, token)).toBe(start);
    expect(await stockOf(goods.rewardId)).toBe(4);
    const [refund] = (await relay(t, token, 'ODSFE2_MemTransDet', '?type=REDEEM_REFUND')).json().value.list;
    expect(refund).toMatchObject({ changedPoints: 250, balance: start });
    await expect(caller().points.approveRedeem({ redeemNo })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await relay(t, token, 'MCS2_getPointBalance')).json().value).toMatchObject({
      totalUsed: 0,
      inProcess: 0,
    });
  });

  it('lists redeems for the back office with their members', async () => {
    const { redeemNo } = await aRedeem();
    expect(await caller().points.redeems({ status: 'IN_PROCESS' })).toEqual([
      expect.objectContaining({ redeemNo, username: 'demo01', status: 'IN_PROCESS' }),
    ]);
    await expect(caller().points.approveRedeem({ redeemNo: 'PR000000-NOPE' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('passwordCheck/MCS2_convertPoint', () => {
  it('turns points into money on the main wallet through the ledger, and the books balance', async () => {
    const money = await mainBalance(t, memberId);
    const answer = (await convert(t, token, { points: 1500, paymentPassword: '123456' })).json().value;
    expect(answer).toMatchObject({
      points: 1500,
      amount: 15,
      pointBalance: start - 1500,
      balance: money + 15,
    });
    expect(answer.referenceNo).toMatch(/^P\d{6}-[0-9A-F]{10}$/);
    const record = (await wps(t, 'GET', '/wps/report/transaction?type=POINT_CONVERSION', { token })).json()
      .value;
    expect(record.list[0]).toMatchObject({ type: 'POINT_CONVERSION', status: 'SUCCESS', amount: 15 });
    const [line] = (await relay(t, token, 'ODSFE2_MemTransDet')).json().value.list;
    expect(line).toMatchObject({ type: 'CONVERT', changedPoints: -1500 });
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('answers the MCSFE_ name, and a replay with the same requestId converts once', async () => {
    const body = { points: 200, paymentPassword: '123456', requestId: 'convert-1' };
    const first = (await convert(t, token, body, 'MCSFE_convertPoint')).json().value;
    const second = (await convert(t, token, body)).json().value;
    expect(second).toMatchObject({ referenceNo: first.referenceNo, replayed: true, points: 200, amount: 2 });
    expect(await pointBalanceOf(t, token)).toBe(start - 200);
  });

  it('refuses a wrong payment password, too few points, below the minimum or when switched off', async () => {
    const money = await mainBalance(t, memberId);
    expect((await convert(t, token, { points: 200, paymentPassword: '111111' })).json().errorCode).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect(
      (await convert(t, token, { points: start + 100, paymentPassword: '123456' })).json().errorCode,
    ).toBe('POINTS_INSUFFICIENT');
    expect((await convert(t, token, { points: 50, paymentPassword: '123456' })).json().errorCode).toBe(
      'POINT_CONVERSION_BELOW_MINIMUM',
    );
    expect((await convert(t, token, { points: -5, paymentPassword: '123456' })).json().errorCode).toBe(
      'request_param_err',
    );
    await caller().points.setSettings({ conversionEnabled: false });
    expect((await convert(t, token, { points: 200, paymentPassword: '123456' })).json().errorCode).toBe(
      'POINT_CONVERSION_DISABLED',
    );
    expect(await pointBalanceOf(t, token)).toBe(start);
    expect(await mainBalance(t, memberId)).toBe(money);
  });

  it('pays concurrent conversions of the whole balance once', async () => {
    const money = await mainBalance(t, memberId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => convert(t, token, { points: start, paymentPassword: '123456' })),
    );
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(await pointBalanceOf(t, token)).toBe(0);
    expect(await mainBalance(t, memberId)).toBe(money + start / 100);
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });
});

describe('points back office', () => {
  it('grants and takes points once per key, never below zero', async () => {
    const first = await caller().points.grant({
      username: 'demo01',
      points: 500,
      remark: 'VIP gift',
      idempotencyKey: 'g1',
    });
    expect(first).toEqual({ username: 'demo01', pointBalance: start + 500, replayed: false });
    expect(
      (
        await caller().points.grant({
          username: 'demo01',
          points: 500,
          remark: 'VIP gift',
          idempotencyKey: 'g1',
        })
      ).replayed,
    ).toBe(true);
    await expect(
      caller().points.grant({ username: 'demo01', points: -(start + 501), remark: 'too much' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await grant(t, 'demo01', -500);
    const member = await caller().points.member({ username: 'demo01', limit: 5 });
    expect(member).toMatchObject({ pointBalance: start, totalEarned: start + 500, totalUsed: 500 });
    expect(member.entries[0]).toMatchObject({ type: 'GRANT', changedPoints: -500 });
  });

  it('creates, edits and closes goods; stock sets what is left', async () => {
    const goods = await newGoods(t, { stock: 5 });
    await redeem(t, token, { rewardId: goods.rewardId, paymentPassword: '123456' });
    const edited = await caller().points.updateGoods({ rewardId: goods.rewardId, stock: 10, points: 120 });
    expect(edited).toMatchObject({ availableQuantity: 10, quantity: 11, points: 120, status: 'AVAILABLE' });
    const closed = await caller().points.updateGoods({ rewardId: goods.rewardId, closed: true });
    expect(closed).toMatchObject({ status: 'CLOSED', availableQuantity: 10, points: 120 });
    const listed = (await relay(t, token, 'MCS2_getPointReward', '?pageSize=50')).json().value.list;
    expect(listed.some((g: { rewardId: number }) => g.rewardId === goods.rewardId)).toBe(false);
    await expect(caller().points.updateGoods({ rewardId: 424242, stock: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      caller().points.createGoods({ names: { EN: '' }, points: 0, stock: -1 } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps settings per merchant', async () => {
    await caller().points.setSettings({ merchant: 'sim002', rates: { LIVE: 0.9 }, pointsPerUnit: 10 });
    expect(await caller().points.settings({ merchant: 'sim002' })).toMatchObject({
      rates: { LIVE: 0.9, SLOTS: 1.2 },
      pointsPerUnit: 10,
    });
    expect((await caller().points.settings()).rates.LIVE).toBe(0.7);
  });
});

describe('/docs', () => {
  it('lists every points and cashback call', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    for (const path of [
      '/wps/relay/MCS2_getPointBalance',
      '/wps/relay/MCSFE_getPointBalance',
      '/wps/relay/MCS2_getPointConfig',
      '/wps/relay/MCSFE_getPointRewardConversionType',
      '/wps/relay/MCS2_getPointReward',
      '/wps/relay/MCS2_getRedeemPointList',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      '/wps/relay/passwordCheck/MCSFE_convertPoint',
      '/wps/relay/ODSFE2_MemTransDet',
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
      '/wps/relay/MCSFE_getManualRebate',
      '/wps/relay/MCSFE_claimManualRebate',
      '/wps/relay/MCSFE_getManualRebateRecord',
    ])
      expect(paths).toContain(path);
  });
});
