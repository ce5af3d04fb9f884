// GET /wps/member/info/funds/consolidated: which contract pages the member may open (from the
// merchant's contract flags, agents only) and the balance clients also read from here.

import { isAgentType } from '@sim/shared/member-types';
import type { Consolidated } from '@sim/shared/wps/wallet';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import { type BalanceDeps, memberBalance } from './balance.ts';

export async function consolidatedFunds(
  deps: BalanceDeps,
  merchant: MerchantProfile,
  member: { memberId: number; type: number },
): Promise<Consolidated> {
  const balance = await memberBalance(deps, merchant, member.memberId);
  const agent = isAgentType(member.type);
  const on = (modId: string) => agent && isModuleOn(merchant, modId);
  const main = balance.balance.find((w) => w.accountTypeName === 'MAIN');
  return {
    dailysalreqtype: on('DAILYSALCONT3'),
    divtypereq: on('SIGNCONDIV3'),
    contracthoursalreq: on('HOURSAL3'),
    realtimesalreqtype: on('RTSALARY3'),
    contractmrdailysalinfotype: on('DAILYSALCONT3'),
    contracthoursalinfo: on('HOURSAL3'),
    dailysalinfotype: on('DAILYSALCONT3'),
    divtypeinfo: on('SIGNCONDIV3'),
    sumBalance: balance.sumBalance,
    availBalance: main?.availBalance ?? 0,
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
  };
}
