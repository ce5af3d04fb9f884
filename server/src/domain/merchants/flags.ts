// Whether a white-label module is on for a merchant (its own switch and every parent's), and setting
// a module's own switch.
import {
  buildWhitelabelTree,
  flattenModules,
  flattenWhitelabel,
  MODULE_IDS,
  MODULE_TREE,
  type WhitelabelNode,
} from '@sim/shared/flags';
import { PlatformError, RequestRefused } from '../../foundation/errors.ts';
import type { MerchantDirectory, MerchantProfile } from './directory.ts';

export function whitelabelTree(merchant: MerchantProfile): WhitelabelNode {
  const own = (modId: string) => merchant.flags.get(modId) ?? false;
  return { modId: 'ROOT', enabled: '1', childrenNodes: buildWhitelabelTree(own, MODULE_TREE) };
}

/** A profile is rebuilt, never changed, when its merchant changes: its effective switches are worked out once. */
const effectiveSwitches = new WeakMap<MerchantProfile, Record<string, boolean>>();

export function isModuleOn(merchant: MerchantProfile, modId: string): boolean {
  let effective = effectiveSwitches.get(merchant);
  if (!effective) {
    effective = flattenWhitelabel(whitelabelTree(merchant).childrenNodes);
    effectiveSwitches.set(merchant, effective);
  }
  return effective[modId] ?? false;
}

/** #543 in the platform's words for a switched-off feature; with several modules, any one on will do. */
export function requireModule(merchant: MerchantProfile, ...anyOf: string[]): void {
  if (!anyOf.some((modId) => isModuleOn(merchant, modId))) {
    throw PlatformError.of('functionNotAvailable', {
      message: 'This operation is not enabled, please contact customer service',
    });
  }
}

/** Every module with its own switch and whether it is in effect (on only while every parent is on too). */
export function moduleSwitches(merchant: MerchantProfile) {
  return flattenModules().map((module) => ({
    modId: module.modId,
    description: module.description,
    enabled: merchant.flags.get(module.modId) ?? false,
    effective: isModuleOn(merchant, module.modId),
  }));
}

export async function setModule(
  merchants: MerchantDirectory,
  merchant: MerchantProfile,
  modId: string,
  enabled: boolean,
): Promise<void> {
  if (!MODULE_IDS.includes(modId)) throw new RequestRefused('invalid', `Unknown module ${modId}`);
  await merchants.update(merchant.code, { flags: { [modId]: enabled } });
}
