// GET /wps/v2/wallets/balance: the member's wallets as the real platform lists them (accountTypeId 2
// is the main wallet). A wallet left with money after the merchant switched to a single wallet is still
// listed, so sumBalance is always the sum of every wallet the member holds. availablePromo and
// availablePromoCount follow the promotions the member can act on (the header's rewards badge);
// unreadMessage counts the member's unread inbox messages (the inbox badge).
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import type { Balance } from '@sim/shared/wps/wallet';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import { unreadCount } from '../inbox/member-inbox.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { rewardSummary } from '../promotions/catalogue.ts';
import { memberWalletCode } from './ledger.ts';
import { shownWallets } from './shown-wallets.ts';
import { mainWalletName } from './wallet-names.ts';
import { MAIN_SLOT } from './wallets.ts';

export interface BalanceDeps {
  db: Db;
  catalogue: CatalogueCache;
  clock: SimClock;
}

export async function memberBalance(
  deps: BalanceDeps,
  merchant: MerchantProfile,
  memberId: number,
  typeId = 0,
  language: Language = 'EN',
): Promise<Balance> {
  const [wallets, rewards, unreadMessage] = await Promise.all([
    shownWallets(deps, merchant, memberId),
    rewardSummary(deps, merchant.code, memberId),
    unreadCount(deps, merchant, memberId),
  ]);
  const { slots, amountOf } = wallets;
  // typeId 0 (or absent) lists every wallet; another id lists that wallet alone
  const listed = typeId === 0 ? slots : slots.filter((slot) => slot.accountTypeId === typeId);
  return {
    sumBalance: toMajor(wallets.sumMinor),
    balance: listed.map((slot) => ({
      accountTypeId: slot.accountTypeId,
      accountTypeName: slot.name,
      displayName: slot === MAIN_SLOT ? mainWalletName(language) : slot.displayName,
      availBalance: toMajor(amountOf(slot)),
    })),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    ...rewards,
    unreadMessage,
  };
}

/** One wallet's balance, read without opening the wallet: zero for one never used (a read never writes). */
export async function walletBalanceMinor(db: Db, memberId: number, wallet: string): Promise<bigint> {
  const account = await db.walletAccount.findUnique({
    where: { code: memberWalletCode(memberId, wallet) },
    select: { balanceMinor: true },
  });
  return account?.balanceMinor ?? 0n;
}
