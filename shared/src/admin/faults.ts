// faults.*: trouble injected per route or relay name pattern, for QA to see how clients cope.
import { z } from 'zod';

export const faultInput = z
  .object({
    /** a path glob (`/wps/member/*`) or a relay name glob (`GCSGAME_*`); `*` matches anything */
    match: z.string().min(1),
    /** fixed added latency, or the lower bound of a range with latencyMaxMs */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    latencyMaxMs: z.number().int().min(0).max(120_000).optional(),
    /** share of matching requests that fail, 0..1 (default 1 when status, errorCode or drop is given) */
    errorRate: z.number().min(0).max(1).optional(),
    status: z.number().int().min(400).max(599).optional(),
    errorCode: z.string().min(1).optional(),
    message: z.string().optional(),
    /** close the connection without an answer */
    drop: z.boolean().optional(),
    /** stop after this many hits */
    times: z.number().int().positive().optional(),
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
