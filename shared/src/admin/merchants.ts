// merchants.*: merchants beyond the seeded two, as a QA suite's staging data names them
// (scenario files declare them under `merchants:`).
import { z } from 'zod';
import { PLATFORM_LANGUAGES } from '../languages.ts';

export const createMerchantInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, 'letters, digits, _ or -')
    .describe('the code clients send in the Merchant header'),
  name: z.string().trim().min(1).max(60).optional().describe('the brand name the site shows'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217; the symbol, country and dialing code follow it unless given'),
  currencySymbol: z.string().min(1).max(4).optional().describe('default: follows the currency'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .describe('ISO 3166 alpha-2; default: follows the currency'),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .describe("the mobile numbers' dialling code; default: follows the currency"),
  defaultLanguage: z
    .enum(PLATFORM_LANGUAGES)
    .optional()
    .describe('the language of visitors who send none; default: follows the currency'),
  wallet: z
    .enum(['single', 'multi'])
    .default('single')
    .describe('single: everything in the main wallet; multi: a sub-wallet per vendor (GCS_merchantWallet)'),
});
export type CreateMerchantInput = z.input<typeof createMerchantInput>;
