// cashier.*: the back office of deposits and withdrawals, and the merchant's cashier settings.
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';
import { depositChannelSchema, ORDER_STATUSES, ORDER_TYPES } from '../wps/cashier.ts';

export const cashierSettingsSchema = z.object({
  depositChannels: z
    .array(depositChannelSchema)
    .min(1)
    .describe('the deposit channels members choose from, with their limits'),
  depositAutoApproveMinutes: z
    .number()
    .min(0)
    .max(10_080)
    .nullable()
    .describe(
      'minutes of simulated time before a pending deposit approves itself; null: only an admin decides',
    ),
  withdrawMin: moneyNumberSchema.positive().describe('the smallest withdrawal'),
  withdrawMax: moneyNumberSchema.positive().describe('the largest withdrawal'),
  withdrawDailyCount: z.number().int().min(1).max(100).describe('withdrawals a member may ask for per day'),
  withdrawAutoPayMinutes: z
    .number()
    .min(0)
    .max(10_080)
    .nullable()
    .describe('minutes before a pending withdrawal is paid out by itself; null: only an admin pays'),
  withdrawConfirmMinutes: z
    .number()
    .min(1)
    .max(10_080)
    .describe('a paid withdrawal the member does not confirm within N minutes counts as received'),
  firstDepositBonusPercent: z
    .number()
    .min(0)
    .max(500)
    .default(0)
    .describe("a bonus of this percent of a member's first approved deposit (0: none), up to the maximum"),
  firstDepositBonusMax: moneyNumberSchema
    .min(0)
    .default(10_000)
    .describe('the most the first-deposit bonus pays'),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

export const setCashierSettingsInput = cashierSettingsSchema
  .partial()
  .extend({ merchant: z.string().optional() });

export const listOrdersInput = z.object({
  merchant: z.string().optional(),
  username: z.string().optional(),
  type: z.enum(ORDER_TYPES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.number().int().min(1).max(500).default(50),
});

export const orderRefInput = z.object({
  referenceNo: z.string().min(1),
  remark: z.string().max(200).optional(),
});

/** How an admin closes a NOT_RECEIVED withdrawal after checking the proof. */
export const resolveWithdrawalInput = orderRefInput.extend({ outcome: z.enum(['FULLY_PAID', 'REFUNDED']) });

export const grantBonusInput = z.object({
  merchant: z.string().optional(),
  username: z.string().min(1),
  amount: moneyNumberSchema.positive(),
  name: z.string().min(1).max(100),
  idempotencyKey: z.string().min(1).max(100).optional(),
});
