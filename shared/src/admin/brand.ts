// brand.* and registerFields.*: the merchant settings the account flows read.
import { z } from 'zod';
import { PLATFORM_LANGUAGES } from '../languages.ts';

export const setBrandInput = z.object({
  merchant: z.string().optional(),
  loginedToHomePage: z
    .boolean()
    .optional()
    .describe("visitors without a session are sent to /login (the spec's few pages stay open)"),
  passwordMaxAgeDays: z
    .number()
    .int()
    .min(1)
    .max(3650)
    .optional()
    .describe('a password older than this has expired: the next login asks for a new one'),
  defaultLanguage: z
    .enum(PLATFORM_LANGUAGES)
    .optional()
    .describe('the language of visitors who send none (any of the 39 platform languages)'),
  supportedLanguages: z
    .array(z.enum(PLATFORM_LANGUAGES))
    .min(1)
    .optional()
    .describe(
      "the site's language menu (any of the 39 platform languages; one the site does not translate shows English per key)",
    ),
  name: z.string().min(1).max(60).optional().describe('the brand name the site shows'),
  imageCDNs: z
    .array(z.string().min(1))
    .optional()
    .describe('image hosts the site picks one of at random per page load'),
  launchGameCDNs: z
    .array(z.string().min(1))
    .optional()
    .describe('game-launch hosts the site picks one of at random per page load'),
  domainRoute: z
    .array(z.object({ domain: z.string().min(1), speed: z.number().min(0) }))
    .optional()
    .describe('the router list GET /wps/system/domainRoute answers'),
  avatarPresets: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('how many preset avatars members may pick (STATIC 0..n-1)'),
  resources: z
    .array(
      z.object({
        resourceType: z.string().min(1),
        url: z.string().min(1),
        qrCodeUrl: z.string().nullable().default(null),
        labelNameCn: z.string().default(''),
        labelNameEn: z.string().default(''),
      }),
    )
    .optional()
    .describe(
      "the right bar's and download page's links (FACEBOOK, EMAIL, IOS, Android, MOBILECONFIG, …), app links with their QR targets",
    ),
  customerService: z
    .array(z.object({ type: z.string().min(1), name: z.string().min(1), url: z.string().min(1) }))
    .optional()
    .describe('plain URLs: the status call seals them as the real platform does'),
  gtagId: z.string().optional().describe('the analytics id the status call carries'),
  singleWallet: z
    .boolean()
    .optional()
    .describe('GCS_merchantWallet.isSingle: false gives every vendor its own sub-wallet'),
});

export const setRegisterFieldInput = z.object({
  merchant: z.string().optional(),
  field: z
    .string()
    .min(1)
    .describe("the register form's field (username, password, mobileNum, email, affiliateCode, …)"),
  enabled: z.boolean().optional().describe('shown on the form'),
  required: z.boolean().optional().describe('must be filled in'),
  patternId: z
    .number()
    .int()
    .min(0)
    .max(13)
    .optional()
    .describe("the spec's pattern the value must match (shared/src/register-patterns.ts)"),
  minLength: z.number().int().min(0).max(128).optional().describe('fewest characters'),
  maxLength: z.number().int().min(1).max(128).optional().describe('most characters'),
});
