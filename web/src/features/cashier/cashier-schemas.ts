// The cashier's forms (spec section 5 style: messages are i18n keys, the first one shown per field).
// Amounts stay text while typed; the limits come from the server's settings.
import type { DepositChannel } from '@sim/shared/wps/cashier';
import { withdrawRequestSchema } from '@sim/shared/wps/cashier';
import { z } from 'zod';
import { refineKey } from '../../lib/form/field-rules';
import { type AmountLimits, refineAmount } from './amount-rule';

export function channelLimits(channel: DepositChannel | undefined): AmountLimits {
  return channel ? { min: channel.minAmount, max: channel.maxAmount } : {};
}

export function depositFormSchema(channels: readonly DepositChannel[]) {
  return z.object({ channelCode: z.string(), amount: z.string() }).superRefine((values, ctx) => {
    const channel = channels.find((c) => c.code === values.channelCode);
    if (!channel) refineKey(ctx, 'channelCode', 'cashier.deposit.channelRequired');
    refineAmount(ctx, 'amount', values.amount, channelLimits(channel));
  });
}

const requiredText = (ctx: z.RefinementCtx, path: string, value: string) =>
  refineKey(ctx, path, value.trim() ? null : 'validation.required');

export function withdrawFormSchema(limits: AmountLimits) {
  return z
    .object({ amount: z.string(), bankCode: z.string(), accountNo: z.string(), paymentPassword: z.string() })
    .superRefine((values, ctx) => {
      refineAmount(ctx, 'amount', values.amount, limits);
      requiredText(ctx, 'bankCode', values.bankCode);
      if (!values.accountNo.trim()) refineKey(ctx, 'accountNo', 'validation.required');
      else if (!withdrawRequestSchema.shape.accountNo.safeParse(values.accountNo).success) {
        refineKey(ctx, 'accountNo', 'cashier.withdraw.accountNoFormat');
      }
      requiredText(ctx, 'paymentPassword', values.paymentPassword);
    });
}

export function uplineFormSchema(limits: AmountLimits) {
  return z.object({ amount: z.string(), paymentPassword: z.string() }).superRefine((values, ctx) => {
    refineAmount(ctx, 'amount', values.amount, limits);
    requiredText(ctx, 'paymentPassword', values.paymentPassword);
  });
}
