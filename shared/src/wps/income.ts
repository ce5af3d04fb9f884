// GET /wps/report/income (agent centre "My Income", agentRevenueReport): what the agent earned in a date
// range: contract salaries and dividends, commission and cashback, newest first, paged, with totals per
// kind. The path is in endpoint-registry.md; its shape was not seen, so this is the simulator's design.
import { z } from 'zod';
import { rangeEndSchema, rangeStartSchema } from '../date-param.ts';
import { wireInt } from '../wire-number.ts';

export const INCOME_TYPES = [
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'DIVIDEND',
  'COMMISSION',
  'REBATE',
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

export const incomeQuerySchema = z
  .object({
    /** ISO dates or ms epoch; default the last 7 days on the simulated clock */
    startDate: rangeStartSchema.optional(),
    endDate: rangeEndSchema.optional(),
    incomeType: z.enum(INCOME_TYPES).optional(),
    pageNo: wireInt(z.number().int().min(1).max(1_000_000)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(200)).default(20),
  })
  .loose();
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

export const incomeRecordSchema = z.object({
  /** the order in the account record */
  referenceNo: z.string(),
  incomeType: z.enum(INCOME_TYPES),
  amount: z.number(),
  /** ms epoch, simulated clock */
  time: z.number(),
  /** salaries and dividends: the contract and the period it paid */
  contractId: z.number().int().nullable(),
  periodStart: z.number().nullable(),
  periodEnd: z.number().nullable(),
  remark: z.string(),
});
export type IncomeRecord = z.infer<typeof incomeRecordSchema>;

export const incomeSummarySchema = z.object({
  salary: z.number(),
  dividend: z.number(),
  commission: z.number(),
  rebate: z.number(),
  total: z.number(),
});

export const incomeReportSchema = z.object({
  list: z.array(incomeRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** totals of the whole range (every page), per kind */
  summary: incomeSummarySchema,
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;
