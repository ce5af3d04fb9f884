// merchants.*: merchants beyond the seeded two, as a QA suite's staging data names them
// (scenario files declare them under `merchants:`).
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

export const createMerchantInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, 'letters, digits, _ or -'),
  name: z.string().trim().min(1).max(60).optional(),
  /** ISO 4217; the symbol, country and dialing code follow it unless given */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1).max(4).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  defaultLanguage: z.enum(LANGUAGES).optional(),
  /** single: everything in the main wallet; multi: a sub-wallet per vendor (GCS_merchantWallet) */
  wallet: z.enum(['single', 'multi']).default('single'),
});
export type CreateMerchantInput = z.input<typeof createMerchantInput>;
