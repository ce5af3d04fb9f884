// The login device id: one UUID per browser, sent as `loginDeviceId` and as the SHELL_deviceId
// cookie (wire-contract.md sections 2 and 4.1).
import { DEVICE_COOKIE } from '@sim/shared/headers';
import { writeCookie } from '../lib/browser/cookies';
import { newUuid } from '../lib/browser/random-id';

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
