import { z } from 'zod';

export const adjustInput = z.object({
  merchant: z.string().optional(),
  username: z.string().min(1),
  /** positive credits, negative debits (never below zero) */
  amount: z
    .number()
    .refine(
      (n) => n !== 0 && Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'a non-zero amount with at most 2 decimals',
    ),
  reason: z.string().min(1).max(200),
  /** retries with the same key do not apply twice */
  idempotencyKey: z.string().min(1).max(100).optional(),
});
