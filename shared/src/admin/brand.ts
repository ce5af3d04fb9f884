// brand.* and registerFields.*: the merchant settings the account flows read.
import { z } from 'zod';

export const setBrandInput = z.object({
  merchant: z.string().optional(),
  loginedToHomePage: z.boolean().optional(),
  passwordMaxAgeDays: z.number().int().min(1).max(3650).optional(),
  defaultLanguage: z.enum(['BN', 'EN', 'CN', 'JA', 'TH', 'VI']).optional(),
  supportedLanguages: z
    .array(z.enum(['BN', 'EN', 'CN', 'JA', 'TH', 'VI']))
    .min(1)
    .optional(),
  name: z.string().min(1).max(60).optional(),
  imageCDNs: z.array(z.string().min(1)).optional(),
  launchGameCDNs: z.array(z.string().min(1)).optional(),
  /** the router list GET /wps/system/domainRoute answers */
  domainRoute: z.array(z.object({ domain: z.string().min(1), speed: z.number().min(0) })).optional(),
  /** how many preset avatars members may pick (STATIC 0..n-1) */
  avatarPresets: z.number().int().min(1).max(100).optional(),
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
    .optional(),
  /** plain URLs: the status call seals them as the real platform does */
  customerService: z
    .array(z.object({ type: z.string().min(1), name: z.string().min(1), url: z.string().min(1) }))
    .optional(),
  gtagId: z.string().optional(),
  /** GCS_merchantWallet.isSingle: false gives every vendor its own sub-wallet */
  singleWallet: z.boolean().optional(),
});

export const setRegisterFieldInput = z.object({
  merchant: z.string().optional(),
  field: z.string().min(1),
  enabled: z.boolean().optional(),
  required: z.boolean().optional(),
  patternId: z.number().int().min(0).max(13).optional(),
  minLength: z.number().int().min(0).max(128).optional(),
  maxLength: z.number().int().min(1).max(128).optional(),
});
