// Redeeming goods with points (spec section 4): IN_PROCESS (points and stock taken at once, in one
// transaction) -> APPROVED by the back office, or REJECTED (points and stock given back). Stock and
// points are both taken by guarded UPDATEs, so concurrent redeems never oversell nor overdraw; a
// retry with the same requestId answers the first redeem.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@sim/shared/languages';
import type { RedeemPointReward, RedeemRecord, RedeemStatus } from '@sim/shared/relay/mcs2';
import type { Db, Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError, RequestRefused } from '../../foundation/errors.ts';
import type { PointRedeem } from '../../generated/prisma/client.ts';
import { requirePaymentPassword } from '../cashier/payment-password.ts';
import { goodsText, namesOf } from './goods.ts';
import { postPoints } from './point-book.ts';
import { validBetMinor } from './standing.ts';
import { pointsOf } from './units.ts';

export interface PointDeps {
  db: Db;
  clock: SimClock;
}

/** e.g. PR261122-9F3A1C07B2: the simulated day and 40 random bits. */
function newRedeemNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `PR${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function toWireRedeem(redeem: PointRedeem): RedeemRecord {
  return {
    redeemNo: redeem.redeemNo,
    rewardId: redeem.goodsId,
    rewardName: redeem.rewardName,
    quantity: redeem.quantity,
    points: pointsOf(redeem.pointsCenti),
    status: redeem.status as RedeemStatus,
    applyTime: redeem.appliedAt.getTime(),
    decideTime: redeem.decidedAt?.getTime() ?? null,
    remark: redeem.remark,
    decisionRemark: redeem.decisionRemark,
  };
}

async function replayOf(tx: Tx, memberId: number, requestId: string, request: RedeemPointReward) {
  const existing = await tx.pointRedeem.findUnique({
    where: { memberId_requestId: { memberId, requestId } },
  });
  if (existing && (existing.goodsId !== request.rewardId || existing.quantity !== request.quantity))
    throw PlatformError.of('requestIdConflict');
  return existing;
}

/** Takes the stock, unless the goods are closed or too few are left. */
async function takeStock(tx: Tx, merchantCode: string, request: RedeemPointReward) {
  const goods = await tx.pointGoods.findFirst({ where: { id: request.rewardId, merchantCode } });
  if (!goods) throw PlatformError.of('pointRewardNotFound');
  if (goods.closed) throw PlatformError.of('pointRewardUnavailable');
  const taken = await tx.pointGoods.updateMany({
    where: { id: goods.id, closed: false, available: { gte: request.quantity } },
    data: { available: { decrement: request.quantity } },
  });
  if (taken.count === 0) throw PlatformError.of('pointRewardSoldOut');
  return goods;
}

export async function redeemPointReward(
  deps: PointDeps,
  merchantCode: string,
  memberId: number,
  language: Language,
  request: RedeemPointReward,
) {
  await requirePaymentPassword(deps, memberId, request.paymentPassword);
  const requestId = request.requestId ?? randomUUID();
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const replay = await replayOf(tx, memberId, requestId, request);
      if (replay) return { redeem: replay, replayed: true };
      const goods = await takeStock(tx, merchantCode, request);
      if ((await validBetMinor(tx, memberId)) < goods.amountRequirementMinor)
        throw PlatformError.of('pointAmountRequirement');
      const redeem = await tx.pointRedeem.create({
        data: {
          redeemNo: newRedeemNo(now),
          merchantCode,
          memberId,
          requestId,
          goodsId: goods.id,
          rewardName: goodsText(namesOf(goods), language),
          quantity: request.quantity,
          pointsCenti: goods.pointsCenti * BigInt(request.quantity),
          status: 'IN_PROCESS',
          remark: request.remark ?? null,
          appliedAt: now,
        },
      });
      await postPoints(tx, {
        merchantCode,
        memberId,
        idempotencyKey: `redeem/${redeem.redeemNo}/take`,
        type: 'REDEEM',
        changeCenti: -redeem.pointsCenti,
        remark: `${redeem.rewardName} x ${redeem.quantity} (${redeem.redeemNo})`,
        postedAt: now,
      });
      return { redeem, replayed: false };
    }),
  );
}

export type RedeemDecision = 'APPROVED' | 'REJECTED';

/**
 * The back office's word on a redeem, guarded in the UPDATE so two deciders cannot both win; asking
 * for the state it is already in answers it again and changes nothing. A rejection gives the points
 * and the stock back.
 */
export async function decideRedeem(
  deps: PointDeps,
  merchantCode: string,
  redeemNo: string,
  decision: RedeemDecision,
  remark: string | undefined,
) {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const redeem = await tx.pointRedeem.findFirst({ where: { redeemNo, merchantCode } });
    if (!redeem) throw new RequestRefused('missing', `No redeem ${redeemNo} at ${merchantCode}`);
    if (redeem.status === decision) return { redeem, replayed: true };
    const moved = await tx.pointRedeem.updateMany({
      where: { redeemNo, status: 'IN_PROCESS' },
      data: { status: decision, decidedAt: now, decisionRemark: remark ?? null },
    });
    if (moved.count === 0)
      throw new RequestRefused('conflict', `The redeem is ${redeem.status}: it cannot become ${decision}`);
    if (decision === 'REJECTED') {
      await postPoints(tx, {
        merchantCode,
        memberId: redeem.memberId,
        idempotencyKey: `redeem/${redeemNo}/refund`,
        type: 'REDEEM_REFUND',
        changeCenti: redeem.pointsCenti,
        remark: `${redeem.rewardName} x ${redeem.quantity} rejected (${redeemNo})`,
        postedAt: now,
      });
      await tx.pointGoods.update({
        where: { id: redeem.goodsId },
        data: { available: { increment: redeem.quantity } },
      });
    }
    return { redeem: await tx.pointRedeem.findUniqueOrThrow({ where: { redeemNo } }), replayed: false };
  });
}
