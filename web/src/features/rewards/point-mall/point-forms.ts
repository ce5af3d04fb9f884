// The points mall's forms: a redeem (quantity within the stock and the points, a remark of at most
// 200, the payment password) and a conversion (points within the balance and the minimum).
import { z } from 'zod';
import { refineKey } from '../../../lib/form/field-rules';

const POINTS_PATTERN = /^\d+(\.\d{1,2})?$/;
export const REDEEM_REMARK_MAX = 200;

const requirePassword = (ctx: z.RefinementCtx, value: string) =>
  refineKey(ctx, 'paymentPassword', value.trim() ? null : 'validation.required');

export function redeemFormSchema(limits: { maxQuantity: number }) {
  return (
    z
      // NumberInput gives '' while the field is empty
      .object({
        quantity: z.union([z.number(), z.string()]),
        remark: z.string(),
        paymentPassword: z.string(),
      })
      .superRefine((values, ctx) => {
        const quantity = Number(values.quantity);
        if (
          values.quantity === '' ||
          !Number.isInteger(quantity) ||
          quantity < 1 ||
          quantity > limits.maxQuantity
        )
          refineKey(ctx, 'quantity', 'rewards.mall.quantityRange');
        if (values.remark.trim().length > REDEEM_REMARK_MAX)
          refineKey(ctx, 'remark', 'rewards.mall.remarkLength');
        requirePassword(ctx, values.paymentPassword);
      })
  );
}

export function convertFormSchema(limits: { min: number; balance: number }) {
  return z.object({ points: z.string(), paymentPassword: z.string() }).superRefine((values, ctx) => {
    const text = values.points.trim();
    const points = Number(text);
    if (!text) refineKey(ctx, 'points', 'validation.required');
    else if (!POINTS_PATTERN.test(text) || points <= 0) refineKey(ctx, 'points', 'rewards.mall.pointsFormat');
    else if (points < limits.min) refineKey(ctx, 'points', 'rewards.mall.pointsMin');
    else if (points > limits.balance) refineKey(ctx, 'points', 'rewards.mall.pointsBalance');
    requirePassword(ctx, values.paymentPassword);
  });
}
