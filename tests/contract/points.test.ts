// endpoint-registry.md A `integral.*` and B `integral.*`, `common.getRebate`: the points mall and
// cashback as the front ends call them over a real port — token calls with ModuleId PTSYS3, the
// passwordCheck/ redeem and convert RSA+DES encrypted with the key from /wps/session/key/rsa — and the
// provider page's slot round that earns points and cashback. Every answer parsed with the shared
// contract.
import { errorEnvelopeSchema } from '@sim/shared/envelope';
import {
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointConversionTypesSchema,
  pointRecordSchema,
  pointRewardListSchema,
  redeemListSchema,
  redeemResultSchema,
} from '@sim/shared/relay/mcs2';
import {
  claimRebateResultSchema,
  rebateRecordSchema,
  rebateSettingSchema,
  rebateSummarySchema,
} from '@sim/shared/relay/rebate';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

const headers = (moduleId = 'PTSYS3') => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Authorization: token,
  Language: 'EN',
  ModuleId: moduleId,
});
const get = (path: string, moduleId?: string) => sim.call('GET', path, { headers: headers(moduleId) });

/** As the front end does it: the RSA modulus first, then `{value: DES}` with Encryption, X-Digest, X-RSA. */
async function encryptedPost(path: string, payload: unknown) {
  const modulus = (await sim.call('GET', `/wps/session/key/rsa?t=${Date.now()}`)).text.trim();
  const { rsa, des } = encryptPayload(payload, modulus);
  return sim.call('POST', path, {
    headers: {
      ...headers(),
      'Content-Type': 'application/json',
      Encryption: rsa,
      'X-Digest': des,
      'X-RSA': modulus,
    },
    body: { value: des },
  });
}

/** A slot round on the simulated provider's page, as its script plays it. */
async function playSlot(stake: number) {
  const games = await sim.db.game.findFirstOrThrow({
    where: { gameType: 'RNG', kind: 'GAME', parentId: null },
    orderBy: { id: 'asc' },
  });
  const launch = okValue(
    await get(`/wps/game/launchGame?nodeId=${games.id}&launchMode=GLS&platform=html5-desktop`, 'GAMELO3'),
    launchResponseSchema,
  );
  const providerToken = new URL(launch.content.game_url).searchParams.get('token');
  const round = await sim.call('POST', '/provider/api/round', {
    headers: { 'Content-Type': 'application/json' },
    body: { token: providerToken, roundId: `contract-${Date.now()}-${stake}`, stake },
  });
  expect(round.json<{ success: boolean }>().success).toBe(true);
}

describe('points', () => {
  it('reads the balance, the config and the conversion types under both names', async () => {
    const mcs2 = okValue(await get('/wps/relay/MCS2_getPointBalance'), pointBalanceSchema);
    const mcsfe = okValue(await get('/wps/relay/MCSFE_getPointBalance'), pointBalanceSchema);
    expect(mcsfe).toEqual(mcs2);
    const config = okValue(await get('/wps/relay/MCSFE_getPointConfig'), pointConfigSchema);
    expect(config.rates.find((r) => r.category === 'SLOTS')?.rate).toBe(1.2);
    okValue(await get('/wps/relay/MCSFE_getPointRewardConversionType'), pointConversionTypesSchema);
  });

  it('earns points on a slot round at 1.20, redeems goods (encrypted), and shows the history once approved', async () => {
    const before = okValue(await get('/wps/relay/MCS2_getPointBalance'), pointBalanceSchema).pointBalance;
    await playSlot(100);
    const after = okValue(await get('/wps/relay/MCS2_getPointBalance'), pointBalanceSchema).pointBalance;
    expect(after).toBe(before + 120);

    const mall = okValue(
      await get('/wps/relay/MCS2_getPointReward?pageNo=1&pageSize=20'),
      pointRewardListSchema,
    );
    const goods = mall.list.find((g) => g.redeemable)!;
    const redeemed = okValue(
      await encryptedPost('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: goods.rewardId,
        quantity: 1,
        paymentPassword: '123456',
      }),
      redeemResultSchema,
    );
    expect(redeemed.redeem.status).toBe('IN_PROCESS');
    await sim.admin('points.approveRedeem', { redeemNo: redeemed.redeem.redeemNo });
    const history = okValue(
      await get('/wps/relay/MCSFE_getRedeemPointList?pageNo=1&pageSize=10'),
      redeemListSchema,
    );
    expect(history.list[0]).toMatchObject({ redeemNo: redeemed.redeem.redeemNo, status: 'APPROVED' });

    const record = okValue(
      await get('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=5', 'MEMTRANS3'),
      pointRecordSchema,
    );
    expect(record.list.map((line) => line.type).slice(0, 2)).toEqual(['REDEEM', 'EARN']);
  });

  it('converts points into money (encrypted), and refuses a wrong payment password in the envelope', async () => {
    const converted = okValue(
      await encryptedPost('/wps/relay/passwordCheck/MCSFE_convertPoint', {
        points: 100,
        paymentPassword: '123456',
      }),
      convertResultSchema,
    );
    expect(converted.amount).toBe(1);
    const refused = await encryptedPost('/wps/relay/passwordCheck/MCS2_convertPoint', {
      points: 100,
      paymentPassword: '999999',
    });
    expect(errorEnvelopeSchema.parse(refused.json()).errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
  });
});

describe('cashback (MANPLAYREB3)', () => {
  it('reads the rates, the period’s bets and claims them once', async () => {
    await sim.admin('flags.set', { modId: 'MANPLAYREB3', enabled: true });
    const settings = okValue(
      await get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', 'MANPLAYREB3'),
      rebateSettingSchema,
    );
    expect(settings.list.length).toBeGreaterThan(0);
    await playSlot(200);
    const summary = okValue(await get('/wps/relay/MCSFE_getManualRebate'), rebateSummarySchema);
    expect(summary.claimable).toBe(true);
    const claim = await sim.call('POST', '/wps/relay/MCSFE_claimManualRebate', {
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: { requestId: 'contract-claim' },
    });
    expect(okValue(claim, claimRebateResultSchema).claim.amount).toBe(summary.totalRebate);
    const record = okValue(await get('/wps/relay/MCSFE_getManualRebateRecord'), rebateRecordSchema);
    expect(record.total).toBe(1);
    expect(await sim.admin<{ balanced: boolean }>('wallet.audit', undefined, 'query')).toMatchObject({
      balanced: true,
    });
  });
});
