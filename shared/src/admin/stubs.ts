// stubs.*: answers QA pins to matching calls (after the Merchant check, auth and validation), for a number
// of times or until removed. A matcher is exact, or a pattern written `/regex/`.
import { z } from 'zod';
import { harEntry } from '../har.ts';

const matcher = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .describe('the exact value, or a pattern written `/regex/` (tested against the value as text)');

export const stubMatch = z.object({
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .optional()
    .describe('GET, POST, ... (default: any)'),
  path: z.string().min(1).describe('a path glob (`/wps/member/*`); `*` matches anything'),
  query: z.record(z.string(), matcher).optional().describe('query parameters that must match'),
  body: z
    .record(z.string(), matcher)
    .optional()
    .describe('body fields that must match (a dotted name reaches inside: `value.amount`)'),
});

export const stubInput = z
  .object({
    match: stubMatch,
    status: z.number().int().min(100).max(599).optional().describe('the HTTP status (default 200)'),
    body: z.unknown().optional().describe('the answer (JSON), e.g. a whole envelope'),
    har: harEntry.optional().describe('a HAR entry whose captured answer (status and text) is given'),
    times: z.number().int().positive().optional().describe('answer this many times, then go'),
    note: z.string().max(200).optional(),
  })
  .refine((s) => s.body !== undefined || s.har !== undefined, 'a stub needs a body or a HAR entry')
  .refine((s) => s.body === undefined || s.har === undefined, 'give a body or a HAR entry, not both');
export type StubInput = z.infer<typeof stubInput>;

export const removeStubInput = z.object({ id: z.number().int() });
