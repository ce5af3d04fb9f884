// Merchants with everything /wps/system/status needs, cached in memory: status is the boot call of
// every visitor, so it must not cost a round of queries. Admin changes call invalidate().
import type { FieldRule } from '@sim/shared/register-patterns';
import type { Db } from '../../db/client.ts';
import { type SiteConfig, siteConfigSchema } from './site-config.ts';

export interface MerchantProfile {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  countryCode: string;
  countryDialingCode: string;
  defaultLanguage: string;
  supportedLanguages: string[];
  config: SiteConfig;
  flags: Map<string, boolean>;
  registerRules: Record<string, FieldRule>;
  state: {
    maintenance: boolean;
    maintenanceStartAt: Date | null;
    maintenanceEndAt: Date | null;
    regionRestriction: boolean;
    blockedCountries: string[];
    blockedIps: string[];
  };
}

export class MerchantDirectory {
  private readonly cache = new Map<string, Promise<MerchantProfile | null>>();

  constructor(private readonly db: Db) {}

  get(code: string): Promise<MerchantProfile | null> {
    let entry = this.cache.get(code);
    if (!entry) {
      entry = this.load(code);
      this.cache.set(code, entry);
      entry.catch(() => this.cache.delete(code));
    }
    return entry;
  }

  invalidate(code?: string): void {
    if (code) this.cache.delete(code);
    else this.cache.clear();
  }

  private async load(code: string): Promise<MerchantProfile | null> {
    const merchant = await this.db.merchant.findUnique({
      where: { code },
      include: { flags: true, registerFields: true, systemState: true },
    });
    if (!merchant) return null;
    const state = merchant.systemState;
    return {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      countryCode: merchant.countryCode,
      countryDialingCode: merchant.countryDialingCode,
      defaultLanguage: merchant.defaultLanguage,
      supportedLanguages: merchant.supportedLanguages as string[],
      config: siteConfigSchema.parse(merchant.config),
      flags: new Map(merchant.flags.map((f) => [f.modId, f.enabled])),
      registerRules: Object.fromEntries(
        merchant.registerFields.map((f) => [
          f.field,
          {
            patternId: f.patternId,
            minLength: f.minLength,
            maxLength: f.maxLength,
            acceptedPattern: f.acceptedPattern,
            enabled: f.enabled,
            required: f.required,
          },
        ]),
      ),
      state: {
        maintenance: state?.maintenance ?? false,
        maintenanceStartAt: state?.maintenanceStartAt ?? null,
        maintenanceEndAt: state?.maintenanceEndAt ?? null,
        regionRestriction: state?.regionRestriction ?? false,
        blockedCountries: (state?.blockedCountries as string[] | undefined) ?? [],
        blockedIps: (state?.blockedIps as string[] | undefined) ?? [],
      },
    };
  }
}
