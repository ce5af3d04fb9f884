// The part of a merchant's configuration kept as JSON (Merchant.config): what /wps/system/status serves
// besides flags, register rules and system state.
import { resourceSchema } from '@sim/shared/wps/system';
import { z } from 'zod';

export const siteConfigSchema = z.object({
  mainDomain: z.string(),
  lotteryType: z.string(),
  loginedToHomePage: z.boolean(),
  chatHeaderColor: z.string(),
  prizeModes: z.record(z.string(), z.string()),
  announcementTypes: z.array(z.string()),
  passwordMaxAgeDays: z.number().int().positive(),
  singleWallet: z.boolean(),
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoute: z.array(z.object({ domain: z.string(), speed: z.number() })),
  resources: z.array(resourceSchema),
  /** plain URLs; sealed with DES on the way out as the real platform does */
  customerService: z.array(z.object({ type: z.string(), name: z.string(), url: z.string() })),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
