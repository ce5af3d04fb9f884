// The cashier: deposits, withdrawals, wallet transfers and transfers to the upline (wire-contract.md
// 4.3 and 4.12; endpoint-registry.md). Shapes the public clients do not show are design choices that
// keep the envelope. Every money request may carry a `requestId` (or an `X-Request-Id` header): a
// retry with the same id answers the first order and moves nothing.
import { z } from 'zod';
import { positiveMoneySchema } from '../money-schema.ts';
import { wireInt } from '../wire-number.ts';
import { securityProofSchema } from './security-questions.ts';

/** A positive amount with at most 2 decimals: a number or a plain decimal string (money-schema.ts). */
export const amountSchema = positiveMoneySchema;

export const requestIdSchema = z.string().trim().min(1).max(64);

export const MAIN_WALLET = 'MAIN';

// ---- orders: one row of the account record -------------------------------------------------------

export const ORDER_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  /** between the main wallet and a vendor wallet */
  'TRANSFER',
  /** sent to the upline agent */
  'TRANSFER_UPLINE',
  /** received from a downline member, or from the upline agent */
  'TRANSFER_IN',
  /** sent by an agent to a member of its team */
  'TRANSFER_DOWNLINE',
  'ADJUSTMENT',
  'BONUS',
  /** cashback paid (manual rebate) */
  'REBATE',
  /** points converted into money */
  'POINT_CONVERSION',
  /** an agent contract's salary (daily, hourly, real-time) for one period */
  'SALARY',
  /** an agent contract's dividend for one period */
  'DIVIDEND',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Spec section 4, withdrawal confirmation: PENDING (funds held) -> REJECTED (refunded) or PAID (sent,
 * awaiting the member's word) -> RECEIVED, AUTO_RECEIVED (not confirmed within N minutes),
 * NOT_RECEIVED (with proof) -> FULLY_PAID (closed, no refund) or REFUNDED; an admin may force
 * PAID or NOT_RECEIVED to FORCED_RECEIVED, which is never refunded.
 */
export const WITHDRAW_STATUSES = [
  'PENDING',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'AUTO_RECEIVED',
  'NOT_RECEIVED',
  'FULLY_PAID',
  'REFUNDED',
  'FORCED_RECEIVED',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** every status an order can have, each once (PENDING and REJECTED are shared by both flows) */
export const ORDER_STATUSES = ['SUCCESS', 'APPROVED', ...WITHDRAW_STATUSES] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  referenceNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  amount: z.number(),
  /** ms epoch on the simulated clock */
  applyTime: z.number(),
  updateTime: z.number(),
  /** deposits: the auto-approval time; PAID withdrawals: when silence counts as received */
  dueTime: z.number().nullable(),
  fromWallet: z.string().nullable(),
  toWallet: z.string().nullable(),
  /** deposit channel code, or the withdrawal bank */
  channel: z.string().nullable(),
  remark: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

// ---- deposit ---------------------------------------------------------------------------------------

export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['EWALLET', 'BANK', 'CRYPTO', 'QR']),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** GET /wps/relay/MCSFE_getDepositSettings */
export const depositSettingsSchema = z.object({
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.number().int(),
  channels: z.array(depositChannelSchema),
  /** null: only an admin decides */
  autoApproveMinutes: z.number().nullable(),
  currency: z.string(),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

/** Where a member pays a PENDING deposit: the channel's receiving account and the reference to quote. */
export const depositInstructionsSchema = z.object({
  /** the channel's name in the member's language */
  channelName: z.string(),
  accountName: z.string(),
  /** phone number, bank account or wallet address */
  accountNo: z.string(),
  /** the bank for BANK channels, else null */
  bankName: z.string().nullable(),
  /** quote it with the payment: the order's referenceNo */
  reference: z.string(),
  amount: z.number(),
});
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

/** The deposit answer: the order, and while it is PENDING where to pay it. */
export const depositOrderSchema = orderSchema.extend({
  instructions: depositInstructionsSchema.nullable().optional(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** POST /wps/v2/transaction/deposit */
export const depositRequestSchema = z.object({
  channelCode: z.string().trim().min(1).max(32),
  amount: amountSchema,
  requestId: requestIdSchema.optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

// ---- withdraw --------------------------------------------------------------------------------------

export const WITHDRAW_BANKS = ['BKASH', 'NAGAD', 'ROCKET', 'DBBL', 'BRAC', 'VCB', 'ACB', 'TCB'] as const;

/** GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0 (the group is accepted and ignored) */
export const withdrawSettingsQuerySchema = z
  .object({ groupId: wireInt(z.number().int()).optional() })
  .loose();
export const withdrawSettingsSchema = z.object({
  minimumAmount: z.number(),
  maximumAmount: z.number(),
  dailyCountLimit: z.number().int(),
  remainingCount: z.number().int(),
  /** what the main wallet holds: withdrawals leave from it */
  availableBalance: z.number(),
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  banks: z.array(z.string()),
  /** a PAID withdrawal not confirmed within this many minutes counts as received */
  confirmMinutes: z.number(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

/** A withdrawal account: a bank account, an e-wallet's phone number or a wallet address. */
export const accountNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{6,34}$/, 'an account number of 6 to 34 letters or digits');

/** POST /wps/v2/transaction/withdraw (encrypted) */
export const withdrawRequestSchema = z.object({
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
  bankCode: z.string().trim().min(1).max(32),
  accountNo: accountNoSchema,
  requestId: requestIdSchema.optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: withdrawals awaiting the member's word */
export const confirmationListSchema = z.object({ list: z.array(orderSchema) });

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

/** A png or jpg as a data URL (spec section 5: images png or jpg, max 5MB each, max 3). */
export const proofImageSchema = z
  .string()
  .max(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 32, 'an image of at most 5MB')
  .regex(/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+=*$/, 'a png or jpg image');

/** POST /wps/relay/MCSFE_processC2CTransaction: the member's word on a paid withdrawal */
export const confirmReceiptSchema = z.discriminatedUnion('action', [
  z.object({ referenceNo: z.string().min(1), action: z.literal('RECEIVED') }),
  z.object({
    referenceNo: z.string().min(1),
    action: z.literal('NOT_RECEIVED'),
    proofs: z.array(proofImageSchema).min(1).max(PROOF_MAX_COUNT),
    remark: z.string().max(140).optional(),
  }),
]);
export type ConfirmReceipt = z.infer<typeof confirmReceiptSchema>;

// ---- transfers -------------------------------------------------------------------------------------

/**
 * POST /wps/relay/GCS_walletTransfer (multi-wallet merchants): `MAIN` or a vendor code on each side;
 * `from: "ALL"` with `to: "MAIN"` brings every vendor wallet home (amount ignored).
 */
export const walletTransferSchema = z
  .object({
    from: z.string().trim().min(1).max(32),
    to: z.string().trim().min(1).max(32),
    amount: amountSchema.optional(),
    requestId: requestIdSchema.optional(),
  })
  .refine((t) => t.from !== t.to, 'from and to must differ')
  .refine((t) => t.from === 'ALL' || t.amount !== undefined, 'amount is required')
  // the refinements for the OpenAPI document, which cannot compare two fields: one side is MAIN
  .meta({
    anyOf: [
      { required: ['amount'], properties: { from: { const: 'MAIN' }, to: { not: { const: 'MAIN' } } } },
      {
        required: ['amount'],
        properties: { to: { const: 'MAIN' }, from: { not: { enum: ['MAIN', 'ALL'] } } },
      },
      { properties: { from: { const: 'ALL' }, to: { const: 'MAIN' } } },
    ],
  });
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

/** GET /wps/agent/transferEnabled */
export const transferEnabledSchema = z.object({
  toUpline: z.boolean(),
  uplineAccount: z.string().nullable(),
  /** an agent with a team may send to its downline (PUT /wps/agent/transferDownline) */
  toDownline: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type TransferEnabled = z.infer<typeof transferEnabledSchema>;

/** PUT /wps/agent/transferUpline (encrypted) */
export const uplineTransferSchema = z.object({
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});

// ---- payment password (security centre) ------------------------------------------------------------

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** GET /wps/member/hasWithdrawalPassword */
export const hasPaymentPasswordSchema = z.boolean();

/** the answer of PUT /wps/member/paymentPassword */
export const paymentPasswordSetSchema = z.object({ hasPaymentPassword: z.boolean() });

/** the `value` of an AMOUNT_OUT_OF_RANGE refusal: the range the form should show */
export const amountRangeSchema = z.object({ min: z.number(), max: z.number() });

/**
 * The `value` of a PAYMENT_PASSWORD_INCORRECT failure (as AMOUNT_OUT_OF_RANGE carries its range): the
 * wrong tries left before the payment password locks (five in a row lock it for 30 minutes).
 */
export const paymentPasswordTriesSchema = z.object({ remainingTries: z.number().int().min(0) });
export type PaymentPasswordTries = z.infer<typeof paymentPasswordTriesSchema>;

/**
 * PUT /wps/member/paymentPassword (encrypted): set (old omitted) or change it; a confirmation that
 * differs is the business refusal `inconsistent_twice` (HTTP 200), as for the login password.
 */
export const paymentPasswordSchema = z.object({
  oldPaymentPassword: z.string().optional(),
  paymentPassword: z.string().regex(PAYMENT_PASSWORD_PATTERN, 'six digits'),
  confirmPaymentPassword: z.string(),
  /** the login password proves it is the member when setting one for the first time */
  password: z.string().optional(),
  /** a forgotten one is set again with the answers to the member's security questions */
  securityAnswers: securityProofSchema.optional(),
});
