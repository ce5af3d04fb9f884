import type { PointConfig, PointReward } from '@sim/shared/relay/mcs2';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { memberFixture } from '../../../test/fixtures';
import { fill } from '../../../test/form';
import { renderInSite } from '../../../test/render';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope, mockWire } from '../../../test/wire-mock';
import { PointMallPage } from './PointMall.page';

const key = rsaKeyPair();
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

function goods(overrides: Partial<PointReward> = {}): PointReward {
  return {
    rewardId: 11,
    name: 'Headphones',
    description: 'Wireless',
    imageUrl: '/cdn/goods/headphones.svg',
    points: 300,
    amountRequirement: 0,
    quantity: 10,
    availableQuantity: 4,
    status: 'AVAILABLE',
    redeemable: true,
    ...overrides,
  };
}

const config: PointConfig = {
  rates: [
    { category: 'LIVE', rate: 0.7, gameTypes: ['LIVE'] },
    { category: 'SLOTS', rate: 1.2, gameTypes: ['RNG', 'JACKPOT'] },
  ],
  conversion: { enabled: true, pointsPerUnit: 10, minPoints: 100, currency: 'BDT' },
  expires: false,
};

function openMall(extra: Parameters<typeof mockWire>[0] = {}, route = '/pointMall') {
  saveToken('tok');
  const wire = mockWire({
    'GET /wps/member/info': envelope(memberFixture()),
    'GET /wps/session/key/rsa': { body: key.modulusHex },
    'GET /wps/relay/MCS2_getPointBalance': envelope({
      pointBalance: 1234.5,
      totalEarned: 1500,
      totalUsed: 265.5,
      inProcess: 0,
    }),
    'GET /wps/relay/MCS2_getPointConfig': envelope(config),
    'GET /wps/relay/MCS2_getPointReward': envelope({
      list: [goods(), goods({ rewardId: 12, name: 'Phone', points: 5000, redeemable: false })],
      pointBalance: 1234.5,
      validBetAmount: 3000,
      pageNum: 1,
      totalPages: 1,
      total: 2,
    }),
    ...extra,
  });
  renderInSite(<PointMallPage />, { route });
  return wire;
}

describe('the points mall', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows the points, the category rates and the goods a member can redeem', async () => {
    openMall();
    expect((await screen.findByTestId('point-balance')).textContent).toBe('1,234.50');
    expect(screen.getByTestId('point-rate-SLOTS').textContent).toBe('Slots 1.20');
    expect(await screen.findByTestId('goods-11')).toBeTruthy();
    expect((screen.getByTestId('goods-redeem-12') as HTMLButtonElement).disabled).toBe(true);
  });

  it('redeems goods with the payment password, encrypted', async () => {
    const wire = openMall({
      [`POST ${REDEEM}`]: envelope({
        redeem: {
          redeemNo: 'P0001',
          rewardId: 11,
          rewardName: 'Headphones',
          quantity: 2,
          points: 600,
          status: 'IN_PROCESS',
          applyTime: 1,
          decideTime: null,
          remark: 'Dhaka',
          decisionRemark: null,
        },
        pointBalance: 634.5,
        replayed: false,
      }),
    });
    fireEvent.click(await screen.findByTestId('goods-redeem-11'));
    const dialog = await screen.findByRole('dialog');
    fill('quantity', '2', dialog);
    fireEvent.change(within(dialog).getByTestId('redeem-remark'), { target: { value: 'Dhaka' } });
    fill('paymentPassword', '123456', dialog);

    fireEvent.click(within(dialog).getByTestId('redeem-submit'));

    expect((await screen.findByTestId('redeem-done')).textContent).toContain('P0001');
    const [call] = wire.callsTo(REDEEM);
    expect(call?.body).not.toContain('123456');
    expect(decryptedBody(call, key)).toEqual({
      rewardId: 11,
      quantity: 2,
      remark: 'Dhaka',
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
  });

  it('keeps a redeem without the payment password, or of more than there is, from being sent', async () => {
    const wire = openMall();
    fireEvent.click(await screen.findByTestId('goods-redeem-11'));
    const dialog = await screen.findByRole('dialog');
    // 1,234.50 points buy 4 at 300; 4 are left
    fill('quantity', '5', dialog);

    fireEvent.click(within(dialog).getByTestId('redeem-submit'));

    expect(await within(dialog).findByText('Choose a quantity from 1 to 4')).toBeTruthy();
    expect(within(dialog).getByText('Input cannot be empty')).toBeTruthy();
    expect(wire.callsTo(REDEEM)).toHaveLength(0);
  });

  it('converts points into money within the balance and the minimum', async () => {
    const wire = openMall(
      {
        [`POST ${CONVERT}`]: envelope({
          referenceNo: 'C0001',
          points: 200,
          amount: 20,
          pointBalance: 1034.5,
          balance: 10_020,
          replayed: false,
        }),
      },
      '/pointMall?tab=convert',
    );
    await screen.findByTestId('convert-points');
    fill('points', '50');
    fill('paymentPassword', '123456');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect(await screen.findByText('Convert at least 100 points')).toBeTruthy();
    expect(wire.callsTo(CONVERT)).toHaveLength(0);

    fill('points', '200');
    expect(screen.getByText('You get ৳ 20.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('convert-submit'));

    expect((await screen.findByTestId('convert-done')).textContent).toContain('C0001');
    await waitFor(() => expect(decryptedBody(wire.callsTo(CONVERT)[0], key)).toMatchObject({ points: 200 }));
  });

  it('asks a visitor to log in', async () => {
    mockWire({});
    renderInSite(<PointMallPage />, { route: '/pointMall' });
    expect(await screen.findByTestId('point-mall-login')).toBeTruthy();
  });
});
