import { ORDER_STATUSES, ORDER_TYPES, WITHDRAW_STATUSES } from '@sim/shared/wps/cashier';
import { describe, expect, it } from 'vitest';
import { actionsFor, STATUS_COLORS } from './order-view';

describe('actionsFor', () => {
  it('lets an admin decide only a pending deposit', () => {
    expect(actionsFor({ type: 'DEPOSIT', status: 'PENDING' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ type: 'DEPOSIT', status: 'APPROVED' })).toEqual([]);
    expect(actionsFor({ type: 'DEPOSIT', status: 'REJECTED' })).toEqual([]);
  });

  it('follows the withdrawal state machine', () => {
    const allowed = Object.fromEntries(
      WITHDRAW_STATUSES.map((status) => [status, actionsFor({ type: 'WITHDRAW', status })]),
    );
    expect(allowed).toEqual({
      PENDING: ['pay', 'reject'],
      REJECTED: [],
      PAID: ['force'],
      RECEIVED: [],
      AUTO_RECEIVED: [],
      NOT_RECEIVED: ['proof', 'fully-paid', 'refund', 'force'],
      FULLY_PAID: [],
      REFUNDED: [],
      FORCED_RECEIVED: [],
    });
  });

  it('offers nothing on transfers, adjustments and bonuses', () => {
    for (const type of ORDER_TYPES.filter((t) => t !== 'DEPOSIT' && t !== 'WITHDRAW'))
      for (const status of ORDER_STATUSES) expect(actionsFor({ type, status })).toEqual([]);
  });

  it('has a colour for every status', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual([...new Set(ORDER_STATUSES)].sort());
  });
});
