// The numbers discount tickets and extra-reward claims go by on the wire: a prefix, the day, ten hex
// digits (e.g. DT261206-9F3A1C07B2), as reward-centre tickets are numbered (tickets.ts).
import { randomBytes } from 'node:crypto';

export const voucherNumber = (prefix: 'DT' | 'XR', now: Date) =>
  `${prefix}${now.toISOString().slice(2, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** an open voucher past its expiry reads EXPIRED (nothing needs to rewrite it) */
export const isPastExpiry = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt <= now;

/** the expiry of a voucher given now and good for `hours` (null: never expires) */
export const expiryAfter = (now: Date, hours: number | null | undefined) =>
  hours === null || hours === undefined ? null : new Date(now.getTime() + hours * 3_600_000);
