import { z } from 'zod';

export const journalListInput = z
  .object({
    /** substring or glob (`/wps/member/*`) of the path */
    path: z.string().optional(),
    username: z.string().optional(),
    /** ISO time or ms epoch (simulated clock) */
    since: z.union([z.string().datetime({ offset: true }), z.number().int()]).optional(),
    /** only entries after this id: for live tailing */
    afterId: z.number().int().optional(),
    status: z.number().int().optional(),
    limit: z.number().int().min(1).max(1000).default(100),
  })
  .optional();
