import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../../test/render';
import { mockAdminApi } from '../../../test/trpc-mock';
import { PersonaActions } from '../PersonaActions';

const cards = {
  username: 'demo01',
  payeeName: 'Demo Member',
  maxCards: 5,
  cards: [
    {
      bankCardId: 7,
      bankCode: 'BKASH',
      bankName: 'bKash',
      accountNo: '01799887766',
      accountName: 'Demo Member',
      branch: null,
      createTime: 0,
    },
  ],
};
const questions = {
  username: 'demo01',
  isSet: true,
  required: 3,
  questions: [{ questionId: 1, question: 'What is the name of your first school?' }],
};
const lock = {
  wallet: 'PG',
  lockId: 3,
  lock_status: 1,
  turnoverRequired: 500,
  turnoverAchieved: 120,
  current_to_required: 380,
  reason: 'Welcome bonus turnover',
  startTime: 0,
  liftTime: null,
};

describe('MemberMoneyModal', () => {
  it("shows a persona's cards in full, answered questions and locks; removes a card and lifts a lock", async () => {
    const api = mockAdminApi({
      'bankCards.list': () => cards,
      'bankCards.remove': () => ({ ...cards, cards: [] }),
      'securityQuestions.get': () => questions,
      'walletLocks.list': () => ({ username: 'demo01', locks: [lock] }),
      'walletLocks.lift': () => ({ ...lock, lock_status: 0, current_to_required: 0 }),
    });
    renderInPanel(<PersonaActions username="demo01" locked={false} pinLocked={false} />);
    fireEvent.click(screen.getByTestId('persona-money-demo01'));

    expect(await screen.findByText('01799887766')).toBeTruthy();
    expect(await screen.findByText('1. What is the name of your first school?')).toBeTruthy();
    expect(await screen.findByText('Welcome bonus turnover')).toBeTruthy();

    fireEvent.click(screen.getByTestId('member-money-remove-card-7'));
    fireEvent.click(screen.getByTestId('member-money-lift-3'));
    await waitFor(() => expect(api.inputsOf('walletLocks.lift')).toHaveLength(1));
    expect(api.inputsOf('bankCards.remove')).toEqual([
      { merchant: 'sim001', username: 'demo01', bankCardId: 7 },
    ]);
    expect(api.inputsOf('walletLocks.lift')).toEqual([{ merchant: 'sim001', username: 'demo01', lockId: 3 }]);
  });

  it('reads nothing until it is opened', () => {
    const api = mockAdminApi({});
    renderInPanel(<PersonaActions username="demo01" locked={false} pinLocked={false} />);
    expect(api.calls).toEqual([]);
  });
});
