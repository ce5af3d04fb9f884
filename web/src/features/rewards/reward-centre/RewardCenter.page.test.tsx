import type { SpinResult, Ticket } from '@sim/shared/relay/promofe';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { centrePage, openMemberCentre } from '../../../test/member-centre';
import { envelope, failure } from '../../../test/wire-mock';

const SPIN = '/wps/relay/PROMOFE_spinSlotMachine';
const CLAIM = '/wps/relay/PROMOFE_claimTicket';

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    transactionId: 'TK1',
    type: 'SLOT_MACHINE',
    status: 'AVAILABLE',
    conditionStatus: [],
    promotionId: 5,
    promotionTitle: 'Lucky slots',
    prizes: [
      { label: '৳ 50', rewardType: 'CASH', amount: 50, weight: 1 },
      { label: 'Try again', rewardType: 'NONE', amount: 0, weight: 3 },
    ],
    spinsTotal: 2,
    spinsUsed: 0,
    spins: [],
    rewardAmount: 0,
    issueTime: 1,
    expireTime: null,
    claimTime: null,
    ...overrides,
  };
}

function spinResult(after: Ticket, won: boolean, paidAmount = 0): SpinResult {
  const spin = {
    prizeIndex: won ? 0 : 1,
    rewardType: won ? ('CASH' as const) : ('NONE' as const),
    rewardAmount: won ? 50 : 0,
    label: won ? '৳ 50' : 'Try again',
    reels: won ? ['🍒', '🍒', '🍒'] : ['🍒', '🔔', '💎'],
  };
  return {
    transactionId: after.transactionId,
    rewardType: spin.rewardType,
    rewardAmount: spin.rewardAmount,
    spin,
    paidAmount,
    ticket: after,
  };
}

/** Someone who asks for less motion sees each outcome at once: the tests need not wait for the reels. */
function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion'),
  });
}

const routes = (tickets: Ticket[]) => ({
  'GET /wps/relay/PROMOFE_getClaimTicketList': envelope(tickets),
  'GET /wps/relay/MCSFE_getClaimPromotion': envelope([]),
});

describe('the reward centre', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    preferReducedMotion();
  });

  it('spins a slot machine ticket, and its last spin is the claim that pays', async () => {
    const first = ticket();
    const afterOne = ticket({ spinsUsed: 1 });
    const afterTwo = ticket({ spinsUsed: 2, status: 'CLAIMED', rewardAmount: 50 });
    const { wire } = openMemberCentre('rewardCenter', {
      ...routes([first]),
      [`POST ${SPIN}`]: envelope(spinResult(afterOne, false)),
      [`POST ${CLAIM}`]: envelope(spinResult(afterTwo, true, 50)),
    });
    await centrePage('rewardCenter');

    fireEvent.click(await screen.findByTestId('ticket-spin'));
    expect((await screen.findByTestId('spin-result')).dataset.reward).toBe('NONE');
    expect(screen.getByTestId('ticket-spins-left').textContent).toBe('Spins left: 1');

    fireEvent.click(screen.getByTestId('ticket-spin'));
    await waitFor(() => expect(screen.getByTestId('spin-result').dataset.reward).toBe('CASH'));
    expect(screen.getByTestId('spin-result').textContent).toContain('You won ৳ 50!');
    expect(screen.getByTestId('spin-paid').textContent).toBe('৳ 50.00 was paid to your wallet.');
    expect((screen.getByTestId('ticket-spin') as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(wire.callsTo(SPIN)[0]?.body ?? '{}')).toEqual({ transactionId: 'TK1', isApp: 'N' });
    expect(wire.callsTo(CLAIM)).toHaveLength(1);
    // two spins through the member centre: slow on a busy machine
  }, 15_000);

  it('turns a prize wheel once, through the claim', async () => {
    const wheel = ticket({ transactionId: 'TW1', type: 'PRIZE_WHEEL', spinsTotal: 1 });
    const { wire } = openMemberCentre('rewardCenter', {
      ...routes([wheel]),
      [`POST ${CLAIM}`]: envelope(spinResult({ ...wheel, spinsUsed: 1, status: 'CLAIMED' }, true, 50)),
    });

    fireEvent.click(await screen.findByTestId('ticket-spin'));

    expect((await screen.findByTestId('spin-result')).dataset.reward).toBe('CASH');
    expect(screen.getByTestId('prize-wheel').dataset.phase).toBe('landed');
    expect(wire.callsTo(SPIN)).toHaveLength(0);
  });

  it('says why a spin was refused', async () => {
    openMemberCentre('rewardCenter', {
      ...routes([ticket()]),
      [`POST ${SPIN}`]: failure('TICKET_NOT_AVAILABLE', 'This ticket has been used or has expired'),
    });

    fireEvent.click(await screen.findByTestId('ticket-spin'));

    expect(await screen.findByText('This ticket has been used or has expired')).toBeTruthy();
    expect(screen.queryByTestId('spin-result')).toBeNull();
  });

  it('shows an empty reward centre as such', async () => {
    openMemberCentre('rewardCenter', routes([]));
    expect(await screen.findByTestId('tickets-empty')).toBeTruthy();
  });
});
