// The rows the load test's checks compare with what its clients were told (load/db-snapshot.ts), read
// through Prisma, so from PostgreSQL as well as SQLite: the cluster's database is no file to open.
import type { Db } from '../../server/src/db/client.ts';
import type { Snapshot } from '../load/db-snapshot.ts';

export async function readSnapshotThrough(db: Db, merchant: string, usernames: string[]): Promise<Snapshot> {
  const members = await db.member.findMany({
    where: { merchantCode: merchant, username: { in: usernames } },
    select: { id: true, username: true },
  });
  const memberId = { in: members.map((m) => m.id) };
  const [orders, rounds, wallets, negativeWallets] = await Promise.all([
    db.moneyOrder.findMany({
      where: { memberId },
      select: {
        referenceNo: true,
        memberId: true,
        type: true,
        status: true,
        amountMinor: true,
        fromWallet: true,
        toWallet: true,
      },
    }),
    db.gameRound.findMany({
      where: { memberId },
      select: { roundId: true, memberId: true, stakeMinor: true, winMinor: true, status: true },
    }),
    db.walletAccount.findMany({
      where: { memberId },
      select: { memberId: true, wallet: true, balanceMinor: true },
    }),
    db.walletAccount.count({ where: { isHouse: false, balanceMinor: { lt: 0n } } }),
  ]);
  return {
    memberIds: new Map(members.map((m) => [m.username, m.id])),
    orders: new Map(orders.map((o) => [o.referenceNo, o])),
    rounds: new Map(rounds.map((r) => [r.roundId, r])),
    wallets: wallets.map((w) => ({ ...w, memberId: w.memberId ?? 0 })),
    negativeWallets,
  };
}
