import { z } from 'zod';

export const forceOutcomeInput = z.object({
  merchant: z.string().optional(),
  /** the member whose next round it decides (any member when omitted) */
  username: z.string().optional(),
  /** the game it decides (any game when omitted) */
  nodeId: z.number().int().optional(),
  /** win multiplier of the stake: 0 loses, 2 doubles, 50 is a big win */
  multiplier: z.number().min(0).max(10_000),
});

export const maintenanceInput = z
  .object({ vendor: z.string().optional(), nodeId: z.number().int().optional(), maintenance: z.boolean() })
  .refine((v) => v.vendor !== undefined || v.nodeId !== undefined, 'name a vendor or a nodeId');

export const roundsInput = z
  .object({
    merchant: z.string().optional(),
    username: z.string().optional(),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .optional();
