import type { RebateSummary } from '@sim/shared/relay/rebate';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { statusFixture } from '../../../test/fixtures';
import { centrePage, openMemberCentre } from '../../../test/member-centre';
import { envelope, failure } from '../../../test/wire-mock';

const CLAIM = '/wps/relay/MCSFE_claimManualRebate';
const withCashback = statusFixture({}, { flags: { MANPLAYREB3: true } });

function summary(overrides: Partial<RebateSummary> = {}): RebateSummary {
  return {
    period: 'DAILY',
    periodStart: Date.UTC(2026, 10, 22),
    periodEnd: Date.UTC(2026, 10, 23),
    items: [{ productType: 'RNG', rate: 0.8, betCount: 3, validBet: 1500, rebate: 12 }],
    totalValidBet: 1500,
    totalRebate: 12,
    minClaimAmount: 1,
    claimable: true,
    ...overrides,
  };
}

const routes = (rebate = summary()) => ({
  'GET /wps/relay/MCSFE_getManualRebate': envelope(rebate),
  'GET /wps/relay/MCSFE_getManualRebateRecord': envelope({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
});

describe('the cashback page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('is in the member centre only while MANPLAYREB3 is on', async () => {
    openMemberCentre('manualRebate', routes());
    // off: the centre opens on its default page, with no cashback entry
    expect(await centrePage('securityCenter')).toBeTruthy();
    expect(screen.queryByTestId('member-centre-nav-manualRebate')).toBeNull();
  });

  it('shows the period’s valid bets by product and claims them once, with a requestId', async () => {
    const { wire } = openMemberCentre(
      'manualRebate',
      {
        ...routes(),
        [`POST ${CLAIM}`]: envelope({
          claim: {
            referenceNo: 'R261122-0001',
            amount: 12,
            totalValidBet: 1500,
            betCount: 3,
            items: summary().items,
            periodStart: summary().periodStart,
            claimTime: summary().periodStart + 1000,
          },
          balance: 10_012,
          replayed: false,
        }),
      },
      {},
      withCashback,
    );
    await centrePage('manualRebate');
    expect(screen.getByTestId('member-centre-nav-manualRebate')).toBeTruthy();
    expect((await screen.findByTestId('rebate-total')).textContent).toBe('৳ 12.00');
    expect(screen.getByTestId('rebate-row-RNG').textContent).toContain('0.8%');

    fireEvent.click(screen.getByTestId('rebate-claim'));

    expect((await screen.findByTestId('rebate-claimed')).textContent).toContain('R261122-0001');
    expect(JSON.parse(wire.callsTo(CLAIM)[0]?.body ?? '{}')).toEqual({ requestId: expect.any(String) });
  });

  it('offers no claim below the least amount', async () => {
    openMemberCentre(
      'manualRebate',
      routes(summary({ claimable: false, totalRebate: 0.5, minClaimAmount: 1 })),
      {},
      withCashback,
    );
    const claim = (await screen.findByTestId('rebate-claim')) as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
  });

  it('names each product type in the page’s language', async () => {
    await changeLanguage('BN', false);
    const items = [
      { productType: 'COCKFIGHT', rate: 0.5, betCount: 1, validBet: 100, rebate: 0.5 },
      { productType: 'MINI', rate: 0.5, betCount: 1, validBet: 100, rebate: 0.5 },
    ] satisfies RebateSummary['items'];
    openMemberCentre('manualRebate', routes(summary({ items })), {}, withCashback);
    await centrePage('manualRebate');
    const table = (await screen.findByTestId('rebate-items')).textContent ?? '';
    expect(table).toContain('মোরগ লড়াই');
    expect(table).toContain('মিনি গেম');
    expect(table).not.toMatch(/COCKFIGHT|MINI|productTypes/);
  });

  it('shows the server’s refusal under the claim', async () => {
    openMemberCentre(
      'manualRebate',
      { ...routes(), [`POST ${CLAIM}`]: failure('REBATE_NOTHING_TO_CLAIM', 'There is no cashback to claim') },
      {},
      withCashback,
    );
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    await waitFor(() =>
      expect(screen.getByTestId('rebate-error').textContent).toBe('There is no cashback to claim'),
    );
  });
});
