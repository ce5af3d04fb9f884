// GET /wps/member/info/funds/consolidated: which contract pages the member may open (the module of
// each contract kind, shared/src/relay/contracts.ts; agents only) and the balance clients also read.

import { isAgentType } from '@sim/shared/member-types';
import { CONTRACT_MODULES, type ContractKind } from '@sim/shared/relay/contracts';
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
  const on = (kind: ContractKind) => agent && isModuleOn(merchant, CONTRACT_MODULES[kind]);
  const main = balance.balance.find((w) => w.accountTypeName === 'MAIN');
  return {
    dailysalreqtype: on('DAILY_SALARY'),
    divtypereq: on('DIVIDEND'),
    contracthoursalreq: on('HOURLY_SALARY'),
    realtimesalreqtype: on('REALTIME_SALARY'),
    contractmrdailysalinfotype: on('DAILY_SALARY'),
    contracthoursalinfo: on('HOURLY_SALARY'),
    dailysalinfotype: on('DAILY_SALARY'),
    divtypeinfo: on('DIVIDEND'),
    sumBalance: balance.sumBalance,
    availBalance: main?.availBalance ?? 0,
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
  };
}
