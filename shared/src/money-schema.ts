// Money as requests carry it, the one schema every amount input uses: a finite number, or on the REST
// wire also a plain decimal string ("500", "12.50") as form posts send it. Never hex, exponents, spaces,
// arrays or booleans (z.coerce took them all), at most 2 decimals (spec section 9), and bounded so no
// amount overflows the ledger's 64-bit minor units.
import { z } from 'zod';

/** The largest amount any request may name, in major units. */
export const MONEY_MAX = 1e12;

const PLAIN_DECIMAL = /^\d+(\.\d{1,2})?$/;
/** At most 2 decimals, up to the rounding of n * 100 itself (280000000.4 * 100 is 28000000040.000004). */
const hasTwoDecimalsAtMost = (n: number) =>
  Math.abs(n * 100 - Math.round(n * 100)) <= Math.max(1e-6, Math.abs(n * 100) * Number.EPSILON * 4);

/** An amount as a JSON number (admin inputs): signed, within ±MONEY_MAX, at most 2 decimals. */
export const moneyNumberSchema = z
  .number()
  .min(-MONEY_MAX)
  .max(MONEY_MAX)
  .refine(hasTwoDecimalsAtMost, 'an amount with at most 2 decimals')
  // what the refinement enforces, for the OpenAPI document (server/src/api-docs)
  .meta({ multipleOf: 0.01 });

/** An amount on the REST wire: a money number, or a plain unsigned decimal string. */
export const moneySchema = z
  .union([z.number(), z.string().regex(PLAIN_DECIMAL, 'a plain decimal amount').transform(Number)])
  .pipe(moneyNumberSchema);

export const positiveMoneySchema = moneySchema
  .refine((n) => n > 0, 'a positive amount')
  .meta({ exclusiveMinimum: 0 });
