// The points ledger: every change of a member's points is one PointEntry, applied at most once per
// idempotency key, in the caller's transaction. A debit is guarded in the UPDATE, so concurrent
// redeems and conversions can never take the balance below zero.
import type { PointEntryType } from '@sim/shared/relay/mcs2';
import type { Db, Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';

export interface PointPosting {
  merchantCode: string;
  memberId: number;
  idempotencyKey: string;
  type: PointEntryType;
  /** positive credits, negative debits */
  changeCenti: bigint;
  remark: string;
  postedAt: Date;
}

const ensureAccount = (tx: Tx, merchantCode: string, memberId: number) =>
  tx.pointAccount.upsert({ where: { memberId }, create: { memberId, merchantCode }, update: {} });

/** Applies the posting once; a replay of its key answers the first entry and changes nothing. */
export async function postPoints(tx: Tx, posting: PointPosting) {
  const existing = await tx.pointEntry.findUnique({ where: { idempotencyKey: posting.idempotencyKey } });
  if (existing) return { entry: existing, replayed: true };
  await ensureAccount(tx, posting.merchantCode, posting.memberId);
  const guard = posting.changeCenti < 0n ? { balanceCenti: { gte: -posting.changeCenti } } : {};
  const moved = await tx.pointAccount.updateMany({
    where: { memberId: posting.memberId, ...guard },
    data: { balanceCenti: { increment: posting.changeCenti } },
  });
  if (moved.count === 0) throw PlatformError.of('pointsInsufficient');
  const account = await tx.pointAccount.findUniqueOrThrow({ where: { memberId: posting.memberId } });
  const entry = await tx.pointEntry.create({
    data: {
      idempotencyKey: posting.idempotencyKey,
      merchantCode: posting.merchantCode,
      memberId: posting.memberId,
      type: posting.type,
      changeCenti: posting.changeCenti,
      balanceAfterCenti: account.balanceCenti,
      remark: posting.remark,
      postedAt: posting.postedAt,
    },
  });
  return { entry, replayed: false };
}

export async function pointBalanceCenti(db: Db | Tx, memberId: number): Promise<bigint> {
  const account = await db.pointAccount.findUnique({ where: { memberId } });
  return account?.balanceCenti ?? 0n;
}
