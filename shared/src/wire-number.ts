// Counted and identifying numbers on the REST wire (ids, counts, pages, points, rates, thresholds), as
// strictly as money (money-schema.ts): a JSON number, or, in a query string or a form, its plain decimal
// text. What z.coerce.number() also took is refused: booleans (`true` is not promotion 1), blank or
// padded text (" 500 "), exponents ("1e3") and hex ("0x10").
import { z } from 'zod';

const PLAIN_INTEGER = /^-?\d{1,16}$/;
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/** ids and counts are 32-bit in the database: a larger number is refused here, not by PostgreSQL */
const INT32 = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** A whole number within 32 bits, then `schema`'s own bounds. */
export const wireInt = <Out extends z.ZodType<number, number>>(schema: Out) =>
  z
    .union([z.number(), z.string().regex(PLAIN_INTEGER, 'a plain whole number').transform(Number)])
    .pipe(INT32)
    .pipe(schema);

/** A number with decimals (points, rates), then `schema`'s own bounds. */
export const wireNumber = <Out extends z.ZodType<number, number>>(schema: Out) =>
  z
    .union([z.number(), z.string().regex(PLAIN_DECIMAL, 'a plain decimal number').transform(Number)])
    .pipe(schema);
