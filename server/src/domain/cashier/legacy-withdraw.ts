// The legacy withdrawal (POST /wps/transaction/withdraw, encrypted): to one of the member's bound bank
// cards, named by its bankCardId; otherwise the v2 withdrawal's rules and order (requestWithdrawal: the
// payment password, the range, the daily count, a turnover lock on the main wallet, the hold posting).
import type { LegacyWithdrawRequest } from '@sim/shared/wps/legacy-money';
import type { MerchantProfile } from '../merchants/directory.ts';
import { bankCardOf } from './bank-cards.ts';
import type { CashierDeps } from './orders.ts';
import { requestWithdrawal } from './withdrawals.ts';

export async function withdrawToCard(
  deps: Pick<CashierDeps, 'db' | 'clock'>,
  merchant: MerchantProfile,
  memberId: number,
  request: LegacyWithdrawRequest,
) {
  const card = await bankCardOf(deps.db, memberId, request.bankCardId);
  return requestWithdrawal(deps, merchant, memberId, {
    amount: request.amount,
    paymentPassword: request.paymentPassword,
    bankCode: card.bankCode,
    accountNo: card.accountNo,
    requestId: request.requestId,
  });
}
