// discountTickets.* and extraRewards.*: the back office of the promotions data the two PROMOFE lists read.
// A voucher names its promotion by code (stable across resets, as scenarios write it).
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';
import { discountTicketSchema, extraRewardClaimSchema } from '../relay/reward-vouchers.ts';

const hours = z
  .number()
  .positive()
  .max(24 * 366)
  .nullable()
  .optional()
  .describe('good for this many hours on the simulated clock (left out or null: no expiry)');

export const grantDiscountTicketInput = z.object({
  merchant: z.string().optional(),
  promotionCode: z.string().min(1).describe('the promotion that gives it (its `code`)'),
  username: z.string().min(1),
  discountPercent: z.number().gt(0).max(100).describe('percent off the qualifying amount'),
  maxDiscount: moneyNumberSchema
    .refine((n) => n > 0, 'a positive amount')
    .describe('the most one use takes off'),
  minAmount: moneyNumberSchema
    .refine((n) => n >= 0, 'zero or more')
    .default(0)
    .describe('the least amount it applies to'),
  hours,
  count: z.number().int().min(1).max(20).default(1),
});
export type GrantDiscountTicketInput = z.input<typeof grantDiscountTicketInput>;

export const discountTicketRefInput = z.object({
  merchant: z.string().optional(),
  transactionId: z.string().min(1),
});

export const grantExtraRewardInput = z.object({
  merchant: z.string().optional(),
  promotionCode: z.string().min(1).describe('the promotion whose extra reward it is (its `code`)'),
  username: z.string().min(1),
  amount: moneyNumberSchema
    .refine((n) => n > 0, 'a positive amount')
    .describe('paid when the member applies'),
  turnoverMultiplier: z.number().min(0).max(100).default(1).describe('turnover required: amount × this'),
  hours,
});
export type GrantExtraRewardInput = z.input<typeof grantExtraRewardInput>;

export const extraRewardRefInput = z.object({
  merchant: z.string().optional(),
  claimId: z.string().min(1),
});

export const listVouchersInput = z.object({
  merchant: z.string().optional(),
  username: z.string().optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

export const adminDiscountTicketSchema = discountTicketSchema.extend({ username: z.string() });
export type AdminDiscountTicket = z.infer<typeof adminDiscountTicketSchema>;
export const adminExtraRewardSchema = extraRewardClaimSchema.extend({ username: z.string() });
export type AdminExtraReward = z.infer<typeof adminExtraRewardSchema>;
