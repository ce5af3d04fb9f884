// GET /wps/v2/wallets/balance: the member's wallets as the real platform lists them.
import { toMajor } from '@sim/shared/money';
import { type Balance, MAIN_WALLET_TYPE_ID } from '@sim/shared/wps/wallet';
import type { Db } from '../../db/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

const WALLET_TYPE_IDS: Record<string, number> = { MAIN: MAIN_WALLET_TYPE_ID };

export async function memberBalance(db: Db, merchant: MerchantProfile, memberId: number): Promise<Balance> {
  const wallets = await db.walletAccount.findMany({
    where: { memberId },
    select: { wallet: true, balanceMinor: true },
    orderBy: { id: 'asc' },
  });
  const main = wallets.find((w) => w.wallet === 'MAIN') ?? { wallet: 'MAIN', balanceMinor: 0n };
  const ordered = [main, ...wallets.filter((w) => w !== main)];
  const sum = ordered.reduce((total, w) => total + w.balanceMinor, 0n);
  return {
    sumBalance: toMajor(sum),
    balance: ordered.map((w, index) => ({
      accountTypeId: WALLET_TYPE_IDS[w.wallet] ?? 100 + index,
      accountTypeName: w.wallet,
      availBalance: toMajor(w.balanceMinor),
    })),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
