// sms.outbox / mail.outbox: what the simulator "sent", so scripts and browser tests can finish flows.
import { z } from 'zod';

export const outboxInput = z
  .object({
    merchant: z.string().optional(),
    /** digits only; matches with or without the country dialling code */
    mobileNum: z.string().optional(),
    email: z.string().optional(),
    limit: z.number().int().min(1).max(200).default(20),
  })
  .optional();
