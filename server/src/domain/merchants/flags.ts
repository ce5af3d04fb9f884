// Whether a white-label module is on for a merchant: its own switch and every parent's.
import { buildWhitelabelTree, flattenWhitelabel, MODULE_TREE, type WhitelabelNode } from '@sim/shared/flags';
import { PlatformError } from '../../platform/errors.ts';
import type { MerchantProfile } from './directory.ts';

export function whitelabelTree(merchant: MerchantProfile): WhitelabelNode {
  const own = (modId: string) => merchant.flags.get(modId) ?? false;
  return { modId: 'ROOT', enabled: '1', childrenNodes: buildWhitelabelTree(own, MODULE_TREE) };
}

export function isModuleOn(merchant: MerchantProfile, modId: string): boolean {
  return flattenWhitelabel(whitelabelTree(merchant).childrenNodes)[modId] ?? false;
}

/** #543 in the platform's words for a switched-off feature; with several modules, any one on will do. */
export function requireModule(merchant: MerchantProfile, ...anyOf: string[]): void {
  if (!anyOf.some((modId) => isModuleOn(merchant, modId))) {
    throw PlatformError.of('functionNotAvailable', {
      message: 'This operation is not enabled, please contact customer service',
    });
  }
}
