// Merchants with everything /wps/system/status needs, cached in memory: status is the boot call of
// every visitor, so it must not cost a round of queries. Every change goes through update(), which
// writes and drops the cached profile in one place, and marks the merchants changed for the other
// server processes (foundation/shared-versions.ts), which drop their profiles within a poll.
import type { FieldRule } from '@sim/shared/register-patterns';
import type { Db } from '../../db/client.ts';
import type { SharedVersions } from '../../foundation/shared-versions.ts';
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
  state: MerchantState;
}

export interface MerchantState {
  maintenance: boolean;
  maintenanceStartAt: Date | null;
  maintenanceEndAt: Date | null;
  regionRestriction: boolean;
  blockedCountries: string[];
  blockedIps: string[];
}

/** What a change may touch; whatever is left out stays as it is. */
export interface MerchantPatch {
  name?: string;
  defaultLanguage?: string;
  supportedLanguages?: string[];
  config?: SiteConfig;
  /** module id -> its own switch */
  flags?: Record<string, boolean>;
  /** register field -> its whole rule */
  registerFields?: Record<string, FieldRule>;
  state?: Partial<MerchantState>;
}

export class MerchantDirectory {
  private readonly cache = new Map<string, Promise<MerchantProfile | null>>();
  /** the loaded profiles of `cache`, for callers that cannot wait (the status fast lane) */
  private readonly loaded = new Map<string, MerchantProfile>();

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('merchants', () => this.invalidate());
  }

  get(code: string): Promise<MerchantProfile | null> {
    let entry = this.cache.get(code);
    if (!entry) {
      const loading = this.load(code);
      entry = loading;
      this.cache.set(code, loading);
      loading.then(
        (profile) => {
          if (profile && this.cache.get(code) === loading) this.loaded.set(code, profile);
        },
        () => this.cache.delete(code),
      );
    }
    return entry;
  }

  /** The merchant's profile if it is loaded and current, without waiting; undefined otherwise. */
  peek(code: string): MerchantProfile | undefined {
    return this.loaded.get(code);
  }

  /** Writes the change in one transaction and answers the merchant as it now is. */
  async update(code: string, patch: MerchantPatch): Promise<MerchantProfile> {
    const { flags = {}, registerFields = {}, state, ...merchant } = patch;
    await this.db.$transaction(async (tx) => {
      if (Object.values(merchant).some((value) => value !== undefined))
        await tx.merchant.update({ where: { code }, data: merchant });
      for (const [modId, enabled] of Object.entries(flags)) {
        await tx.featureFlag.upsert({
          where: { merchantCode_modId: { merchantCode: code, modId } },
          create: { merchantCode: code, modId, enabled },
          update: { enabled },
        });
      }
      for (const [field, rule] of Object.entries(registerFields)) {
        await tx.registerField.update({
          where: { merchantCode_field: { merchantCode: code, field } },
          data: rule,
        });
      }
      if (state) await tx.systemState.update({ where: { merchantCode: code }, data: state });
      await this.versions?.bump(tx, 'merchants');
    });
    this.invalidate(code);
    const profile = await this.get(code);
    if (!profile) throw new Error(`Merchant ${code} is gone`);
    return profile;
  }

  /**
   * The merchant as the database holds it now, cached from here on: what an admin change starts from,
   * since another process may have changed it within the last poll (a stale base would undo that).
   */
  current(code: string): Promise<MerchantProfile | null> {
    this.invalidate(code);
    return this.get(code);
  }

  /** After a write of its own (provisioning), for this process and the others. */
  async changed(code: string): Promise<void> {
    await this.versions?.bump(this.db, 'merchants');
    this.invalidate(code);
  }

  /** After a write elsewhere (a reset or a restore, another process), the next get() reads again. */
  invalidate(code?: string): void {
    if (code) {
      this.cache.delete(code);
      this.loaded.delete(code);
    } else {
      this.cache.clear();
      this.loaded.clear();
    }
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
