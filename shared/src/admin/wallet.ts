import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';

export const adjustInput = z.object({
  merchant: z.string().optional(),
  username: z.string().min(1),
  /** positive credits, negative debits (never below zero) */
  amount: moneyNumberSchema.refine((n) => n !== 0, 'a non-zero amount'),
  reason: z.string().min(1).max(200),
  /** retries with the same key do not apply twice */
  idempotencyKey: z.string().min(1).max(100).optional(),
});
