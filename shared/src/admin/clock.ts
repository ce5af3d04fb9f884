import { z } from 'zod';

export const advanceClockInput = z
  .object({
    minutes: z.number().optional(),
    hours: z.number().optional(),
    days: z.number().optional(),
    seconds: z.number().optional(),
  })
  .refine((v) => Object.values(v).some((n) => n !== undefined), 'give minutes, hours, days or seconds');

export const setClockInput = z.object({
  at: z.union([z.string().datetime({ offset: true }), z.number().int()]),
});

export function advanceMs(input: z.infer<typeof advanceClockInput>): number {
  return (
    (input.seconds ?? 0) * 1000 +
    (input.minutes ?? 0) * 60_000 +
    (input.hours ?? 0) * 3_600_000 +
    (input.days ?? 0) * 86_400_000
  );
}
