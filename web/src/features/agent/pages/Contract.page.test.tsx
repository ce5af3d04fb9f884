import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { envelope } from '../../../test/wire-mock';
import { contractFixture, emptyRecords } from '../test/fixtures';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const RELAY = '/wps/relay/MCS2_processDailySalContract';

/** The daily-salary relay: LIST and RECORD by GET, changes by POST with the given answer. */
function openDailySalary(contracts: unknown[], change: unknown = null) {
  return openAgentCentre('agentDailyWages2', {
    [`GET ${RELAY}`]: (call) =>
      envelope(
        call.url.searchParams.get('action') === 'RECORD'
          ? emptyRecords
          : { action: 'LIST', list: contracts, totalCount: contracts.length },
      ),
    [`POST ${RELAY}`]: envelope(change),
  });
}

const bodyOf = (call: { body?: string } | undefined) => JSON.parse(call?.body ?? '{}');

describe('the daily salary page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('offers a contract with its tiers to a downline agent', async () => {
    const offered = contractFixture({ status: 'PENDING' });
    const { wire } = openDailySalary([], { action: 'OFFER', contract: offered, autoTerminated: [] });
    await agentPage('agentDailyWages2');

    fireEvent.change(await screen.findByTestId('offer-downline'), { target: { value: 'agent02' } });
    fireEvent.change(screen.getByTestId('offer-tier-0-members'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('offer-tier-0-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('offer-tier-0-rate'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('offer-submit'));

    expect(await screen.findByTestId('offer-sent')).toBeTruthy();
    const posts = wire.calls.filter((c) => c.method === 'POST');
    expect(bodyOf(posts[0])).toEqual({
      action: 'OFFER',
      downlineAccount: 'agent02',
      tiers: [{ activeMembers: 2, amount: 500, rate: 1.5 }],
    });
  });

  it('sends no offer whose rate is out of range', async () => {
    const { wire } = openDailySalary([]);
    await agentPage('agentDailyWages2');

    fireEvent.change(await screen.findByTestId('offer-downline'), { target: { value: 'agent02' } });
    fireEvent.change(screen.getByTestId('offer-tier-0-rate'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('offer-submit'));

    expect(await screen.findByTestId('offer-invalid')).toBeTruthy();
    expect(wire.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('accepts the upline offer and shows the downline contract it ended automatically', async () => {
    const offer = contractFixture({
      contractId: 9,
      status: 'PENDING',
      role: 'DOWNLINE',
      canRespond: true,
      upline: { id: 1000, account: 'agent00' },
      downline: { id: 1001, account: 'agent01' },
      rate: 1,
      pendingRequest: {
        requestId: 1,
        requestType: 'NEW',
        requestedBy: 'UPLINE',
        reason: null,
        requestTime: 0,
      },
    });
    const ended = contractFixture({ status: 'TERMINATED', endReason: 'UPLINE_RATE_LOWERED' });
    const { wire } = openDailySalary([offer, contractFixture()], {
      action: 'ACCEPT',
      contract: { ...offer, status: 'ACTIVE', canRespond: false },
      autoTerminated: [ended],
    });

    const mine = within(await screen.findByTestId('contracts-upline'));
    expect((await mine.findByTestId('contract-9-status')).textContent).toBe('New request');
    expect(within(screen.getByTestId('contracts-downline')).getByTestId('contract-7')).toBeTruthy();
    fireEvent.click(mine.getByTestId('contract-9-accept'));

    expect((await screen.findByTestId('contract-auto-terminated')).textContent).toContain('agent02');
    const posts = wire.calls.filter((c) => c.method === 'POST');
    expect(bodyOf(posts[0])).toEqual({ action: 'ACCEPT', contractId: 9 });
  });

  it('lists settled periods with their totals', async () => {
    openAgentCentre('agentDailyWages2', {
      [`GET ${RELAY}`]: (call) =>
        envelope(
          call.url.searchParams.get('action') === 'RECORD'
            ? {
                ...emptyRecords,
                list: [
                  {
                    recordId: 1,
                    contractId: 7,
                    contractType: 'DAILY_SALARY',
                    account: 'agent01',
                    periodStart: 0,
                    periodEnd: 86_400_000,
                    activeMembers: 2,
                    validBet: 1000,
                    profitLoss: -200,
                    rate: 2,
                    amount: 20,
                    status: 'PAID',
                    referenceNo: 'S0001',
                    payTime: 86_400_000,
                  },
                ],
                totalPages: 1,
                totalCount: 1,
                summary: { validBet: 1000, profitLoss: -200, amount: 20 },
              }
            : { action: 'LIST', list: [], totalCount: 0 },
        ),
    });

    expect((await screen.findByTestId('agent-total-amount')).textContent).toBe('৳ 20.00');
    expect(screen.getByTestId('settlement-amount').textContent).toBe('৳ 20.00');
  });
});
