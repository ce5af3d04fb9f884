// A string schema that trims before it counts (`z.string().trim().min(n)`) refuses "   ", yet its JSON
// Schema only says minLength n. Told by trying: when n spaces are refused and n letters taken, the text
// must hold n characters between its first and last non-space one, which a pattern can say.
import type { z } from 'zod';
import type { JsonSchema } from './types.ts';

export function requireNonBlank(schema: z.ZodType, json: JsonSchema): void {
  const min = typeof json.minLength === 'number' ? json.minLength : 0;
  if (min < 1 || json.pattern !== undefined || json.format !== undefined) return;
  if (schema.safeParse(' '.repeat(min)).success || !schema.safeParse('x'.repeat(min)).success) return;
  json.pattern = min === 1 ? '^\\s*\\S[\\s\\S]*$' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`;
}
