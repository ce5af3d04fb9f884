import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { envelope } from '../../../test/wire-mock';
import { pageOf } from '../test/fixtures';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const income = {
  ...pageOf([]),
  summary: { salary: 9, dividend: 80, commission: 0.58, rebate: 0, total: 89.58 },
};
const commission = {
  startDate: 1_790_000_000_000,
  endDate: 1_790_600_000_000,
  ...pageOf([{ gameType: 'RNG', betCount: 3, validBet: 110, rate: 0.38, commission: 0.42 }]),
  summary: { betCount: 3, validBet: 110, commission: 0.42 },
};
const affiliates = pageOf([{ id: 2001, username: 'down01', type: 0, registeredTime: 1_790_000_000_000 }]);

describe('my income and the registration centre', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows the commission total and the commission of each product for the same days', async () => {
    const { wire } = openAgentCentre('agentRevenueReport', {
      'GET /wps/report/income': envelope(income),
      'GET /wps/report/commission': envelope(commission),
    });
    await agentPage('agentRevenueReport');
    expect((await screen.findByTestId('agent-total-commission')).textContent).toContain('0.58');
    const row = await screen.findByTestId('commission-row-RNG');
    expect(within(row).getByTestId('commission-amount').textContent).toContain('0.42');
    const asked = (path: string) => wire.callsTo(path).at(-1)?.url.searchParams;
    expect(asked('/wps/report/commission')?.get('startDate')).toBe(
      asked('/wps/report/income')?.get('startDate'),
    );
  });

  it('lists who joined the agent directly on the registered affiliates tab', async () => {
    openAgentCentre('registerCenter', { 'GET /wps/agent/registeredAffiliates': envelope(affiliates) });
    await agentPage('registerCenter');
    fireEvent.click(await screen.findByTestId('register-tab-affiliates'));
    expect((await screen.findByTestId('registered-affiliate-2001')).textContent).toContain('down01');
  });
});
