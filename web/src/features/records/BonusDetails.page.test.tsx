import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { orderFixture, ordersPageFixture } from '../../test/fixtures';
import { openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

describe('bonus details', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('lists the bonuses of the period and their total', async () => {
    const bonus = orderFixture({ referenceNo: 'B0007', type: 'BONUS', status: 'SUCCESS', amount: 58.8 });
    openMemberCentre('bonusDetails', {
      'GET /wps/report/bonusDetails': envelope({ ...ordersPageFixture([bonus]), totalAmount: 1058.8 }),
    });

    expect((await screen.findByTestId('bonus-row-B0007')).textContent).toContain('৳ 58.80');
    expect(screen.getByTestId('bonus-total').textContent).toBe('৳ 1,058.80');
  });

  it('says when there is none', async () => {
    openMemberCentre('bonusDetails', {
      'GET /wps/report/bonusDetails': envelope({ ...ordersPageFixture([]), totalAmount: 0 }),
    });

    expect((await screen.findByTestId('records-empty')).textContent).toBe('No records in this period.');
    expect(screen.getByTestId('bonus-total').textContent).toBe('৳ 0.00');
  });
});
