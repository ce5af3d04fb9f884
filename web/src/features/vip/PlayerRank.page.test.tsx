import type { RankList, RankProgress } from '@sim/shared/relay/vip';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { centrePage, openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

const progress: RankProgress = {
  playerRankName: 'VIP2',
  playerRankLevel: 2,
  nextRankName: 'VIP3',
  monthlyTurnover: { actual: 5000, expected: 20000 },
  totalTurnover: { actual: 12000, expected: 50000 },
  keepTurnover: 2500,
  vipService: false,
};
const rule = (level: number) => ({
  level,
  labelName: `VIP${level}`,
  monthlyTurnover: level * 1000,
  totalTurnover: level * 2000,
  keepTurnover: level * 500,
  bonus: level * 10,
  vipService: level > 4,
});
const ranks: RankList = { list: [0, 1, 2, 3, 4, 5].map(rule), currency: 'BDT' };

describe('the playerRank page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows the rank, both turnover bars toward the next rank, and every rank with the current marked', async () => {
    openMemberCentre(
      'playerRank',
      {
        'GET /wps/relay/MCSFE_getPlayerRankProgress': envelope(progress),
        'GET /wps/relay/MCSFE_getPlayerRankList': envelope(ranks),
      },
      { clubLabel: { labelName: 'VIP2', rankLevel: 2 } },
    );
    const page = await centrePage('playerRank');
    expect((await within(page).findByTestId('vip-current-rank')).textContent).toBe('VIP2');
    expect(within(page).getByTestId('vip-monthly-text').textContent).toContain('5,000.00');
    expect(within(page).getByTestId('vip-total-text').textContent).toContain('50,000.00');
    expect((await within(page).findByTestId('vip-table-current')).textContent).toBe('VIP2');
    expect(within(page).getAllByTestId(/^vip-rank-row-/)).toHaveLength(6);
    expect(within(page).getByTestId('vip-rank-row-5').textContent).toContain('VIP customer service');
  });
});
