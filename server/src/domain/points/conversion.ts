// Points into money (passwordCheck/MCS2_convertPoint): the points leave the points ledger and the
// money comes from the merchant's POINT_CONVERSION house account into the main wallet, as one
// POINT_CONVERSION order in the account record, in one transaction. A retry with the same requestId
// answers the first conversion and moves nothing.
import { toMajor } from '@sim/shared/money';
import type { ConvertPoint, ConvertResult } from '@sim/shared/relay/mcs2';
import { PlatformError } from '../../foundation/errors.ts';
import { bookWithBalance } from '../cashier/adjustments.ts';
import { requirePaymentPassword } from '../cashier/payment-password.ts';
import { pointBalanceCenti, postPoints } from './point-book.ts';
import type { PointDeps } from './redeems.ts';
import { pointSettings } from './settings.ts';
import { centiOf, pointsOf } from './units.ts';

/** Money in minor units for points in hundredths, rounded down. */
export const convertedMinor = (pointsCenti: bigint, pointsPerUnit: number): bigint =>
  BigInt(Math.floor(Number(pointsCenti) / pointsPerUnit + 1e-9));

export async function convertPoints(
  deps: PointDeps,
  merchantCode: string,
  memberId: number,
  request: ConvertPoint,
): Promise<ConvertResult> {
  const settings = await pointSettings(deps.db, merchantCode);
  if (!settings.conversionEnabled) throw PlatformError.of('pointConversionDisabled');
  const pointsCenti = centiOf(request.points);
  const amountMinor = convertedMinor(pointsCenti, settings.pointsPerUnit);
  if (request.points < settings.minConvertPoints || amountMinor <= 0n)
    throw PlatformError.of('pointConversionBelowMinimum', {
      message: `A conversion takes at least ${settings.minConvertPoints} points`,
    });
  await requirePaymentPassword(deps, memberId, request.paymentPassword);
  const booked = await bookWithBalance(
    deps,
    'POINT_CONVERSION',
    {
      merchantCode,
      memberId,
      amountMinor,
      reason: `${request.points} points converted`,
      requestId: request.requestId,
      details: { points: request.points, pointsPerUnit: settings.pointsPerUnit },
    },
    (tx, order, now) =>
      postPoints(tx, {
        merchantCode,
        memberId,
        idempotencyKey: `order/${order.referenceNo}/points`,
        type: 'CONVERT',
        changeCenti: -pointsCenti,
        remark: `converted into ${toMajor(amountMinor)} (${order.referenceNo})`,
        postedAt: now,
      }),
  );
  const taken = (booked.order.details as { points?: number } | null)?.points ?? request.points;
  return {
    referenceNo: booked.order.referenceNo,
    points: taken,
    amount: toMajor(booked.order.amountMinor),
    pointBalance: pointsOf(await pointBalanceCenti(deps.db, memberId)),
    balance: toMajor(booked.balanceMinor),
    replayed: booked.replayed,
  };
}
