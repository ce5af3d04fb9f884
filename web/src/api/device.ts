// The login device id: one UUID per browser, sent as `loginDeviceId` and as the SHELL_deviceId
// cookie (wire-contract.md sections 2 and 4.1).
import { DEVICE_COOKIE } from '@sim/shared/headers';
import { writeCookie } from '../lib/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function loginDeviceId(): string {
  let id = localStorage.getItem(DEVICE_COOKIE);
  if (!id) {
    id = newUuid();
    localStorage.setItem(DEVICE_COOKIE, id);
  }
  writeCookie(DEVICE_COOKIE, id, ONE_YEAR_SECONDS);
  return id;
}

/** randomUUID exists only in secure contexts; a plain-http LAN address still needs an id. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
