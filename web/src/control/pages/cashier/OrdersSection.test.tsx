import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi, TrpcHttpError } from '../../test/trpc-mock';
import { OrdersSection } from './OrdersSection';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPG = 'data:image/jpeg;base64,/9j/4AAQ';

const pendingDeposit = orderFixture({ referenceNo: 'D1' });
const approvedDeposit = orderFixture({ referenceNo: 'D2', status: 'APPROVED' });
const pendingWithdrawal = orderFixture({ referenceNo: 'W1', type: 'WITHDRAW', accountNo: '01712345678' });
const paidWithdrawal = orderFixture({ referenceNo: 'W2', type: 'WITHDRAW', status: 'PAID' });
const disputed = orderFixture({ referenceNo: 'W3', type: 'WITHDRAW', status: 'NOT_RECEIVED', proofCount: 2 });
const bonus = orderFixture({ referenceNo: 'B1', type: 'BONUS', status: 'SUCCESS', channel: null });

const ALL = [pendingDeposit, approvedDeposit, pendingWithdrawal, paidWithdrawal, disputed, bonus];
const ACTIONS = ['approve', 'reject', 'pay', 'force', 'proof', 'fully-paid', 'refund'];

function actionsShown(referenceNo: string): string[] {
  const row = screen.getByTestId(`cashier-row-${referenceNo}`);
  return ACTIONS.filter((action) => within(row).queryByTestId(`cashier-${action}-${referenceNo}`));
}

describe('OrdersSection', () => {
  it('shows per row only the actions the state machine allows', async () => {
    mockAdminApi({ 'cashier.orders': () => ALL });
    renderInPanel(<OrdersSection />);

    await screen.findByTestId('cashier-row-D1');
    expect(actionsShown('D1')).toEqual(['approve', 'reject']);
    expect(actionsShown('D2')).toEqual([]);
    expect(actionsShown('W1')).toEqual(['reject', 'pay']);
    expect(actionsShown('W2')).toEqual(['force']);
    expect(actionsShown('W3')).toEqual(['force', 'proof', 'fully-paid', 'refund']);
    expect(actionsShown('B1')).toEqual([]);
    expect(screen.getByTestId('cashier-status-W3').textContent).toBe('NOT_RECEIVED');
  });

  it('approving a deposit calls cashier.approveDeposit with its referenceNo and shows the new state', async () => {
    let current = pendingDeposit;
    const api = mockAdminApi({
      'cashier.orders': () => [current],
      'cashier.approveDeposit': () => {
        current = { ...pendingDeposit, status: 'APPROVED' };
        return current;
      },
    });
    renderInPanel(<OrdersSection />);

    fireEvent.click(await screen.findByTestId('cashier-approve-D1'));

    await waitFor(() => expect(screen.getByTestId('cashier-status-D1').textContent).toBe('APPROVED'));
    expect(api.inputsOf('cashier.approveDeposit')).toEqual([{ referenceNo: 'D1' }]);
    expect(screen.queryByTestId('cashier-approve-D1')).toBeNull();
  });

  it('rejecting a withdrawal asks first and sends the remark', async () => {
    const api = mockAdminApi({
      'cashier.orders': () => [pendingWithdrawal],
      'cashier.rejectWithdrawal': () => ({ ...pendingWithdrawal, status: 'REJECTED' }),
    });
    renderInPanel(<OrdersSection />);

    fireEvent.click(await screen.findByTestId('cashier-reject-W1'));
    fireEvent.change(await screen.findByTestId('cashier-remark'), { target: { value: 'Wrong account' } });
    expect(api.inputsOf('cashier.rejectWithdrawal')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));

    await waitFor(() => expect(api.inputsOf('cashier.rejectWithdrawal')).toHaveLength(1));
    expect(api.inputsOf('cashier.rejectWithdrawal')[0]).toEqual({
      referenceNo: 'W1',
      remark: 'Wrong account',
    });
  });

  it('a refund cancelled at the question sends nothing', async () => {
    const api = mockAdminApi({ 'cashier.orders': () => [disputed] });
    renderInPanel(<OrdersSection />);

    fireEvent.click(await screen.findByTestId('cashier-refund-W3'));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));

    await waitFor(() => expect(screen.queryByTestId('confirm-cancel')).toBeNull());
    expect(api.inputsOf('cashier.resolveWithdrawal')).toHaveLength(0);
  });

  it('fully paid resolves the dispute without a question', async () => {
    const api = mockAdminApi({
      'cashier.orders': () => [disputed],
      'cashier.resolveWithdrawal': () => ({ ...disputed, status: 'FULLY_PAID' }),
    });
    renderInPanel(<OrdersSection />);

    fireEvent.click(await screen.findByTestId('cashier-fully-paid-W3'));

    await waitFor(() =>
      expect(api.inputsOf('cashier.resolveWithdrawal')).toEqual([
        { referenceNo: 'W3', outcome: 'FULLY_PAID' },
      ]),
    );
  });

  it('the proof modal shows the images the member uploaded', async () => {
    const api = mockAdminApi({
      'cashier.orders': () => [disputed],
      'cashier.order': () => ({ ...disputed, proofs: [PNG, JPG] }),
    });
    renderInPanel(<OrdersSection />);

    fireEvent.click(await screen.findByTestId('cashier-proof-W3'));

    const images = await screen.findAllByTestId('cashier-proof-image');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([PNG, JPG]);
    expect(screen.getByAltText('Proof 1 of W3')).toBeTruthy();
    expect(api.inputsOf('cashier.order')).toEqual([{ referenceNo: 'W3' }]);
  });

  it('filters by username on the server', async () => {
    const api = mockAdminApi({ 'cashier.orders': () => [] });
    renderInPanel(<OrdersSection />);

    fireEvent.change(await screen.findByTestId('cashier-filter-username'), {
      target: { value: ' qa_member ' },
    });

    await waitFor(() =>
      expect(api.inputsOf('cashier.orders').at(-1)).toEqual({
        merchant: 'sim001',
        username: 'qa_member',
        limit: 100,
      }),
    );
  });

  it('says so when the username filter names no member', async () => {
    mockAdminApi({
      'cashier.orders': (input) => {
        if ((input as { username?: string }).username === 'nobody')
          throw new TrpcHttpError(404, 'NOT_FOUND', 'No member nobody at sim001');
        return [pendingDeposit];
      },
    });
    renderInPanel(<OrdersSection />);
    await screen.findByTestId('cashier-row-D1');

    fireEvent.change(screen.getByTestId('cashier-filter-username'), { target: { value: 'nobody' } });

    expect(await screen.findByText('No member nobody at sim001')).toBeTruthy();
    expect(screen.queryByTestId('cashier-row-D1')).toBeNull();
  });
});
