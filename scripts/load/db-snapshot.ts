// The rows the checks compare with what the clients were told, read straight from the SQLite file
// (read-only) after the run: the load members' orders, rounds and wallets.
import Database from 'better-sqlite3';

export interface OrderRow {
  referenceNo: string;
  memberId: number;
  type: string;
  status: string;
  amountMinor: bigint;
  fromWallet: string | null;
  toWallet: string | null;
}

export interface RoundRow {
  roundId: string;
  memberId: number;
  stakeMinor: bigint;
  winMinor: bigint;
  status: string;
}

export interface WalletRow {
  memberId: number;
  wallet: string;
  balanceMinor: bigint;
}

/**
 * Credits the simulator pays on its own while the load runs (a VIP rank-up bonus, a referral reward, an
 * agent's salary): stored, never told to a load client, and part of the member's funds.
 */
export const HOUSE_CREDIT_TYPES: readonly string[] = ['BONUS', 'SALARY', 'DIVIDEND'];

export const isHouseCredit = (order: OrderRow) =>
  HOUSE_CREDIT_TYPES.includes(order.type) && order.status === 'SUCCESS';

/** The house credits a member was paid, in minor units. */
export function houseCreditsOf(snapshot: Snapshot, memberId: number): bigint {
  let total = 0n;
  for (const order of snapshot.orders.values())
    if (order.memberId === memberId && isHouseCredit(order)) total += order.amountMinor;
  return total;
}

export interface Snapshot {
  memberIds: Map<string, number>;
  orders: Map<string, OrderRow>;
  rounds: Map<string, RoundRow>;
  wallets: WalletRow[];
  /** member wallets below zero, anyone's */
  negativeWallets: number;
}

export function readSnapshot(dbFile: string, merchant: string, usernames: string[]): Snapshot {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    db.defaultSafeIntegers(true);
    const members = db
      .prepare(
        `SELECT id, username FROM Member WHERE merchantCode = ? AND username IN (SELECT value FROM json_each(?))`,
      )
      .all(merchant, JSON.stringify(usernames)) as { id: bigint; username: string }[];
    const ids = JSON.stringify(members.map((m) => Number(m.id)));
    const inMembers = 'memberId IN (SELECT value FROM json_each(?))';
    const orders = db
      .prepare(
        `SELECT referenceNo, memberId, type, status, amountMinor, fromWallet, toWallet FROM MoneyOrder WHERE ${inMembers}`,
      )
      .all(ids) as (OrderRow & { memberId: bigint })[];
    const rounds = db
      .prepare(`SELECT roundId, memberId, stakeMinor, winMinor, status FROM GameRound WHERE ${inMembers}`)
      .all(ids) as (RoundRow & { memberId: bigint })[];
    const wallets = db
      .prepare(`SELECT memberId, wallet, balanceMinor FROM WalletAccount WHERE ${inMembers}`)
      .all(ids) as (WalletRow & { memberId: bigint })[];
    const negative = db
      .prepare('SELECT COUNT(*) AS n FROM WalletAccount WHERE isHouse = 0 AND balanceMinor < 0')
      .get() as { n: bigint };
    return {
      memberIds: new Map(members.map((m) => [m.username, Number(m.id)])),
      orders: new Map(orders.map((o) => [o.referenceNo, { ...o, memberId: Number(o.memberId) }])),
      rounds: new Map(rounds.map((r) => [r.roundId, { ...r, memberId: Number(r.memberId) }])),
      wallets: wallets.map((w) => ({ ...w, memberId: Number(w.memberId) })),
      negativeWallets: Number(negative.n),
    };
  } finally {
    db.close();
  }
}
