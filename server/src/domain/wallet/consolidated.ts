// GET /wps/member/info/funds/consolidated: which contract pages the member may open (the module of
// each contract kind, shared/src/relay/contracts.ts; agents only) and the balance clients also read.

import { isAgentType } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import { CONTRACT_MODULES, type ContractKind } from '@sim/shared/relay/contracts';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Consolidated } from '@sim/shared/wps/wallet';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn } from '../merchants/flags.ts';
import type { BalanceDeps } from './balance.ts';
import { shownWallets } from './shown-wallets.ts';

export async function consolidatedFunds(
  deps: BalanceDeps,
  merchant: MerchantProfile,
  member: { memberId: number; type: number },
): Promise<Consolidated> {
  // the balance's wallets alone: its badges (rewards, unread mail) are not part of this answer
  const wallets = await shownWallets(deps, merchant, member.memberId);
  const agent = isAgentType(member.type);
  const on = (kind: ContractKind) => agent && isModuleOn(merchant, CONTRACT_MODULES[kind]);
  const main = wallets.slots.find((slot) => slot.name === MAIN_WALLET);
  return {
    dailysalreqtype: on('DAILY_SALARY'),
    divtypereq: on('DIVIDEND'),
    contracthoursalreq: on('HOURLY_SALARY'),
    realtimesalreqtype: on('REALTIME_SALARY'),
    contractmrdailysalinfotype: on('DAILY_SALARY'),
    contracthoursalinfo: on('HOURLY_SALARY'),
    dailysalinfotype: on('DAILY_SALARY'),
    divtypeinfo: on('DIVIDEND'),
    sumBalance: toMajor(wallets.sumMinor),
    availBalance: main ? toMajor(wallets.amountOf(main)) : 0,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
