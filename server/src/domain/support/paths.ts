// getService (WPSCORE_getCustomerServiceScript): the customer-service paths, VIP ones for members
// above rank 4. A type "3" path is sealed as the platform sends it — DES ciphertext with a fresh
// 8-character key appended — and opened by the browser (platform-spec.md 7).
import { randomInt } from 'node:crypto';
import type { SupportPath } from '@sim/shared/admin/support';
import { type CustomerService, ENCRYPTED_PATH_TYPE } from '@sim/shared/relay/support';
import type { Db } from '../../db/client.ts';
import { sealWithTrailingKeyNative } from '../../foundation/wire-crypto-node.ts';
import { supportSettings } from './settings.ts';
import { isVipService } from './vip.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function freshKey(): string {
  return Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

function toWire(path: SupportPath) {
  const sealed =
    path.type === ENCRYPTED_PATH_TYPE ? sealWithTrailingKeyNative(path.url, freshKey()) : path.url;
  return { type: path.type, name: path.name, path: sealed };
}

/** The paths for a visitor (memberId null) or a member. */
export async function customerService(
  db: Db,
  merchantCode: string,
  memberId: number | null,
): Promise<CustomerService> {
  const settings = await supportSettings(db, merchantCode);
  const vip = memberId !== null && (await isVipService(db, memberId));
  return { version: { pathList: (vip ? settings.vipPaths : settings.paths).map(toWire), vip } };
}
