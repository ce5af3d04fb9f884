// Node's crypto against node-forge (shared/src/wire-crypto.ts, what browsers and QA scripts run): the
// same payloads out of the same ciphertexts, the same refusals.
import {
  decryptPayload,
  desEncrypt,
  encryptionHeaderBounds,
  encryptPayload,
  rsaEncryptLegacy,
  sealWithTrailingKey,
  WireCryptoError,
} from '@sim/shared/wire-crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRsaKey } from './rsa-key.ts';
import { desEncryptNative, openPayloadNative, sealWithTrailingKeyNative } from './wire-crypto-node.ts';

const key = generateRsaKey();
const clientKey = fc.string({
  unit: fc.constantFrom(...'abcdefghijkmnpqrstuvwxyz0123456789'),
  minLength: 16,
  maxLength: 16,
});

function outcome(open: () => unknown) {
  try {
    return { value: open() };
  } catch (error) {
    expect(error).toBeInstanceOf(WireCryptoError);
    return { error: (error as Error).message };
  }
}

describe('wire cryptography on Node crypto', () => {
  it('opens what the clients seal exactly as node-forge does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), clientKey, (payload, k) => {
        const sealed = encryptPayload(payload, key.modulusHex, k);
        expect(openPayloadNative(sealed, key)).toEqual(decryptPayload(sealed, key));
      }),
      { numRuns: 60 },
    );
  });

  it('opens a login as the site sends it (unicode password included)', () => {
    const login = { username: 'demo01', password: 'Démo✓1234', captcha: '' };
    expect(openPayloadNative(encryptPayload(login, key.modulusHex), key)).toEqual(login);
  });

  it('refuses what node-forge refuses, with the same reason', () => {
    const k = 'abcdefghijklmnop';
    const rsa = rsaEncryptLegacy([...k].reverse().join(''), key.modulusHex);
    const cases = [
      { rsa, des: desEncrypt('not json', k) },
      { rsa, des: desEncrypt('{"a":1}', 'zzzzzzzzzzzzzzzz') },
      { rsa, des: 'AAAA' },
      { rsa: 'zz', des: desEncrypt('{}', k) },
      { rsa: 'f'.repeat(256), des: desEncrypt('{}', k) },
      { rsa: `${rsa} ${rsa} ${rsa}`, des: desEncrypt('{}', k) },
      { rsa: rsaEncryptLegacy('short', key.modulusHex), des: desEncrypt('{}', k) },
    ];
    for (const sealed of cases)
      expect(outcome(() => openPayloadNative(sealed, key))).toEqual(
        outcome(() => decryptPayload(sealed, key)),
      );
  });

  it('seals exactly as node-forge does (customer-service links, unicode and block-multiple lengths)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), clientKey, (text, k) => {
        expect(desEncryptNative(text, k)).toBe(desEncrypt(text, k));
        expect(sealWithTrailingKeyNative(text, k.slice(0, 8))).toBe(sealWithTrailingKey(text, k.slice(0, 8)));
      }),
      { numRuns: 100 },
    );
    for (const text of ['', '12345678', 'https://cs.example/chat?vip=1&lang=বাংলা'])
      expect(desEncryptNative(text, 'k3yK3yk3')).toBe(desEncrypt(text, 'k3yK3yk3'));
  });

  it('bounds the Encryption header from the modulus alone, leading zeros or not', () => {
    const bounds = encryptionHeaderBounds(key.modulusHex);
    expect(encryptionHeaderBounds(`00${key.modulusHex.toUpperCase()}`)).toEqual(bounds);
    // 1024 bits: 64 16-bit digits, 126 characters a block, so the 16-character key fits one block
    expect(bounds).toEqual({ maxBlocks: 1, maxLength: 256 });
  });
});
