// The text form of a wire number documents exactly the values its bounds allow (wire-numbers.ts).

import { positiveMoneySchema } from '@sim/shared/money-schema';
import { wireInt } from '@sim/shared/wire-number';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { convertSchemas } from './json-schema.ts';
import type { JsonSchema } from './types.ts';
import { digitRange } from './wire-numbers.ts';

/** The request-side JSON Schema of one schema, and its text branch's pattern. */
function textPattern(schema: z.ZodType): RegExp {
  const [json] = convertSchemas([{ schema, io: 'input', name: 'N' }]).schemas;
  const text = (json!.anyOf as JsonSchema[]).find((branch) => branch.type === 'string')!;
  return new RegExp(text.pattern as string);
}

describe('digitRange', () => {
  it('matches a whole number exactly when it is within the range', () => {
    const limit = 3_000_000_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: limit }),
        fc.integer({ min: 0, max: limit }),
        fc.integer({ min: 0, max: limit }),
        (a, b, n) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(new RegExp(`^(?:${digitRange(low, high)})$`).test(String(n))).toBe(n >= low && n <= high);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a wire number in the document', () => {
  it('gives its text the bounds of every stage of the pipe', () => {
    const pattern = textPattern(wireInt(z.number().int().min(-5).max(300)));
    const allowed = (n: number) => pattern.test(String(n));
    expect([-5, -1, 0, 7, 99, 300].every(allowed)).toBe(true);
    expect([-6, 301, 1000, 2_147_483_648].some(allowed)).toBe(false);
    expect(pattern.test('1e3')).toBe(false);
  });

  it('gives a positive amount a text above 0 with at most two decimals', () => {
    const pattern = textPattern(positiveMoneySchema);
    expect(['0.01', '5', '12.34', '1000000000000'].every((text) => pattern.test(text))).toBe(true);
    expect(['0', '0.00', '12.345', '-1', '1000000000000.01', ' 5'].some((text) => pattern.test(text))).toBe(
      false,
    );
  });

  it('puts the bounds on the number branch too', () => {
    const [json] = convertSchemas([
      { schema: wireInt(z.number().int().min(1).max(100)), io: 'input', name: 'N' },
    ]).schemas;
    expect((json!.anyOf as JsonSchema[])[0]).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
  });
});
