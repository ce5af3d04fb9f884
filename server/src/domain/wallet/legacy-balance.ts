// GET /wps/wallets/balance: the v2 balance in the legacy client's shape, plus the LOTT entry it
// reads (the wallet lottery stakes draw on).
import type { Language } from '@sim/shared/languages';
import { LEGACY_LOTTERY_ACCOUNT, type LegacyBalance } from '@sim/shared/wps/wallet';
import type { MerchantProfile } from '../merchants/directory.ts';
import { type BalanceDeps, memberBalance } from './balance.ts';
import { lotteryWalletName } from './wallet-names.ts';
import { lotteryWallet } from './wallets.ts';

export async function legacyBalance(
  deps: BalanceDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language = 'EN',
): Promise<LegacyBalance> {
  const v2 = await memberBalance(deps, merchant, memberId, 0, language);
  const balances = v2.balance.map((w) => ({
    accountName: w.accountTypeName,
    accountTypeId: w.accountTypeId,
    displayName: w.displayName,
    availBalance: w.availBalance,
    balance: w.availBalance,
  }));
  const lottery = balances.find((w) => w.accountName === lotteryWallet(merchant));
  if (lottery)
    balances.push({
      ...lottery,
      accountName: LEGACY_LOTTERY_ACCOUNT,
      displayName: lotteryWalletName(language),
    });
  return { balances, sumBalance: v2.sumBalance, currency: v2.currency, currencySymbol: v2.currencySymbol };
}
