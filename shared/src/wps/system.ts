// GET /wps/system/status ("permission"), /wps/system/whitelabel, /wps/system/setting/register.
import { z } from 'zod';

export const whitelabelNodeSchema: z.ZodType<{
  modId: string;
  enabled: '1' | '0';
  childrenNodes: { modId: string; enabled: '1' | '0'; childrenNodes: unknown[] }[];
}> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNodeSchema) }),
) as never;

export const fieldRuleSchema = z.object({
  patternId: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  acceptedPattern: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
});
export const registerRulesSchema = z.record(z.string(), fieldRuleSchema);

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameCn: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** `path` is DES ciphertext with its key as the last 8 characters (opened client side). */
export const customerServiceSchema = z.object({ type: z.string(), name: z.string(), path: z.string() });

export const brandConfigSchema = z.object({
  brand: z.object({
    platform: z.string(),
    merchant: z.string(),
    lotteryType: z.string(),
    device: z.string(),
  }),
  merchantName: z.string(),
  defaultLanguage: z.string(),
  supportLanguages: z.array(z.string()),
  currency: z.string(),
  currencySymbol: z.string(),
  countryDialingCode: z.string(),
  loginedToHomePage: z.boolean(),
  chatHeaderColor: z.string(),
  prizeModes: z.record(z.string(), z.string()),
  announcementTypes: z.array(z.string()),
  /** how many preset avatars there are (STATIC 0..n-1); a simulator extension, so optional */
  avatarPresets: z.number().int().optional(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

export const locationSchema = z.object({ ip: z.string(), country: z.string() });

export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ms epoch, null when no window is set */
  maintenanceStartTime: z.number().nullable(),
  maintenanceEndTime: z.number().nullable(),
  /**
   * ms epoch on the simulator's clock (a simulator extension the real status does not send): the
   * site's date presets follow a clock QA has moved. Optional, so a client of the real platform works.
   */
  serverTime: z.number().optional(),
  location: locationSchema,
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.object({ domain: z.string(), speed: z.number() })),
    resources: z.array(resourceSchema),
    whitelabel: whitelabelNodeSchema,
    register: registerRulesSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    config: brandConfigSchema,
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export { type SystemStatusCode, systemStatusCode } from './system-code';

export const statusQuerySchema = z.object({ url: z.string().optional() }).loose();

/** GET /wps/system/domainRoute: the router list (spec section 3, "domainList entries with a speed"). */
export const domainRouteSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;
