// Money as requests carry it, the one schema every amount input uses (REST and admin): a finite number,
// or a plain decimal string ("500", "12.50") as form posts send it. Never hex, exponents, spaces,
// arrays or booleans (z.coerce took them all), at most 2 decimals (spec section 9), and bounded so no
// amount overflows the ledger's 64-bit minor units.
import { z } from 'zod';

/** The largest amount any request may name, in major units. */
export const MONEY_MAX = 1e12;

const PLAIN_DECIMAL = /^\d+(\.\d{1,2})?$/;
const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Any amount: numbers may be signed (admin adjustments), strings are plain unsigned decimals. */
export const moneySchema = z
  .union([z.number(), z.string().regex(PLAIN_DECIMAL, 'a plain decimal amount').transform(Number)])
  .pipe(
    z
      .number()
      .min(-MONEY_MAX)
      .max(MONEY_MAX)
      .refine(hasTwoDecimalsAtMost, 'an amount with at most 2 decimals'),
  );

export const positiveMoneySchema = moneySchema.refine((n) => n > 0, 'a positive amount');
export const nonNegativeMoneySchema = moneySchema.refine((n) => n >= 0, 'an amount of zero or more');
export const nonZeroMoneySchema = moneySchema.refine((n) => n !== 0, 'a non-zero amount');
