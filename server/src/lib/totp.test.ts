import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, totpAt, totpMatches, totpSecondsLeft } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC test vector at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts the step before and after, not two away', () => {
    const at = new Date(1111111111 * 1000);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(true);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(true);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() + 60_000)), at)).toBe(false);
  });

  it('round-trips base32 and makes 32-character secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('counts the seconds left in a step', () => {
    expect(totpSecondsLeft(new Date(59_000))).toBe(1);
    expect(totpSecondsLeft(new Date(60_000))).toBe(30);
  });
});
