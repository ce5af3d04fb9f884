// Proof that the books balance: every account's balance equals the sum of its entries, every
// transaction sums to zero, the whole ledger sums to zero, and no member wallet is negative.
import { toMajor } from '@sim/shared/money';
import type { Db } from '../../db/client.ts';

export interface AuditReport {
  balanced: boolean;
  accounts: number;
  transactions: number;
  ledgerSum: number;
  memberFunds: number;
  mismatchedAccounts: { code: string; balance: number; entries: number }[];
  unbalancedTransactions: { idempotencyKey: string; sum: number }[];
  negativeWallets: { code: string; balance: number }[];
}

export async function auditLedger(db: Db): Promise<AuditReport> {
  const [accounts, sums, transactions, transactionSums] = await Promise.all([
    db.walletAccount.findMany({ select: { id: true, code: true, balanceMinor: true, isHouse: true } }),
    db.ledgerEntry.groupBy({ by: ['accountId'], _sum: { amountMinor: true } }),
    db.ledgerTransaction.count(),
    db.ledgerEntry.groupBy({ by: ['transactionId'], _sum: { amountMinor: true } }),
  ]);
  const entrySum = new Map(sums.map((s) => [s.accountId, s._sum.amountMinor ?? 0n]));
  const mismatchedAccounts = accounts
    .filter((a) => (entrySum.get(a.id) ?? 0n) !== a.balanceMinor)
    .map((a) => ({
      code: a.code,
      balance: toMajor(a.balanceMinor),
      entries: toMajor(entrySum.get(a.id) ?? 0n),
    }));
  const unbalancedIds = transactionSums.filter((t) => (t._sum.amountMinor ?? 0n) !== 0n);
  const unbalanced = await db.ledgerTransaction.findMany({
    where: { id: { in: unbalancedIds.map((t) => t.transactionId) } },
  });
  const negativeWallets = accounts
    .filter((a) => !a.isHouse && a.balanceMinor < 0n)
    .map((a) => ({ code: a.code, balance: toMajor(a.balanceMinor) }));
  const ledgerSum = [...entrySum.values()].reduce((sum, v) => sum + v, 0n);
  const memberFunds = accounts.filter((a) => !a.isHouse).reduce((sum, a) => sum + a.balanceMinor, 0n);
  return {
    balanced:
      mismatchedAccounts.length === 0 &&
      unbalanced.length === 0 &&
      negativeWallets.length === 0 &&
      ledgerSum === 0n,
    accounts: accounts.length,
    transactions,
    ledgerSum: toMajor(ledgerSum),
    memberFunds: toMajor(memberFunds),
    mismatchedAccounts,
    unbalancedTransactions: unbalanced.map((t) => ({
      idempotencyKey: t.idempotencyKey,
      sum: toMajor(unbalancedIds.find((u) => u.transactionId === t.id)?._sum.amountMinor ?? 0n),
    })),
    negativeWallets,
  };
}
