// The settlement timer's cheap looks in plain SQL (db/sql.ts): the due-work loop asks them every
// second, before any settlement runs. Nothing here writes. Who writes what it reads: Contract, Prisma
// (lifecycle.ts; settlement.ts moves the settledUntil cursor); SettlementPeriod, Prisma (settlement.ts).
import type { ContractKind, DividendPeriod } from '@sim/shared/relay/contracts';
import type { Sql } from '../../db/sql.ts';
import { fromSqlTime } from '../../db/sql-values.ts';
import { LIVE_STATUSES } from './lifecycle.ts';

const ANY_CLAIMED_PERIOD = `SELECT 1 AS "due" FROM "SettlementPeriod" WHERE "status" = 'CLAIMED' LIMIT 1`;
const SETTLING_CURSORS = `SELECT "kind", "period", "startsAt", "settledUntil", "endedAt", "status" FROM "Contract"
  WHERE "startsAt" IS NOT NULL AND ("status" IN (${LIVE_STATUSES.map(() => '?').join(', ')})
    OR ("status" = 'TERMINATED' AND "endedAt" IS NOT NULL))`;

/** Whether a claimed period waits to be paid. */
export async function anyClaimedPeriod(sql: Sql): Promise<boolean> {
  return (await sql.one(ANY_CLAIMED_PERIOD)) !== undefined;
}

/** Where a contract that may settle stands: its kind, its period, and how far it is settled. */
export interface SettlingCursor {
  kind: ContractKind;
  period: DividendPeriod | null;
  status: string;
  startsAt: Date;
  settledUntil: Date | null;
  endedAt: Date | null;
}

const timeOrNull = (value: unknown) => (value === null || value === undefined ? null : fromSqlTime(value));

/** The started contracts that are live, or terminated with an end: the ones that may have periods to settle. */
export async function settlingCursors(sql: Sql): Promise<SettlingCursor[]> {
  const rows = await sql.all(SETTLING_CURSORS, ...LIVE_STATUSES);
  return rows.map((row) => ({
    kind: row.kind as ContractKind,
    period: row.period as DividendPeriod | null,
    status: String(row.status),
    startsAt: fromSqlTime(row.startsAt),
    settledUntil: timeOrNull(row.settledUntil),
    endedAt: timeOrNull(row.endedAt),
  }));
}
