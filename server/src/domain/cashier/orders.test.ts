// Orders in plain SQL (order-rows.ts): what they write is what Prisma reads back, replays and guarded
// state changes behave as before, and an order never outlives a failed posting of its transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { backToSeed, createTestApp, MERCHANT, type TestApp } from '../../test/harness.ts';
import { findOrderWithUsername, type NewOrder, placeOrderSql, transitionSql } from './orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const MEMBER = 1001;
const appliedAt = new Date('2026-11-20T10:15:30.123Z');
const withdrawal = (requestId: string, amountMinor = 12_345n): NewOrder => ({
  merchantCode: MERCHANT,
  memberId: MEMBER,
  requestId,
  type: 'WITHDRAW',
  status: 'PENDING',
  amountMinor,
  fromWallet: 'MAIN',
  channel: 'BKASH',
  details: { bankCode: 'BKASH', accountNo: '01712345678', note: 'ক' },
  appliedAt,
  dueAt: new Date('2026-11-20T10:45:30.123Z'),
});
const place = (order: NewOrder, effects?: () => Promise<unknown>) =>
  sqlTransaction(t.db, (sql) => placeOrderSql(sql, order, effects));
const ordersOf = (requestId: string) => t.db.moneyOrder.count({ where: { memberId: MEMBER, requestId } });

describe('money orders in plain SQL', () => {
  it('write every column as Prisma reads it back', async () => {
    const { order, replayed } = await place(withdrawal('r-1'));
    expect(replayed).toBe(false);
    const read = await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } });
    expect(read).toEqual(order);
    expect(read.details).toEqual({ bankCode: 'BKASH', accountNo: '01712345678', note: 'ক' });
    expect(read.appliedAt).toEqual(appliedAt);
    expect(order.referenceNo).toMatch(/^W261120-[0-9A-F]{10}$/);
    const listed = await findOrderWithUsername(t.db, order.referenceNo);
    expect(listed).toEqual({ ...order, member: { username: expect.any(String) } });
  });

  it('answer a replay with the first order and run its effects once; refuse a different request under the same id', async () => {
    let effects = 0;
    const first = await place(withdrawal('r-2'), async () => effects++);
    const again = await place(withdrawal('r-2'), async () => effects++);
    expect(again).toEqual({ order: first.order, replayed: true });
    expect(effects).toBe(1);
    await expect(place(withdrawal('r-2', 1n))).rejects.toMatchObject({ errorCode: 'REQUEST_ID_CONFLICT' });
    expect(await ordersOf('r-2')).toBe(1);
  });

  it('leave no order behind when its effects fail (one transaction)', async () => {
    await expect(
      place(withdrawal('r-3'), async () => {
        throw PlatformError.of('insufficientBalance');
      }),
    ).rejects.toBeInstanceOf(PlatformError);
    expect(await ordersOf('r-3')).toBe(0);
  });

  it('move an order only from the states the step allows, once; the state it is in answers again', async () => {
    const { order } = await place(withdrawal('r-4'));
    const at = new Date('2026-11-20T11:00:00.000Z');
    const pay = {
      type: 'WITHDRAW' as const,
      from: ['PENDING' as const],
      to: 'PAID' as const,
      at,
      remark: 'sent',
    };
    let effects = 0;
    const paid = await sqlTransaction(t.db, (sql) =>
      transitionSql(sql, order.referenceNo, pay, async () => effects++),
    );
    expect(paid.replayed).toBe(false);
    expect(paid.order).toMatchObject({ status: 'PAID', decidedAt: at, dueAt: null, remark: 'sent' });
    expect(paid.order.details).toEqual(order.details);
    expect(await t.db.moneyOrder.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } })).toEqual(
      paid.order,
    );
    const twice = await sqlTransaction(t.db, (sql) =>
      transitionSql(sql, order.referenceNo, pay, async () => effects++),
    );
    expect(twice).toEqual({ order: paid.order, replayed: true });
    expect(effects).toBe(1);
    const reject = { ...pay, to: 'REJECTED' as const };
    await expect(
      sqlTransaction(t.db, (sql) => transitionSql(sql, order.referenceNo, reject)),
    ).rejects.toMatchObject({ errorCode: 'ORDER_STATUS_INVALID' });
    await expect(
      sqlTransaction(t.db, (sql) => transitionSql(sql, order.referenceNo, { ...pay, type: 'DEPOSIT' })),
    ).rejects.toMatchObject({ errorCode: 'ORDER_NOT_FOUND' });
  });
});
