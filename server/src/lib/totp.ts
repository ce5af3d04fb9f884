// RFC 6238 time-based one-time codes (HMAC-SHA1, 30 s steps, 6 digits: what Google Authenticator
// shows) on node:crypto, with the RFC 4648 base32 its secrets are written in. The time is given,
// never read: the simulator passes its simulated clock.
import { createHmac, randomBytes } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The HOTP value (RFC 4226) of a counter. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code a secret shows at a time. */
export const totpAt = (secret: string, at: Date) => hotp(base32Decode(secret), stepOf(at));

/** Seconds until the code shown at `at` changes. */
export const totpSecondsLeft = (at: Date) =>
  TOTP_STEP_SECONDS - (Math.floor(at.getTime() / 1000) % TOTP_STEP_SECONDS);

/** Whether `code` is the one shown at `at`, or one step before or after (clock drift, as servers allow). */
export function totpMatches(secret: string, code: string, at: Date): boolean {
  const key = base32Decode(secret);
  const step = stepOf(at);
  return [step - 1, step, step + 1].some((s) => hotp(key, s) === code.trim());
}

/** The otpauth:// URI an authenticator app scans. */
export const otpauthUri = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_SECONDS}`;
