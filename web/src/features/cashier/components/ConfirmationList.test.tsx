import { PROOF_MAX_BYTES } from '@sim/shared/wps/cashier';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { orderFixture, withdrawSettingsFixture } from '../../../test/fixtures';
import { openMemberCentre } from '../../../test/member-centre';
import { envelope } from '../../../test/wire-mock';

const CONFIRM = '/wps/relay/MCSFE_processC2CTransaction';
const DUE = new Date(2026, 10, 22, 11, 0, 0).getTime();
const paid = orderFixture({
  referenceNo: 'W0042',
  type: 'WITHDRAW',
  status: 'PAID',
  amount: 800,
  dueTime: DUE,
  channel: 'BKASH',
});

function openWithPaidWithdrawal() {
  return openMemberCentre('withdraw', {
    'GET /wps/relay/MCSFE_getWithdrawSettings': envelope(withdrawSettingsFixture()),
    'GET /wps/relay/MCSFE_getPaymentConfirmationList': envelope({ list: [paid] }),
    [`POST ${CONFIRM}`]: envelope({ ...paid, status: 'RECEIVED' }),
  });
}

const image = (name: string, type: string, bytes = 16) =>
  new File([new Uint8Array(bytes).fill(66)], name, { type });

function chooseProofs(files: File[]) {
  fireEvent.change(screen.getByTestId('proof-input'), { target: { files } });
}

async function reportNotReceived() {
  fireEvent.click(await screen.findByTestId('confirm-not-received-W0042'));
  return screen.getByTestId('proof-submit');
}

describe('paid withdrawals awaiting confirmation', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('lists each with its amount and when silence counts as received', async () => {
    openWithPaidWithdrawal();

    const row = await screen.findByTestId('confirmation-row-W0042');
    expect(row.textContent).toContain('৳ 800.00');
    // the bank by its name, not its code
    expect(row.textContent).toContain('W0042 · bKash · ');
    expect(row.textContent).not.toContain('BKASH');
    expect(screen.getByTestId('confirmation-due-W0042').textContent).toBe(
      `Counts as received at ${dayjs(DUE).format('YYYY-MM-DD HH:mm:ss')} unless you confirm before`,
    );
  });

  it('confirms a received withdrawal', async () => {
    const { wire } = openWithPaidWithdrawal();

    fireEvent.click(await screen.findByTestId('confirm-received-W0042'));

    await waitFor(() => expect(wire.callsTo(CONFIRM)).toHaveLength(1));
    expect(JSON.parse(wire.callsTo(CONFIRM)[0]?.body ?? '')).toEqual({
      referenceNo: 'W0042',
      action: 'RECEIVED',
    });
  });

  it('sends the proof images as data URLs with the remark when not received', async () => {
    const { wire } = openWithPaidWithdrawal();
    const submit = await reportNotReceived();

    chooseProofs([image('slip.png', 'image/png', 3), image('chat.jpg', 'image/jpeg', 3)]);
    fireEvent.change(screen.getByTestId('proof-remark'), { target: { value: '  Nothing arrived  ' } });
    fireEvent.click(submit);

    await waitFor(() => expect(wire.callsTo(CONFIRM)).toHaveLength(1));
    expect(JSON.parse(wire.callsTo(CONFIRM)[0]?.body ?? '')).toEqual({
      referenceNo: 'W0042',
      action: 'NOT_RECEIVED',
      proofs: ['data:image/png;base64,QkJC', 'data:image/jpeg;base64,QkJC'],
      remark: 'Nothing arrived',
    });
  });

  it('asks for at least one image', async () => {
    const { wire } = openWithPaidWithdrawal();

    fireEvent.click(await reportNotReceived());

    expect(await screen.findByText('Please choose 1 to 3 images')).toBeTruthy();
    expect(wire.callsTo(CONFIRM)).toHaveLength(0);
  });

  it.each([
    [
      'a fourth image',
      Array.from({ length: 4 }, (_, i) => image(`${i}.png`, 'image/png')),
      'Please choose 1 to 3 images',
    ],
    ['a gif', [image('a.gif', 'image/gif')], 'Only PNG or JPG images are accepted'],
    [
      'an image over 5MB',
      [image('big.jpg', 'image/jpeg', PROOF_MAX_BYTES + 1)],
      'Each image must be at most 5MB',
    ],
  ])('refuses %s as soon as it is chosen', async (_case, files, message) => {
    const { wire } = openWithPaidWithdrawal();
    const submit = await reportNotReceived();

    chooseProofs(files);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(submit);

    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(wire.callsTo(CONFIRM)).toHaveLength(0);
  });
});
