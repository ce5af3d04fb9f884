// GET /wps/report/accountGameBetHistory (the legacy client's betting record path): the member's game
// rounds, newest first, with a date range and paging, and the totals of the range.
import { z } from 'zod';

export const betHistoryQuerySchema = z
  .object({
    /** ISO dates or ms epoch; default the last 7 days on the simulated clock */
    startDate: z.union([z.string().min(1), z.coerce.number()]).optional(),
    endDate: z.union([z.string().min(1), z.coerce.number()]).optional(),
    gameType: z.string().optional(),
    vassalage: z.string().optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
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
