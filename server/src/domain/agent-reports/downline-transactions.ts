// Downline transaction details (agentDownlineTransactionDetailsCopy; GET /wps/report/downlineTransaction):
// the ledger entries of the team's wallets in the days, newest first, paged, with money in, money out
// and the net. Read from the team's wallet accounts (indexed by member) and their entries (by account).
import { toMajor } from '@sim/shared/money';
import type { DownlineTransaction, DownlineTransactionQuery } from '@sim/shared/wps/agent-reports';
import type { Db } from '../../db/client.ts';
import { fromSqlTime, toBigInt, toInt } from '../../db/sql-values.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { pageOf, pageWindow } from '../reports/paging.ts';
import { type Caller, namedDownline } from './caller.ts';
import { reportDays, resolvedRange } from './report-days.ts';

interface EntryRow {
  entryId: number;
  memberId: number;
  username: string;
  wallet: string;
  kind: string;
  memo: string | null;
  amountMinor: number | bigint;
  balanceAfter: number | bigint;
  postedAt: string | Date;
}

export async function downlineTransactions(
  db: Db,
  caller: Caller,
  query: DownlineTransactionQuery,
  now: Date,
): Promise<DownlineTransaction> {
  const memberId = await namedDownline(db, caller, query);
  const days = reportDays(query, now);
  const who =
    memberId === undefined
      ? Prisma.sql`a."memberId" IN (SELECT "descendantId" FROM "TeamLink" WHERE "ancestorId" = ${caller.memberId} AND "depth" > 0)`
      : Prisma.sql`a."memberId" = ${memberId}`;
  const from = Prisma.sql`
    FROM "WalletAccount" a
    JOIN "LedgerEntry" e ON e."accountId" = a."id"
    JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
    JOIN "Member" m ON m."id" = a."memberId"
    WHERE ${who} AND a."merchantCode" = ${caller.merchantCode} AND NOT a."isHouse"
      AND t."postedAt" BETWEEN ${days.start} AND ${days.end}
      ${query.kind ? Prisma.sql`AND t."kind" = ${query.kind}` : Prisma.empty}`;
  const { skip, take } = pageWindow(query);
  const [rows, [sum]] = await Promise.all([
    db.$queryRaw<EntryRow[]>`
      SELECT e."id" AS "entryId", a."memberId", m."username", a."wallet", t."kind", t."memo", e."amountMinor",
        e."balanceAfter", t."postedAt"
      ${from}
      ORDER BY t."postedAt" DESC, e."id" DESC LIMIT ${take} OFFSET ${skip}`,
    db.$queryRaw<{ n: number | bigint; moneyIn: unknown; moneyOut: unknown }[]>`
      SELECT count(*) AS "n", sum(CASE WHEN e."amountMinor" > 0 THEN e."amountMinor" ELSE 0 END) AS "moneyIn",
        sum(CASE WHEN e."amountMinor" < 0 THEN -e."amountMinor" ELSE 0 END) AS "moneyOut"
      ${from}`,
  ]);
  const moneyIn = toBigInt(sum?.moneyIn);
  const moneyOut = toBigInt(sum?.moneyOut);
  return {
    ...resolvedRange(days),
    list: rows.map((r) => ({
      entryId: Number(r.entryId),
      memberId: Number(r.memberId),
      username: r.username,
      wallet: r.wallet,
      kind: r.kind,
      memo: r.memo,
      amount: toMajor(toBigInt(r.amountMinor)),
      balanceAfter: toMajor(toBigInt(r.balanceAfter)),
      time: fromSqlTime(r.postedAt).getTime(),
    })),
    ...pageOf(toInt(sum?.n), query),
    summary: { moneyIn: toMajor(moneyIn), moneyOut: toMajor(moneyOut), net: toMajor(moneyIn - moneyOut) },
  };
}
