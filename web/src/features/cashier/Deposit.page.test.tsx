import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { depositSettingsFixture, orderFixture } from '../../test/fixtures';
import { fill } from '../../test/form';
import { centrePage, openMemberCentre } from '../../test/member-centre';
import { envelope, failure, type RecordedCall } from '../../test/wire-mock';
import { moneyQueryKey } from '../wallet/money-moved';

const DEPOSIT = '/wps/v2/transaction/deposit';
const settings = { 'GET /wps/relay/MCSFE_getDepositSettings': envelope(depositSettingsFixture()) };
const body = (call: RecordedCall | undefined) => JSON.parse(call?.body ?? '{}');

describe('the deposit page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('sends the chosen channel and amount with a requestId and shows the pending order', async () => {
    const { wire } = openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: envelope(orderFixture({ referenceNo: 'D0001', amount: 1500, channel: 'BANK' })),
    });
    await centrePage('depositv2');

    fireEvent.click(await screen.findByTestId('deposit-channel-BANK'));
    fill('amount', '1500');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const result = await screen.findByTestId('deposit-result');
    expect(result.textContent).toContain('D0001');
    expect(within(result).getByTestId('deposit-result-status').textContent).toBe('Pending');
    const [call] = wire.callsTo(DEPOSIT);
    expect(call?.headers.get('Authorization')).toBe('tok');
    expect(body(call)).toEqual({ channelCode: 'BANK', amount: 1500, requestId: expect.any(String) });
  });

  it('shows where to pay a pending deposit, in the site language', async () => {
    await changeLanguage('BN', false);
    const instructions = {
      channelName: 'ব্যাংক ট্রান্সফার',
      accountName: 'SimBet Payments',
      accountNo: '1234 5678 9012 3',
      bankName: 'Dutch-Bangla Bank',
      reference: 'D0002',
      amount: 1500,
    };
    openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: envelope({
        ...orderFixture({ referenceNo: 'D0002', amount: 1500 }),
        instructions,
      }),
    });
    fireEvent.click(await screen.findByTestId('deposit-channel-BANK'));
    fill('amount', '1500');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const box = await screen.findByTestId('deposit-instructions');
    expect(box.textContent).toContain('এই ডিপোজিট কীভাবে পরিশোধ করবেন');
    expect(within(box).getByTestId('deposit-instructions-account-no').textContent).toBe('1234 5678 9012 3');
    expect(within(box).getByTestId('deposit-instructions-reference').textContent).toBe('D0002');
    expect(within(box).getByTestId('deposit-instructions-bank').textContent).toBe('Dutch-Bangla Bank');
  });

  it('sends one request for a double click', async () => {
    const { wire } = openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: envelope(orderFixture()),
    });
    await screen.findByTestId('deposit-amount');
    fill('amount', '500');

    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);

    await screen.findByTestId('deposit-result');
    expect(wire.callsTo(DEPOSIT)).toHaveLength(1);
  });

  it('retries a failed call with the same requestId, and takes a new one after a success', async () => {
    let attempt = 0;
    const { wire } = openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: () => {
        attempt += 1;
        return attempt === 1 ? failure('system.busy', 'system busy', 500) : envelope(orderFixture());
      },
    });
    await screen.findByTestId('deposit-amount');
    fill('amount', '500');

    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    fill('amount', '600');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    await waitFor(() => expect(wire.callsTo(DEPOSIT)).toHaveLength(3));
    const [first, retry, next] = wire.callsTo(DEPOSIT).map((call) => body(call).requestId);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("checks the amount against the channel's limits before sending", async () => {
    const { wire } = openMemberCentre('depositv2', settings);
    await screen.findByTestId('deposit-channel-BKASH');

    fill('amount', '50');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    expect(await screen.findByText('The amount must be between ৳ 100.00 and ৳ 25,000.00')).toBeTruthy();
    expect(wire.callsTo(DEPOSIT)).toHaveLength(0);
  });

  it('says the range the server refused the amount for', async () => {
    openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: failure('AMOUNT_OUT_OF_RANGE', 'out of range', 200, { min: 300, max: 20000 }),
    });
    await screen.findByTestId('deposit-amount');
    fill('amount', '200');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    expect((await screen.findByTestId('deposit-error')).textContent).toBe(
      'The amount must be between ৳ 300.00 and ৳ 20,000.00',
    );
  });

  it('marks the balance and every record stale after a deposit', async () => {
    const { queryClient } = openMemberCentre('depositv2', {
      ...settings,
      [`POST ${DEPOSIT}`]: envelope(orderFixture()),
    });
    const balanceKey = moneyQueryKey('tok', 'balance');
    const recordKey = moneyQueryKey('tok', 'transactions', 'pageNo=1');
    queryClient.setQueryData(balanceKey, {});
    queryClient.setQueryData(recordKey, {});
    await screen.findByTestId('deposit-amount');
    fill('amount', '500');

    fireEvent.click(screen.getByTestId('deposit-submit'));

    await screen.findByTestId('deposit-result');
    await waitFor(() => expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(recordKey)?.isInvalidated).toBe(true);
  });
});
