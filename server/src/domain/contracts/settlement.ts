// Settlement on the simulated clock (a due-work job): every period of a live contract that has ended
// is claimed by INSERTing its SettlementPeriod row (UNIQUE contract + periodStart) together with the
// guarded move of the contract's cursor (`settledUntil`), in one transaction: a second process or
// timer that races it fails one or the other and leaves the period alone. Claimed periods are then
// paid one transaction each: the row moves CLAIMED -> PAID by a guarded UPDATE in the transaction
// that books the SALARY or DIVIDEND order (requestId `contract/<id>/<periodStart>`) from the house
// account to the agent's main wallet. A CLAIMED row a crash left behind is paid by the next run.
// A clock jump of a month catches up every missed period, in batches.
import { toMajor } from '@sim/shared/money';
import type { ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import type { Db } from '../../db/client.ts';
import { isDuplicateKey, retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { sqlOf } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { Contract, SettlementPeriod } from '../../generated/prisma/client.ts';
import { bookCredit } from '../cashier/adjustments.ts';
import { teamFigures } from './figures.ts';
import { LIVE_STATUSES } from './lifecycle.ts';
import { duePeriods } from './periods.ts';
import { anyClaimedPeriod, type SettlingCursor, settlingCursors } from './queries.ts';
import { applicableRate, payoutOf } from './tiers.ts';

export interface SettlementDeps {
  db: Db;
  clock: SimClock;
}

/** Periods claimed per transaction (a month of real-time salary is 8,640 periods). */
const BATCH = 2000;

/** Contracts that may have periods to settle: live ones, and ended ones not settled to their end. */
async function settlingContracts(db: Db) {
  const contracts = await db.contract.findMany({
    where: {
      startsAt: { not: null },
      OR: [{ status: { in: LIVE_STATUSES } }, { status: 'TERMINATED', endedAt: { not: null } }],
    },
    orderBy: { id: 'asc' },
  });
  return contracts.filter(
    (c) => c.status !== 'TERMINATED' || !c.settledUntil || (c.endedAt as Date) > c.settledUntil,
  );
}

/** Whether a settling contract's next period has ended by now (the test claimBatch makes first). */
function hasDuePeriod(cursor: SettlingCursor, now: Date): boolean {
  const { settledUntil, endedAt } = cursor;
  if (cursor.status === 'TERMINATED' && settledUntil && endedAt && endedAt <= settledUntil) return false;
  const from = settledUntil ?? cursor.startsAt;
  return duePeriods(cursor.kind, cursor.period, from, now, endedAt, 1).length > 0;
}

/** The timer's cheap look before a settlement run: a claimed period unpaid, or a period ended unclaimed? */
export async function periodsAreDue(deps: SettlementDeps): Promise<boolean> {
  if (await anyClaimedPeriod(sqlOf(deps.db))) return true;
  const now = deps.clock.now();
  return (await settlingCursors(sqlOf(deps.db))).some((cursor) => hasDuePeriod(cursor, now));
}

/** Claims the next batch of due periods of a contract; the rows claimed, or null when none is due. */
async function claimBatch(db: Db, contract: Contract, now: Date): Promise<number | null> {
  const kind = contract.kind as ContractKind;
  const startsAt = contract.startsAt as Date;
  const from = contract.settledUntil ?? startsAt;
  const windows = duePeriods(
    kind,
    contract.period as DividendPeriod | null,
    from,
    now,
    contract.endedAt,
    BATCH,
  );
  if (windows.length === 0) return null;
  const figures = await teamFigures(db, contract.downlineId, windows, startsAt, contract.endedAt);
  const tiers = contract.tiers as ContractTier[];
  const rows = windows.map((window, index) => {
    const period = figures[index] as (typeof figures)[number];
    const rate = applicableRate(kind, tiers, period);
    const amountMinor = payoutOf(kind, rate, period);
    return {
      contractId: contract.id,
      merchantCode: contract.merchantCode,
      kind,
      payeeId: contract.downlineId,
      periodStart: window.start,
      periodEnd: window.end,
      status: amountMinor > 0n ? 'CLAIMED' : 'PAID',
      activeMembers: period.activeMembers,
      validBetMinor: period.validBetMinor,
      profitLossMinor: period.profitLossMinor,
      rate,
      amountMinor,
      claimedAt: now,
      paidAt: amountMinor > 0n ? null : now,
    };
  });
  const end = (windows.at(-1) as (typeof windows)[number]).end;
  try {
    return await db.$transaction(async (tx) => {
      const cursor = await tx.contract.updateMany({
        where: { id: contract.id, settledUntil: contract.settledUntil },
        data: { settledUntil: end },
      });
      if (cursor.count === 0) return 0;
      await tx.settlementPeriod.createMany({ data: rows });
      return rows.length;
    });
  } catch (error) {
    if (isDuplicateKey(error)) return 0;
    throw error;
  }
}

/** Claims every due period of one contract; returns how many this run claimed. */
async function claimContract(db: Db, contract: Contract, now: Date) {
  let claimed = 0;
  let current: Contract | null = contract;
  while (current) {
    const batch = await claimBatch(db, current, now);
    if (batch === null) break;
    claimed += batch;
    // re-read: this run or another moved the cursor
    current = await db.contract.findUnique({ where: { id: contract.id } });
  }
  return claimed;
}

const payRequestId = (period: SettlementPeriod) =>
  `contract/${period.contractId}/${period.periodStart.getTime()}`;

/** Pays one claimed period; false when another run paid it first. */
function payPeriod(deps: SettlementDeps, period: SettlementPeriod): Promise<boolean> {
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      // the guarded UPDATE first: it takes the write lock and the period
      const taken = await tx.settlementPeriod.updateMany({
        where: { id: period.id, status: 'CLAIMED' },
        data: { status: 'PAID', paidAt: now },
      });
      if (taken.count === 0) return false;
      const type = period.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY';
      const { order } = await bookCredit(
        tx,
        type,
        {
          merchantCode: period.merchantCode,
          memberId: period.payeeId,
          amountMinor: period.amountMinor,
          reason: `${period.kind} contract #${period.contractId}: ${period.periodStart.toISOString()} - ${period.periodEnd.toISOString()}, ${toMajor(period.validBetMinor)} valid bet at ${period.rate}%`,
          requestId: payRequestId(period),
          details: {
            contractId: period.contractId,
            kind: period.kind,
            periodStart: period.periodStart.getTime(),
            periodEnd: period.periodEnd.getTime(),
          },
        },
        now,
      );
      await tx.settlementPeriod.update({
        where: { id: period.id },
        data: { referenceNo: order.referenceNo },
      });
      return true;
    }),
  );
}

/** Pays every CLAIMED period (this run's and any a crash left); returns how many it paid. */
export async function payClaimedPeriods(deps: SettlementDeps) {
  const claimed = await deps.db.settlementPeriod.findMany({
    where: { status: 'CLAIMED' },
    orderBy: { id: 'asc' },
  });
  let paid = 0;
  for (const period of claimed) if (await payPeriod(deps, period)) paid += 1;
  return paid;
}

/** Claims every ended period of every contract; returns how many this run claimed. */
export async function claimDuePeriods(deps: SettlementDeps): Promise<number> {
  const now = deps.clock.now();
  let claimed = 0;
  for (const contract of await settlingContracts(deps.db))
    claimed += await claimContract(deps.db, contract, now);
  return claimed;
}

/** The due-work job: claims every ended period, then pays what is claimed; returns the periods claimed. */
export async function settleDueContracts(deps: SettlementDeps): Promise<number> {
  const claimed = await claimDuePeriods(deps);
  await payClaimedPeriods(deps);
  return claimed;
}
