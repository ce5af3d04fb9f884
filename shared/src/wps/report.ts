// GET /wps/report/accountGameBetHistory (the legacy client's betting record path): the member's game
// rounds, newest first, with a date range and paging, and the totals of the range.
import { z } from 'zod';
import { rangeEndSchema, rangeStartSchema } from '../date-param.ts';
import { wireInt } from '../wire-number.ts';
import { ORDER_STATUSES, ORDER_TYPES, orderSchema } from './cashier.ts';

export const betHistoryQuerySchema = z
  .object({
    /** ISO dates or ms epoch; default the last 7 days on the simulated clock */
    startDate: rangeStartSchema.optional(),
    endDate: rangeEndSchema.optional(),
    gameType: z.string().optional(),
    vassalage: z.string().optional(),
    pageNo: wireInt(z.number().int().min(1)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(200)).default(20),
  })
  .loose();

export const betRecordSchema = z.object({
  roundId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  stake: z.number(),
  win: z.number(),
  profit: z.number(),
  status: z.enum(['OPEN', 'SETTLED']),
  betTime: z.number(),
  settleTime: z.number().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betHistorySchema = z.object({
  list: z.array(betRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  summary: z.object({ stake: z.number(), win: z.number(), profit: z.number() }),
});

/** The date range and paging every record takes (spec section 9: presets of next/previous 7 and 30 days). */
export const rangeQuerySchema = z
  .object({
    startDate: betHistoryQuerySchema.shape.startDate,
    endDate: betHistoryQuerySchema.shape.endDate,
    pageNo: betHistoryQuerySchema.shape.pageNo,
    pageSize: betHistoryQuerySchema.shape.pageSize,
  })
  .loose();

/** GET /wps/report/transaction: the account record (deposits, withdrawals, transfers, bonuses, ...). */
export const transactionQuerySchema = rangeQuerySchema.extend({
  type: z.enum(ORDER_TYPES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});

export const transactionHistorySchema = z.object({
  list: z.array(orderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;

/** GET /wps/report/personalPNL: betting by game type plus the money in and out of the range. */
export const profitRowSchema = z.object({
  gameType: z.string(),
  betCount: z.number().int(),
  betAmount: z.number(),
  winAmount: z.number(),
  profit: z.number(),
});

export const personalProfitSchema = z.object({
  rows: z.array(profitRowSchema),
  total: profitRowSchema.omit({ gameType: true }),
  deposit: z.number(),
  withdraw: z.number(),
  bonus: z.number(),
  /** game profit plus bonuses */
  netProfit: z.number(),
});
export type PersonalProfit = z.infer<typeof personalProfitSchema>;

/** GET /wps/report/bonusDetails: bonuses credited in the range, paged, with their total. */
export const bonusDetailsSchema = transactionHistorySchema.extend({ totalAmount: z.number() });
export type BonusDetails = z.infer<typeof bonusDetailsSchema>;
