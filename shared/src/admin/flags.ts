import { z } from 'zod';

export const setFlagInput = z.object({
  merchant: z.string().optional(),
  modId: z.string().min(1),
  enabled: z.boolean(),
});
