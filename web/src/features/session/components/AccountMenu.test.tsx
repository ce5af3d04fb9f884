import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { useSession } from '../../../lib/session/session';
import { memberFixture, ordersPageFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import '../../member-centre/modals/MemberCentre.modal';
import { AccountMenu } from './AccountMenu';

/** As the header shows it: once member info has let the member in (before, its entries do nothing). */
function MenuOfSession() {
  const session = useSession();
  return session.status === 'member' ? <AccountMenu member={session.member} /> : null;
}

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
    renderInSite(<MenuOfSession />);
    fireEvent.click(await screen.findByTestId('account-menu'));
    fireEvent.click(await screen.findByTestId(entry));

    expect(await screen.findByTestId(`member-centre-page-${page}`)).toBeTruthy();
  });
});
