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

/** journal.exportHar: the journal's entries as HAR 1.2, oldest first. */
export const journalHarInput = z
  .object({
    /** ISO time or ms epoch (simulated clock): entries at or after */
    from: z.union([z.string().datetime({ offset: true }), z.number().int()]).optional(),
    /** ISO time or ms epoch (simulated clock): entries at or before */
    to: z.union([z.string().datetime({ offset: true }), z.number().int()]).optional(),
    /** one member's calls (username) */
    member: z.string().optional(),
    /** calls whose path starts so (`/wps/member/`) */
    pathPrefix: z.string().optional(),
    /** the origin the HAR's URLs name (the twin's address; default http://localhost) */
    baseUrl: z.string().url().optional(),
  })
  .optional();
export type JournalHarInput = z.infer<typeof journalHarInput>;
