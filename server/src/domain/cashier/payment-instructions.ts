// The receiving account a member pays a PENDING deposit into. The simulator has no payment gateway, so
// each channel type gets a fixed, plausible account of the merchant; the reference is the order's.
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import type { DepositChannel, DepositInstructions, DepositOrder } from '@sim/shared/wps/cashier';
import type { MoneyOrder } from '../../generated/prisma/client.ts';
import { channelName } from './channel-names.ts';
import { toWireOrder } from './orders.ts';

interface Merchant {
  code: string;
  name: string;
  currency: string;
}

/** A stable number from the merchant and channel codes, so every merchant has its own accounts. */
function digits(seed: string, count: number): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < count) {
    hash = Math.imul(hash ^ (hash >>> 13), 2654435761) >>> 0;
    out += String(hash % 10);
  }
  return out;
}

/** The merchant's bank by its currency. */
const BANKS: Record<string, string> = { BDT: 'Dutch-Bangla Bank', VND: 'Vietcombank' };

/** The merchant's account a channel receives payments into (a bank's name for BANK channels). */
export function receivingAccount(channel: DepositChannel, merchant: Merchant) {
  const seed = `${merchant.code}/${channel.code}`;
  const accountName = `${merchant.name} Payments`;
  switch (channel.type) {
    case 'BANK':
      return {
        accountName,
        accountNo: digits(seed, 13).replace(/(\d{4})(?=\d)/g, '$1 '),
        bankName: BANKS[merchant.currency] ?? 'City Bank',
      };
    case 'CRYPTO':
      return { accountName, accountNo: `T${digits(seed, 33)}`, bankName: null };
    default:
      return { accountName, accountNo: `01${digits(seed, 9)}`, bankName: null };
  }
}

export function paymentInstructions(
  order: Pick<MoneyOrder, 'referenceNo' | 'amountMinor' | 'status'>,
  channel: DepositChannel,
  merchant: Merchant,
  language: Language,
): DepositInstructions | null {
  if (order.status !== 'PENDING') return null;
  return {
    channelName: channelName(channel.name, language),
    ...receivingAccount(channel, merchant),
    reference: order.referenceNo,
    amount: toMajor(order.amountMinor),
  };
}

/** The deposit call's answer: the order and, while it waits, where to pay it. */
export function depositAnswer(
  order: MoneyOrder,
  merchant: Merchant & { config: { cashier: { depositChannels: DepositChannel[] } } },
  language: Language,
): DepositOrder {
  const channel = merchant.config.cashier.depositChannels.find((c) => c.code === order.channel);
  return {
    ...toWireOrder(order),
    instructions: channel ? paymentInstructions(order, channel, merchant, language) : null,
  };
}
