import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { ordersPageFixture, statusFixture } from '../../../test/fixtures';
import { centrePage, openMemberCentre } from '../../../test/member-centre';
import { envelope } from '../../../test/wire-mock';
import { MEMBER_CENTRE_PAGES } from '../member-centre-pages';

describe('the member centre', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('lists every page in its menu, the active one marked; cashback only while MANPLAYREB3 is on', async () => {
    openMemberCentre('withdraw', {}, {}, statusFixture({}, { flags: { MANPLAYREB3: true } }));

    const nav = await screen.findByRole('navigation', { name: 'Member centre menu' });
    const entries = within(nav).getAllByRole('button');
    expect(entries.map((entry) => entry.getAttribute('data-page'))).toEqual([...MEMBER_CENTRE_PAGES]);
    expect(MEMBER_CENTRE_PAGES).toContain('manualRebate');
    expect(screen.getByTestId('member-centre-nav-withdraw').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('member-centre-nav-depositv2').getAttribute('aria-current')).toBeNull();
  });

  it('moves to the page picked in its menu, one page at a time', async () => {
    openMemberCentre('securityCenter', {
      'GET /wps/report/transaction': envelope(ordersPageFixture([])),
    });
    await centrePage('securityCenter');

    fireEvent.click(screen.getByTestId('member-centre-nav-transactionHistory'));

    const page = await centrePage('transactionHistory');
    expect(page.textContent).toContain('Account record');
    expect(screen.queryByTestId('member-centre-page-securityCenter')).toBeNull();
  });

  it('closes with its close button', async () => {
    openMemberCentre('securityCenter');
    await centrePage('securityCenter');

    fireEvent.click(screen.getByTestId('member-centre-close'));

    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
  });

  it('closes when the session ends', async () => {
    openMemberCentre('securityCenter');
    await centrePage('securityCenter');

    act(() => endSession('expired'));

    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
  });
});
