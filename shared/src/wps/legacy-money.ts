// The legacy jQuery client's money calls (endpoint-registry.md J, a public file): the wallet list and
// its turnover locks, the form-encoded transfers by accountTypeId, deposits by channel kind (pg, mt,
// ma, qr), the encrypted withdrawal to a bound bank card, the bank lists and the deposit and
// withdrawal records. The client shows the paths, verbs, encryption and form bodies; the answers'
// shapes are not public, so they are the v2 cashier's (the same orders) with the fields the client's
// controller reads (`accountTypeId` and `amount` in a transfer, `lock_status` and
// `current_to_required` of a lock).
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { amountSchema, depositChannelSchema, ORDER_STATUSES, requestIdSchema } from './cashier.ts';
import { bonusDetailsSchema, rangeQuerySchema } from './report.ts';

const typeIdSchema = wireInt(z.number().int().min(0));

// ---- GET /wps/wallets -------------------------------------------------------------------------------

export const legacyWalletSchema = z.object({
  /** the legacy client sends it back to /wps/wallets/lockStatus; the same number as accountTypeId */
  accountId: z.number().int(),
  /** 2 is the main wallet (wire-contract.md 4.3), vendor wallets follow */
  accountTypeId: z.number().int(),
  /** MAIN or the vendor code */
  accountName: z.string(),
  displayName: z.string(),
  availBalance: z.number(),
  balance: z.number(),
  isMain: z.boolean(),
  /** an open turnover lock: money cannot leave this wallet until enough has been bet from it */
  locked: z.boolean(),
});
export type LegacyWallet = z.infer<typeof legacyWalletSchema>;

export const legacyWalletListSchema = z.object({
  wallets: z.array(legacyWalletSchema),
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** a single-wallet merchant offers MAIN alone: nothing to transfer */
  singleWallet: z.boolean(),
});
export type LegacyWalletList = z.infer<typeof legacyWalletListSchema>;

// ---- turnover locks ---------------------------------------------------------------------------------

/** Which wallet a lock call asks about: `accountTypeId` (or `accountId`, as lockStatus sends it); MAIN when neither. */
export const lockQuerySchema = z
  .object({ accountTypeId: typeIdSchema.optional(), accountId: typeIdSchema.optional() })
  .loose();

const lockFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * GET /wps/wallets/lockStatus (before money moves in: it will stay until the turnover is met) and
 * /lockTransStatus (before money moves out: 1 refuses it).
 */
export const walletLockStateSchema = z.object({
  accountTypeId: z.number().int(),
  accountName: z.string(),
  /** 1 while a turnover lock holds the wallet */
  status: lockFlag,
  lock_status: lockFlag,
  locked: z.boolean(),
  /** the turnover still to bet from this wallet before money may leave it */
  current_to_required: z.number(),
});
export type WalletLockState = z.infer<typeof walletLockStateSchema>;

export const walletLockSchema = z.object({
  lockId: z.number().int(),
  /** 1 while it holds; 0 once the turnover is met or an operator lifted it */
  lock_status: lockFlag,
  turnoverRequired: z.number(),
  turnoverAchieved: z.number(),
  current_to_required: z.number(),
  reason: z.string(),
  /** ms epoch on the simulated clock */
  startTime: z.number(),
  liftTime: z.number().nullable(),
});
export type WalletLock = z.infer<typeof walletLockSchema>;

/** GET /wps/wallets/lockStatusByType: the wallet's locks, newest first, and what they still require. */
export const walletLocksSchema = z.object({
  accountTypeId: z.number().int(),
  accountName: z.string(),
  locks: z.array(walletLockSchema),
  totalToRequired: z.number(),
});
export type WalletLocks = z.infer<typeof walletLocksSchema>;

// ---- form-encoded transfers ------------------------------------------------------------------------

/** POST /wps/wallets/transferToMainWallet (from that wallet) and /transferFromMainWallet (into it). */
export const mainWalletTransferSchema = z.object({
  accountTypeId: typeIdSchema,
  amount: amountSchema,
  requestId: requestIdSchema.optional(),
});
export type MainWalletTransfer = z.infer<typeof mainWalletTransferSchema>;

/** POST /wps/wallets/transferSubToSubWallet: between two vendor wallets. */
export const subWalletTransferSchema = z
  .object({
    fromAccountTypeId: typeIdSchema,
    toAccountTypeId: typeIdSchema,
    amount: amountSchema,
    requestId: requestIdSchema.optional(),
  })
  .refine((t) => t.fromAccountTypeId !== t.toAccountTypeId, 'the two wallets must differ');
export type SubWalletTransfer = z.infer<typeof subWalletTransferSchema>;

// ---- deposits by channel kind -----------------------------------------------------------------------

/**
 * The legacy deposit paths by kind, each over the merchant's channels of these types: pg through a
 * payment gateway (e-wallets and crypto), mt a manual bank transfer, ma a manual e-wallet transfer,
 * qr a QR payment.
 */
export const LEGACY_DEPOSIT_KINDS = {
  pg: ['EWALLET', 'CRYPTO'],
  mt: ['BANK'],
  ma: ['EWALLET'],
  qr: ['QR'],
} as const satisfies Record<string, readonly z.infer<typeof depositChannelSchema>['type'][]>;
export type LegacyDepositKind = keyof typeof LEGACY_DEPOSIT_KINDS;
export const legacyDepositKinds = Object.keys(LEGACY_DEPOSIT_KINDS) as LegacyDepositKind[];

/** POST /wps/transaction/deposit/{pg,mt,ma,qr}: the kind's first channel unless one is named. */
export const legacyDepositRequestSchema = z.object({
  amount: amountSchema,
  channelCode: z.string().trim().min(1).max(32).optional(),
  requestId: requestIdSchema.optional(),
});
export type LegacyDepositRequest = z.infer<typeof legacyDepositRequestSchema>;

/** GET /wps/system/depositBanks: every channel with the kinds it takes and, for manual kinds, where to pay. */
export const depositBankSchema = depositChannelSchema.extend({
  kinds: z.array(z.enum(legacyDepositKinds as [LegacyDepositKind, ...LegacyDepositKind[]])),
  /** the merchant's receiving account (manual transfers), null for a gateway-only channel */
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  bankName: z.string().nullable(),
});
export const depositBanksSchema = z.object({ banks: z.array(depositBankSchema), currency: z.string() });
export type DepositBanks = z.infer<typeof depositBanksSchema>;

// ---- withdrawal to a bound card ---------------------------------------------------------------------

/** POST /wps/transaction/withdraw (encrypted): to one of the member's bank cards (GET /wps/member/bankCard). */
export const legacyWithdrawRequestSchema = z.object({
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
  bankCardId: wireInt(z.number().int().min(1)),
  requestId: requestIdSchema.optional(),
});
export type LegacyWithdrawRequest = z.infer<typeof legacyWithdrawRequestSchema>;

// ---- records ----------------------------------------------------------------------------------------

/** GET /wps/report/depositTransaction and /withdrawTransaction: a range, paging, a status. */
export const cashierRecordQuerySchema = rangeQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});

/** The orders of the range, newest first, paged, with the total amount of the range. */
export const cashierRecordSchema = bonusDetailsSchema;
export type CashierRecord = z.infer<typeof cashierRecordSchema>;
