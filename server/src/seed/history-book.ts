// Writes a batch of past movements to the ledger the way post() would, in a few statements instead of
// eight per movement: each movement a balanced two-line transaction under its idempotency key, entries
// with the balance after them (in date order), account balances moved by the sum, and a member wallet
// never below zero (the batch is refused whole). For the seed's history only; live money uses post().
import type { Tx } from '../db/client.ts';
import { sqlIn } from '../db/sql.ts';
import {
  type AccountRef,
  ensureHouseAccount,
  ensureMemberWallet,
  insufficientFunds,
} from '../domain/wallet/ledger.ts';
import { bumpWinners } from '../domain/winners/big-win.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export interface Movement {
  idempotencyKey: string;
  kind: string;
  memo: string;
  postedAt: Date;
  from: AccountRef;
  to: AccountRef;
  amountMinor: bigint;
}

/** What a member's history writes, gathered first and written in a few batches (writeHistory). */
export interface HistoryBatch {
  rounds: Prisma.GameRoundCreateManyInput[];
  orders: Prisma.MoneyOrderCreateManyInput[];
  movements: Movement[];
}

interface Account {
  id: number;
  isHouse: boolean;
  balanceMinor: bigint;
  startMinor: bigint;
}

const refKey = (ref: AccountRef) =>
  'house' in ref ? `house/${ref.house}` : `member/${ref.memberId}/${ref.wallet}`;

async function accountsOf(tx: Tx, merchantCode: string, movements: Movement[]) {
  const accounts = new Map<string, Account>();
  for (const ref of movements.flatMap((m) => [m.from, m.to])) {
    const key = refKey(ref);
    if (accounts.has(key)) continue;
    const row =
      'house' in ref
        ? await ensureHouseAccount(tx, merchantCode, ref.house)
        : await ensureMemberWallet(tx, merchantCode, ref.memberId, ref.wallet);
    accounts.set(key, {
      id: row.id,
      isHouse: 'house' in ref,
      balanceMinor: row.balanceMinor,
      startMinor: row.balanceMinor,
    });
  }
  return accounts;
}

export async function writeHistory(tx: Tx, batch: HistoryBatch, merchantCode: string): Promise<void> {
  if (batch.movements.length === 0) return;
  const movements = [...batch.movements].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
  const accounts = await accountsOf(tx, merchantCode, movements);
  const created = await tx.ledgerTransaction.createManyAndReturn({
    data: movements.map(({ idempotencyKey, kind, memo, postedAt }) => ({
      idempotencyKey,
      kind,
      memo,
      postedAt,
    })),
    select: { id: true, idempotencyKey: true },
  });
  const idOf = new Map(created.map((t) => [t.idempotencyKey, t.id]));
  const entries: { transactionId: number; accountId: number; amountMinor: bigint; balanceAfter: bigint }[] =
    [];
  for (const move of movements) {
    for (const [ref, amountMinor] of [
      [move.from, -move.amountMinor],
      [move.to, move.amountMinor],
    ] as const) {
      const account = accounts.get(refKey(ref))!;
      account.balanceMinor += amountMinor;
      if (!account.isHouse && account.balanceMinor < 0n) throw insufficientFunds();
      entries.push({
        transactionId: idOf.get(move.idempotencyKey)!,
        accountId: account.id,
        amountMinor,
        balanceAfter: account.balanceMinor,
      });
    }
  }
  await tx.ledgerEntry.createMany({ data: entries });
  for (const account of accounts.values())
    await tx.walletAccount.update({
      where: { id: account.id },
      data: { balanceMinor: { increment: account.balanceMinor - account.startMinor } },
    });
  await tx.gameRound.createMany({ data: batch.rounds });
  await tx.moneyOrder.createMany({ data: batch.orders });
  // settled rounds on the winners board: its cached answers must see them
  await bumpWinners(sqlIn(tx));
}
