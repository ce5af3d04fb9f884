// The transfer between wallets (multi-wallet merchants): two different wallets, an amount the paying
// wallet holds. Messages are i18n keys.
import type { Balance } from '@sim/shared/wps/wallet';
import { z } from 'zod';
import { refineKey } from '../../lib/form/field-rules';
import { refineAmount } from '../cashier/amount-rule';

export function walletBalanceOf(balance: Balance, accountTypeName: string): number | undefined {
  return balance.balance.find((wallet) => wallet.accountTypeName === accountTypeName)?.availBalance;
}

export function transferFormSchema(balance: Balance) {
  return z.object({ from: z.string(), to: z.string(), amount: z.string() }).superRefine((values, ctx) => {
    refineKey(ctx, 'from', values.from ? null : 'validation.required');
    if (!values.to) refineKey(ctx, 'to', 'validation.required');
    else if (values.to === values.from) refineKey(ctx, 'to', 'wallet.sameWallet');
    refineAmount(ctx, 'amount', values.amount, { available: walletBalanceOf(balance, values.from) });
  });
}
