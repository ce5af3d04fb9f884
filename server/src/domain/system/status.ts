// The boot call's answer (wire-contract.md 4.6) and the rules behind status codes 1 and 2.

import type { SystemStatus } from '@sim/shared/wps/system';
import { sealWithTrailingKeyNative } from '../../foundation/wire-crypto-node.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { whitelabelTree } from '../merchants/flags.ts';

/** Where a visitor appears to come from (the control room may override it). */
export interface ClientLocation {
  ip: string;
  country: string;
}

/** Maintenance is on from its start (or at once) until its end time passes, if it has one. */
export function isInMaintenance(merchant: MerchantProfile, now: Date): boolean {
  const { maintenance, maintenanceStartAt, maintenanceEndAt } = merchant.state;
  if (!maintenance) return false;
  if (maintenanceStartAt && now < maintenanceStartAt) return false;
  return !(maintenanceEndAt && now >= maintenanceEndAt);
}

/** Restricted when switched on for everyone, or for this visitor's country or address. */
export function isRegionRestricted(merchant: MerchantProfile, location: ClientLocation): boolean {
  const { regionRestriction, blockedCountries, blockedIps } = merchant.state;
  return regionRestriction || blockedCountries.includes(location.country) || blockedIps.includes(location.ip);
}

/** Stable per-merchant key so the sealed customer-service paths do not change on every call. */
function customerServiceKey(merchantCode: string): string {
  return `${merchantCode}cs000000`.slice(0, 8);
}

/** The merchant's part of the answer; profiles are replaced on every admin change, so a WeakMap caches it. */
const infoCache = new WeakMap<MerchantProfile, SystemStatus['info']>();

export function buildSystemStatus(
  merchant: MerchantProfile,
  location: ClientLocation,
  now: Date,
): SystemStatus {
  let info = infoCache.get(merchant);
  if (!info) {
    info = buildInfo(merchant);
    infoCache.set(merchant, info);
  }
  return {
    maintenance: isInMaintenance(merchant, now),
    regionRestriction: isRegionRestricted(merchant, location),
    maintenanceStartTime: merchant.state.maintenanceStartAt?.getTime() ?? null,
    maintenanceEndTime: merchant.state.maintenanceEndAt?.getTime() ?? null,
    serverTime: now.getTime(),
    location,
    info,
  };
}

function buildInfo(merchant: MerchantProfile): SystemStatus['info'] {
  const { config } = merchant;
  return {
    customerService: config.customerService.map((cs) => ({
      type: cs.type,
      name: cs.name,
      path: sealWithTrailingKeyNative(cs.url, customerServiceKey(merchant.code)),
    })),
    domainRoute: config.domainRoute,
    resources: config.resources,
    whitelabel: whitelabelTree(merchant),
    register: merchant.registerRules,
    mainDomain: config.mainDomain,
    analytics: { gtagId: config.gtagId },
    imageCDNs: config.imageCDNs,
    launchGameCDNs: config.launchGameCDNs,
    config: {
      brand: { platform: 'WEB', merchant: merchant.code, lotteryType: config.lotteryType, device: 'WEB' },
      merchantName: merchant.name,
      defaultLanguage: merchant.defaultLanguage,
      supportLanguages: merchant.supportedLanguages,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      countryDialingCode: merchant.countryDialingCode,
      loginedToHomePage: config.loginedToHomePage,
      chatHeaderColor: config.chatHeaderColor,
      prizeModes: config.prizeModes,
      announcementTypes: config.announcementTypes,
      avatarPresets: config.avatarPresets,
    },
  };
}
