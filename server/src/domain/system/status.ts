// The boot call's answer (wire-contract.md 4.6) and the rules behind status codes 1 and 2.

import { type SystemStatus, systemStatusSchema } from '@sim/shared/wps/system';
import { z } from 'zod';
import { sealWithTrailingKeyNative } from '../../platform/wire-crypto-node.ts';
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

/** The merchant's part serialised once, as the route's schema would encode it, with its cache version. */
interface SerialisedInfo {
  version: number;
  json: string;
}

const infoJsonCache = new WeakMap<MerchantProfile, SerialisedInfo>();
let infoVersion = 0;

/**
 * The whole answer of GET /wps/system/status as the bytes Fastify's zod serialiser would write for
 * ok(buildSystemStatus(...)). Only the merchant's part (5+ KB) is cached: it changes only with the
 * profile, which MerchantDirectory replaces on every admin change (the one invalidation point). The
 * rest (maintenance window against the clock, the visitor's location and region block, serverTime)
 * is a few values, written fresh on every call so the clock and location never go stale.
 */
export function systemStatusJson(merchant: MerchantProfile, location: ClientLocation, now: Date): string {
  const { head, tail } = systemStatusParts(merchant, location, now);
  return `${head}${now.getTime()}${tail}`;
}

/**
 * systemStatusJson's text on either side of serverTime: the same for every call at which the
 * maintenance window and region block say the same (the fast lane keeps them as bytes per visitor).
 */
export function systemStatusParts(
  merchant: MerchantProfile,
  location: ClientLocation,
  now: Date,
): { head: string; tail: string } {
  let info = infoJsonCache.get(merchant);
  if (!info) {
    const encoded = z.encode(systemStatusSchema.shape.info, buildInfo(merchant));
    info = { version: ++infoVersion, json: JSON.stringify(encoded) };
    infoJsonCache.set(merchant, info);
  }
  const { maintenanceStartAt, maintenanceEndAt } = merchant.state;
  return {
    head:
      `{"success":true,"value":{"maintenance":${isInMaintenance(merchant, now)}` +
      `,"regionRestriction":${isRegionRestricted(merchant, location)}` +
      `,"maintenanceStartTime":${maintenanceStartAt?.getTime() ?? null}` +
      `,"maintenanceEndTime":${maintenanceEndAt?.getTime() ?? null}` +
      `,"serverTime":`,
    tail: `,"location":${JSON.stringify({ ip: location.ip, country: location.country })},"info":${info.json}}}`,
  };
}

/** Which serialisation of the merchant's part a profile holds (replicas can compare it; tests do). */
export function systemStatusInfoVersion(merchant: MerchantProfile): number | undefined {
  return infoJsonCache.get(merchant)?.version;
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
