// PUT /wps/agent/transferDownline: an agent sends money from its main wallet to a member of its team,
// through the same ledger path as a member's transfer to its upline (cashier/upline-transfer.ts).
import type { DownlineTransfer } from '@sim/shared/wps/agent';
import type { CashierDeps } from '../cashier/orders.ts';
import { memberTransfer } from '../cashier/upline-transfer.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireDownlineByUsername } from './team-guards.ts';

export async function downlineTransfer(
  deps: CashierDeps,
  merchant: MerchantProfile,
  caller: { memberId: number; username: string },
  request: DownlineTransfer,
) {
  const recipient = await requireDownlineByUsername(
    deps.db,
    { memberId: caller.memberId, merchantCode: merchant.code },
    request.username,
  );
  const sender = { id: caller.memberId, username: caller.username };
  return memberTransfer(deps, merchant, sender, recipient, request, 'TRANSFER_DOWNLINE');
}
