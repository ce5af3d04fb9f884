import { z } from 'zod';

export const snapshotNameInput = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, dot, dash and underscore only'),
});

/** data.import: a database file as data.export produced it, base64 encoded. */
export const importInput = z.object({ base64: z.string().min(1) });

/** data.history: the demo members' weeks of history, added now (all demo members unless named). */
export const historyInput = z.object({ usernames: z.array(z.string().min(1)).optional() }).optional();
