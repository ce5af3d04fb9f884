// Deposit channels' names in the member's language. Brand names (bKash, Nagad, USDT) read the same in
// every language; an operator's own name for a channel is shown as written.
import { inLanguage, type Language } from '@sim/shared/languages';
import type { DepositChannel } from '@sim/shared/wps/cashier';

const BUILT_IN_NAMES: Record<string, Record<Language, string>> = {
  'Bank transfer': {
    EN: 'Bank transfer',
    BN: 'ব্যাংক ট্রান্সফার',
    CN: '银行转账',
    JA: '銀行振込',
    TH: 'โอนผ่านธนาคาร',
    VI: 'Chuyển khoản ngân hàng',
  },
};

export function channelName(name: string, language: Language): string {
  return inLanguage(BUILT_IN_NAMES[name], language) ?? name;
}

export function localisedChannel(channel: DepositChannel, language: Language): DepositChannel {
  return { ...channel, name: channelName(channel.name, language) };
}
