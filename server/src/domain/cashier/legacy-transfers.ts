// The legacy client's form transfers (/wps/wallets/transferToMainWallet, /transferFromMainWallet,
// /transferSubToSubWallet): wallets named by accountTypeId, booked as GCS_walletTransfer books them
// (one TRANSFER order and its posting, FUNDTRANS3 and multi-wallet only, turnover locks respected).
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { MainWalletTransfer, SubWalletTransfer } from '@sim/shared/wps/legacy-money';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireSlot } from '../wallet/legacy-wallets.ts';
import type { CashierDeps } from './orders.ts';
import { walletTransfer } from './transfers.ts';

/** A vendor wallet by its accountTypeId: the main wallet has its own calls. */
async function subWallet(deps: CashierDeps, accountTypeId: number): Promise<string> {
  const slot = await requireSlot(deps.catalogue, accountTypeId);
  if (slot.name === MAIN_WALLET)
    throw PlatformError.of('walletNotFound', {
      message: 'accountTypeId names the main wallet: a sub-wallet is expected',
    });
  return slot.name;
}

export type LegacyDirection = 'toMain' | 'fromMain';

/** toMain: from the named sub-wallet into the main wallet; fromMain: the other way. */
export async function transferWithMain(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  direction: LegacyDirection,
  request: MainWalletTransfer,
) {
  const sub = await subWallet(deps, request.accountTypeId);
  const [from, to] = direction === 'toMain' ? [sub, MAIN_WALLET] : [MAIN_WALLET, sub];
  return walletTransfer(deps, merchant, memberId, {
    from,
    to,
    amount: request.amount,
    requestId: request.requestId,
  });
}

export async function transferSubToSub(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: SubWalletTransfer,
) {
  const [from, to] = await Promise.all([
    subWallet(deps, request.fromAccountTypeId),
    subWallet(deps, request.toAccountTypeId),
  ]);
  return walletTransfer(deps, merchant, memberId, {
    from,
    to,
    amount: request.amount,
    requestId: request.requestId,
  });
}
