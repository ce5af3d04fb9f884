// The merchant's brand settings the account flows and the boot call read: name, languages and the
// site configuration (loginedToHomePage, password age, CDNs, resources, customer service, wallets).
import type { setBrandInput } from '@sim/shared/admin/brand';
import type { z } from 'zod';
import { definedOnly } from '../../lib/defined.ts';
import type { MerchantDirectory, MerchantProfile } from './directory.ts';
import { type SiteConfig, siteConfigSchema } from './site-config.ts';

export type BrandChanges = Omit<z.infer<typeof setBrandInput>, 'merchant'>;

export async function setBrand(
  merchants: MerchantDirectory,
  merchant: MerchantProfile,
  changes: BrandChanges,
): Promise<SiteConfig> {
  const { name, defaultLanguage, supportedLanguages, ...configChanges } = changes;
  const config = siteConfigSchema.parse({ ...merchant.config, ...definedOnly(configChanges) });
  await merchants.update(merchant.code, { name, defaultLanguage, supportedLanguages, config });
  return config;
}
