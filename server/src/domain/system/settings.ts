// GET /wps/system/settings/consolidated and WPSCORE_checkIfAppDomain: made of the same merchant profile the
// boot call (status.ts) reads, so an admin change to the merchant shows in both at once.
import { flattenWhitelabel } from '@sim/shared/flags';
import type { ConsolidatedSettings } from '@sim/shared/wps/system-boot';
import type { MerchantProfile } from '../merchants/directory.ts';
import { whitelabelTree } from '../merchants/flags.ts';
import { promotionDomainsOf } from '../referral/details.ts';
import { buildSystemStatus, type ClientLocation } from './status.ts';

export function consolidatedSettings(
  merchant: MerchantProfile,
  location: ClientLocation,
  now: Date,
): ConsolidatedSettings {
  const { info } = buildSystemStatus(merchant, location, now);
  return {
    config: info.config,
    features: flattenWhitelabel(whitelabelTree(merchant).childrenNodes),
    register: info.register,
    resources: info.resources,
    customerService: info.customerService,
    mainDomain: info.mainDomain,
    domainRoute: info.domainRoute,
  };
}

/** a host without its port, lower case */
const bareHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/** Whether the domain is the merchant's: its main domain or one of its routes (the domain list). */
export function isAppDomain(merchant: MerchantProfile, domain: string): boolean {
  const wanted = bareHost(domain);
  return promotionDomainsOf(merchant).some(
    (candidate) => bareHost(candidate.replace(/^https?:\/\//, '').split('/')[0] ?? '') === wanted,
  );
}
