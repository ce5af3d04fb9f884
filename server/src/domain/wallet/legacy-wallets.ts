// The legacy client's wallet calls: GET /wps/wallets (every wallet the member is shown, with its lock)
// and the turnover lock of one wallet named by its accountTypeId (/wps/wallets/lock*).
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import type {
  LegacyWalletList,
  lockQuerySchema,
  WalletLockState,
  WalletLocks,
} from '@sim/shared/wps/legacy-money';
import { MAIN_WALLET_TYPE_ID } from '@sim/shared/wps/wallet';
import type { z } from 'zod';
import { PlatformError } from '../../foundation/errors.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import type { BalanceDeps } from './balance.ts';
import { shownWallets } from './shown-wallets.ts';
import { lockedWallets, toWireLock, walletLocks } from './turnover-locks.ts';
import { mainWalletName } from './wallet-names.ts';
import { MAIN_SLOT, slotByTypeId, type WalletSlot } from './wallets.ts';

type LockQuery = z.infer<typeof lockQuerySchema>;

export async function legacyWalletList(
  deps: BalanceDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
): Promise<LegacyWalletList> {
  const [{ slots, amountOf, sumMinor }, locked] = await Promise.all([
    shownWallets(deps, merchant, memberId),
    lockedWallets(deps.db, memberId),
  ]);
  return {
    wallets: slots.map((slot) => {
      const amount = toMajor(amountOf(slot));
      return {
        accountId: slot.accountTypeId,
        accountTypeId: slot.accountTypeId,
        accountName: slot.name,
        displayName: slot === MAIN_SLOT ? mainWalletName(language) : slot.displayName,
        availBalance: amount,
        balance: amount,
        isMain: slot === MAIN_SLOT,
        locked: locked.has(slot.name),
      };
    }),
    sumBalance: toMajor(sumMinor),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    singleWallet: merchant.config.singleWallet,
  };
}

/** The wallet a lock call names (accountTypeId, else accountId), MAIN when it names none. */
export async function requireSlot(
  catalogue: CatalogueCache,
  typeId: number | undefined,
): Promise<WalletSlot> {
  const slot = await slotByTypeId(catalogue, typeId ?? MAIN_WALLET_TYPE_ID);
  if (!slot) throw PlatformError.of('walletNotFound', { message: `No wallet with accountTypeId ${typeId}` });
  return slot;
}

const typeIdOf = (query: LockQuery) => query.accountTypeId ?? query.accountId;

/** Whether the wallet is held by a turnover lock now, and what it still requires. */
export async function walletLockState(
  deps: BalanceDeps,
  memberId: number,
  query: LockQuery,
): Promise<WalletLockState> {
  const slot = await requireSlot(deps.catalogue, typeIdOf(query));
  const remaining = (await lockedWallets(deps.db, memberId)).get(slot.name);
  const flag = remaining === undefined ? 0 : 1;
  return {
    accountTypeId: slot.accountTypeId,
    accountName: slot.name,
    status: flag,
    lock_status: flag,
    locked: remaining !== undefined,
    current_to_required: toMajor(remaining ?? 0n),
  };
}

/** Every lock the wallet has had, newest first, with what the open ones still require. */
export async function walletLocksByType(
  deps: BalanceDeps,
  memberId: number,
  query: LockQuery,
): Promise<WalletLocks> {
  const slot = await requireSlot(deps.catalogue, typeIdOf(query));
  const locks = await walletLocks(deps.db, memberId, slot.name);
  return {
    accountTypeId: slot.accountTypeId,
    accountName: slot.name,
    locks: locks.map(toWireLock),
    totalToRequired: toMajor(locks.reduce((sum, lock) => sum + lock.remainingMinor, 0n)),
  };
}
