import type { BetRecord } from '@sim/shared/wps/report';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../api/session-store';
import { changeLanguage } from '../../i18n';
import { memberFixture } from '../../test/fixtures';
import { centrePage, openMemberCentre, pickOption } from '../../test/member-centre';
import { renderInSite } from '../../test/render';
import { envelope, mockWire } from '../../test/wire-mock';
import { BettingRecordPage } from './BettingRecord.page';

const REPORT = '/wps/report/accountGameBetHistory';
const round: BetRecord = {
  roundId: 'R1',
  nodeId: 170001,
  gameName: 'Dragon Warriors',
  vassalage: 'JL',
  vendorName: 'Jili',
  gameType: 'RNG',
  stake: 10,
  win: 20,
  profit: 10,
  status: 'SETTLED',
  betTime: 1_763_800_000_000,
  settleTime: 1_763_800_001_000,
};
const history = {
  list: [round],
  pageNum: 1,
  totalPages: 2,
  totalCount: 21,
  summary: { stake: 210, win: 200, profit: -10 },
};

describe('the betting record', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('still lives at /bettingRecord, paged and filtered by category', async () => {
    saveToken('tok');
    const wire = mockWire({
      'GET /wps/member/info': envelope(memberFixture()),
      [`GET ${REPORT}`]: envelope(history),
    });
    renderInSite(<BettingRecordPage />, { route: '/bettingRecord' });
    const query = () => Object.fromEntries(wire.callsTo(REPORT).at(-1)?.url.searchParams ?? []);

    const row = await screen.findByTestId('bet-record-R1');
    expect(within(row).getByTestId('bet-record-profit').textContent).toBe('৳ 10.00');
    expect(screen.getByTestId('record-summary-count').textContent).toBe('21');

    fireEvent.click(within(screen.getByTestId('pager')).getByText('2'));
    await waitFor(() => expect(query().pageNo).toBe('2'));
    pickOption('record-type', 'Live Casino');
    await waitFor(() => expect(query()).toMatchObject({ gameType: 'LIVE', pageNo: '1', pageSize: '20' }));
  });

  it('asks a visitor to log in', () => {
    mockWire({});
    renderInSite(<BettingRecordPage />, { route: '/bettingRecord' });

    expect(screen.getByTestId('records-login-needed')).toBeTruthy();
  });

  it('is the member centre page personalHistoryCopy too', async () => {
    openMemberCentre('personalHistoryCopy', { [`GET ${REPORT}`]: envelope(history) });

    const page = await centrePage('personalHistoryCopy');
    expect(await within(page).findByTestId('bet-record-R1')).toBeTruthy();
  });
});
