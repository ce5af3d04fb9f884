// pnpm sim points | cashback against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../server/src/test/harness.ts';
import { newGoods, redeem } from '../../server/src/test/points-helpers.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim points', () => {
  it('sets rates, adds and edits goods, grants points and decides redeems', async () => {
    expect(
      (await sim('points', 'set', '--rates', 'SLOTS=1.5,LIVE=0.8', '--min-convert', '200')).value,
    ).toMatchObject({
      rates: { SLOTS: 1.5, LIVE: 0.8, PVP: 1 },
      minConvertPoints: 200,
    });
    const added = await sim(
      'points',
      'add-goods',
      '--name',
      'Cap',
      '--vi',
      'Mũ',
      '--points',
      '300',
      '--stock',
      '4',
    );
    expect(added.value).toMatchObject({ names: { EN: 'Cap', VI: 'Mũ' }, points: 300, availableQuantity: 4 });
    const edited = await sim(
      'points',
      'edit-goods',
      String(added.value.rewardId),
      '--stock',
      '2',
      '--closed',
      'on',
    );
    expect(edited.value).toMatchObject({ availableQuantity: 2, status: 'CLOSED' });
    expect((await sim('points', 'grant', 'demo01', '250', '--key', 'cli-1')).value).toMatchObject({
      replayed: false,
    });
    expect((await sim('points', 'grant', 'demo01', '250', '--key', 'cli-1')).value).toMatchObject({
      replayed: true,
    });

    const token = await loginAs(live.t, 'demo01', 'Demo1234');
    const goods = await newGoods(live.t);
    const redeemNo = (
      await redeem(live.t, token, { rewardId: goods.rewardId, paymentPassword: '123456' })
    ).json().value.redeem.redeemNo;
    const listed = await sim('points', 'redeems', '--status', 'IN_PROCESS');
    expect(listed.value.map((r: { redeemNo: string }) => r.redeemNo)).toEqual([redeemNo]);
    expect((await sim('points', 'reject', redeemNo, '--remark', 'no stock')).value).toMatchObject({
      status: 'REJECTED',
      decisionRemark: 'no stock',
    });
    const refused = await sim('points', 'approve', redeemNo);
    expect(refused.code).toBe(1);
    expect((await sim('points', 'show', 'demo01')).value.entries[0]).toMatchObject({ type: 'REDEEM_REFUND' });
  });

  it('switches cashback on and sets its rates', async () => {
    expect((await sim('cashback', 'module', 'on')).value).toEqual({ modId: 'MANPLAYREB3', enabled: true });
    expect(
      (await sim('cashback', 'set', '--rates', 'RNG=1,LIVE=0', '--period', 'WEEKLY')).value,
    ).toMatchObject({
      period: 'WEEKLY',
      rates: { RNG: 1 },
    });
    expect((await sim('cashback', 'claims')).value).toEqual([]);
    expect((await sim('cashback', 'set', '--rates', 'RNG')).code).toBe(2);
  });
});
