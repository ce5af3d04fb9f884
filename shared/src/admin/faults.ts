// faults.*: trouble injected per route or relay name pattern, for QA to see how clients cope.
import { z } from 'zod';

export const faultInput = z
  .object({
    match: z
      .string()
      .min(1)
      .describe('a path glob (`/wps/member/*`) or a relay name glob (`GCSGAME_*`); `*` matches anything'),
    latencyMs: z
      .number()
      .int()
      .min(0)
      .max(120_000)
      .optional()
      .describe('fixed added latency, or the lower bound of a range with latencyMaxMs'),
    latencyMaxMs: z
      .number()
      .int()
      .min(0)
      .max(120_000)
      .optional()
      .describe('the upper bound of a random added latency (from latencyMs)'),
    errorRate: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe(
        'share of matching requests that fail, 0..1 (default 1 when status, errorCode or drop is given)',
      ),
    status: z
      .number()
      .int()
      .min(400)
      .max(599)
      .optional()
      .describe('the HTTP status of a failed call (default 500)'),
    errorCode: z
      .string()
      .min(1)
      .optional()
      .describe("the envelope's errorCode of a failed call (default system.busy)"),
    message: z
      .string()
      .optional()
      .describe("the envelope's message of a failed call (default: Injected fault)"),
    drop: z.boolean().optional().describe('close the connection without an answer'),
    times: z.number().int().positive().optional().describe('stop after this many hits'),
  })
  .refine(
    (f) => f.latencyMaxMs === undefined || (f.latencyMs ?? 0) <= f.latencyMaxMs,
    'latencyMs must not exceed latencyMaxMs',
  )
  .refine(
    (f) => [f.latencyMs, f.errorRate, f.status, f.errorCode, f.drop].some((v) => v !== undefined),
    'a fault needs latency, an error or a drop',
  );
export type FaultInput = z.infer<typeof faultInput>;

export const removeFaultInput = z.object({ id: z.number().int() });
