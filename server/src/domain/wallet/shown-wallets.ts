// The wallets a member is shown and what they hold: the merchant's offer (MAIN alone on a single-wallet
// merchant, else MAIN and one per vendor) and any other wallet still holding money. The balance adds
// its badges; the consolidated funds need no more than this.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { allWalletSlots, MAIN_SLOT, type WalletSlot } from './wallets.ts';

export interface ShownWallets {
  slots: WalletSlot[];
  sumMinor: bigint;
  amountOf: (slot: WalletSlot) => bigint;
}

/** The member's wallet accounts: a plain indexed read, as the balance poll is the hottest token call. */
async function heldWallets(db: Db, memberId: number) {
  const rows = await sqlOf(db).all(
    'SELECT "wallet", "balanceMinor" FROM "WalletAccount" WHERE "memberId" = ?',
    memberId,
  );
  return rows.map((row) => ({
    wallet: String(row.wallet),
    balanceMinor: BigInt(row.balanceMinor as bigint),
  }));
}

export async function shownWallets(
  deps: { db: Db; catalogue: CatalogueCache },
  merchant: MerchantProfile,
  memberId: number,
): Promise<ShownWallets> {
  const [held, all] = await Promise.all([heldWallets(deps.db, memberId), allWalletSlots(deps.catalogue)]);
  const amounts = new Map(held.map((w) => [w.wallet, w.balanceMinor]));
  const amountOf = (slot: WalletSlot) => amounts.get(slot.name) ?? 0n;
  const offered = merchant.config.singleWallet ? [MAIN_SLOT] : all;
  const slots = all.filter((slot) => offered.includes(slot) || amountOf(slot) !== 0n);
  const sumMinor = slots.reduce((total, slot) => total + amountOf(slot), 0n);
  return { slots, sumMinor, amountOf };
}
