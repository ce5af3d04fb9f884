import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { memberFixture, ordersPageFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import '../../member-centre/modals/MemberCentre.modal';
import { AccountMenu } from './AccountMenu';

describe('the account menu', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    saveToken('tok');
    mockWire({
      'GET /wps/member/info': envelope(memberFixture()),
      'GET /wps/report/transaction': envelope(ordersPageFixture([])),
    });
  });

  it.each([
    ['account-transaction-history', 'transactionHistory'],
    ['account-security-centre', 'securityCenter'],
  ])('%s opens the member centre on %s', async (entry, page) => {
    renderInSite(<AccountMenu member={memberFixture()} />);
    // member info has loaded once the session lets the member in
    await screen.findByTestId('account-menu');

    fireEvent.click(screen.getByTestId('account-menu'));
    fireEvent.click(await screen.findByTestId(entry));

    // the page's answers are checked with schemas it loads on first use (api/lazy-schemas.ts): the
    // first test of the file transforms them, which took over 5 s beside a server test file in CI
    expect(await screen.findByTestId(`member-centre-page-${page}`, {}, { timeout: 12_000 })).toBeTruthy();
  });
});
