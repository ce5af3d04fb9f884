// MoneyOrder rows in plain SQL (db/sql.ts): the money paths place and move orders in the same
// plain-SQL transaction as their ledger postings, one transaction per movement, instead of paying
// Prisma's query layer (about a millisecond of CPU a query) several times over. The rows come back
// in Prisma's own shape, so everything past this file keeps using the MoneyOrder type. Who writes
// MoneyOrder: this file (every order the server places or moves) and the seed's history (Prisma).
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import { type Sql, type SqlValue, stampNow } from '../../db/sql.ts';
import { fromSqlJson, fromSqlTime, toBigInt, toInt } from '../../db/sql-values.ts';
import type { MoneyOrder, Prisma } from '../../generated/prisma/client.ts';

const COLUMN_NAMES = [
  'id',
  'referenceNo',
  'merchantCode',
  'memberId',
  'requestId',
  'type',
  'status',
  'amountMinor',
  'fromWallet',
  'toWallet',
  'channel',
  'remark',
  'details',
  'appliedAt',
  'decidedAt',
  'dueAt',
  'createdAt',
  'updatedAt',
] as const;
/** the columns to select, of the table named `alias` in a join */
const columnsOf = (alias?: string) =>
  COLUMN_NAMES.map((name) => (alias ? `${alias}."${name}"` : `"${name}"`)).join(', ');
const COLUMNS = columnsOf();

type OrderRow = Record<keyof MoneyOrder, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const time = (value: unknown) => (value === null || value === undefined ? null : fromSqlTime(value));
/** Json columns are stored as their JSON text */
const json = (value: Prisma.InputJsonValue | undefined) =>
  value === undefined ? null : JSON.stringify(value);

function toMoneyOrder(row: OrderRow): MoneyOrder {
  return {
    id: toInt(row.id),
    referenceNo: String(row.referenceNo),
    merchantCode: String(row.merchantCode),
    memberId: toInt(row.memberId),
    requestId: String(row.requestId),
    type: String(row.type),
    status: String(row.status),
    amountMinor: toBigInt(row.amountMinor),
    fromWallet: text(row.fromWallet),
    toWallet: text(row.toWallet),
    channel: text(row.channel),
    remark: text(row.remark),
    details: row.details === null || row.details === undefined ? null : fromSqlJson(row.details),
    appliedAt: fromSqlTime(row.appliedAt),
    decidedAt: time(row.decidedAt),
    dueAt: time(row.dueAt),
    createdAt: fromSqlTime(row.createdAt),
    updatedAt: fromSqlTime(row.updatedAt),
  };
}

const orderOrNull = (row: OrderRow | undefined) => (row ? toMoneyOrder(row) : null);

export const orderByRequest = async (sql: Sql, memberId: number, requestId: string) =>
  orderOrNull(
    await sql.one<OrderRow>(
      `SELECT ${COLUMNS} FROM "MoneyOrder" WHERE "memberId" = ? AND "requestId" = ?`,
      memberId,
      requestId,
    ),
  );

export const orderByReference = async (sql: Sql, referenceNo: string) =>
  orderOrNull(
    await sql.one<OrderRow>(`SELECT ${COLUMNS} FROM "MoneyOrder" WHERE "referenceNo" = ?`, referenceNo),
  );

/** The order with its member's username, as the back office lists it. */
export async function orderWithUsername(sql: Sql, referenceNo: string) {
  const row = await sql.one<OrderRow & { username: unknown }>(
    `SELECT ${columnsOf('o')}, m."username" ` +
      'FROM "MoneyOrder" o JOIN "Member" m ON m."id" = o."memberId" WHERE o."referenceNo" = ?',
    referenceNo,
  );
  return row ? { ...toMoneyOrder(row), member: { username: String(row.username) } } : null;
}

export interface OrderValues {
  referenceNo: string;
  merchantCode: string;
  memberId: number;
  requestId: string;
  type: OrderType;
  status: OrderStatus;
  amountMinor: bigint;
  fromWallet?: string;
  toWallet?: string;
  channel?: string;
  remark?: string;
  details?: Prisma.InputJsonValue;
  appliedAt: Date;
  dueAt: Date | null;
}

export async function insertOrder(sql: Sql, order: OrderValues): Promise<MoneyOrder> {
  const now = stampNow();
  return toMoneyOrder(
    (await sql.one<OrderRow>(
      'INSERT INTO "MoneyOrder" ("referenceNo", "merchantCode", "memberId", "requestId", "type", "status", ' +
        '"amountMinor", "fromWallet", "toWallet", "channel", "remark", "details", "appliedAt", "dueAt", "createdAt", "updatedAt") ' +
        `VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      order.referenceNo,
      order.merchantCode,
      order.memberId,
      order.requestId,
      order.type,
      order.status,
      order.amountMinor,
      order.fromWallet ?? null,
      order.toWallet ?? null,
      order.channel ?? null,
      order.remark ?? null,
      json(order.details),
      order.appliedAt,
      order.dueAt,
      now,
      now,
    )) as OrderRow,
  );
}

export interface StatusChange {
  from: readonly OrderStatus[];
  to: OrderStatus;
  at: Date;
  dueAt: Date | null;
  /** undefined: unchanged */
  remark?: string;
  /** undefined: unchanged */
  details?: Prisma.InputJsonValue;
}

/** The order moved to `to` if it was in one of the `from` states (the guard two deciders race on); null if not. */
export async function changeStatus(
  sql: Sql,
  referenceNo: string,
  change: StatusChange,
): Promise<MoneyOrder | null> {
  const placeholders = change.from.map(() => '?').join(', ');
  const params: SqlValue[] = [
    change.to,
    change.at,
    change.dueAt,
    change.remark ?? null,
    json(change.details),
    stampNow(),
    referenceNo,
    ...change.from,
  ];
  return orderOrNull(
    await sql.one<OrderRow>(
      'UPDATE "MoneyOrder" SET "status" = ?, "decidedAt" = ?, "dueAt" = ?, "remark" = COALESCE(?, "remark"), ' +
        '"details" = COALESCE(?, "details"), "updatedAt" = ? ' +
        `WHERE "referenceNo" = ? AND "status" IN (${placeholders}) RETURNING ${COLUMNS}`,
      ...params,
    ),
  );
}

/** How many orders of a member match: of a type, in a status (or any), applied since a moment (or ever). */
export async function countOrders(
  sql: Sql,
  where: { memberId: number; type: OrderType; status?: OrderStatus; appliedSince?: Date; notId?: number },
): Promise<number> {
  const conditions = ['"memberId" = ?', '"type" = ?'];
  const params: SqlValue[] = [where.memberId, where.type];
  if (where.status !== undefined) {
    conditions.push('"status" = ?');
    params.push(where.status);
  }
  if (where.appliedSince !== undefined) {
    conditions.push('"appliedAt" >= ?');
    params.push(where.appliedSince);
  }
  if (where.notId !== undefined) {
    conditions.push('"id" <> ?');
    params.push(where.notId);
  }
  const row = await sql.one<{ n: unknown }>(
    `SELECT COUNT(*) AS "n" FROM "MoneyOrder" WHERE ${conditions.join(' AND ')}`,
    ...params,
  );
  return toInt(row?.n);
}

const ANY_DUE_ORDER = `SELECT 1 AS "due" FROM "MoneyOrder" WHERE "status" IN ('PENDING', 'PAID') AND "dueAt" <= ? LIMIT 1`;

/** Whether any order's automatic step (sweeper.ts) is due by `now`: one read of the (status, dueAt) index. */
export async function anyOrderDue(sql: Sql, now: Date): Promise<boolean> {
  return (await sql.one(ANY_DUE_ORDER, now)) !== undefined;
}
