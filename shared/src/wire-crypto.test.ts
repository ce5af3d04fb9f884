import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  desDecrypt,
  desEncrypt,
  encryptionHeaderBounds,
  encryptPayload,
  openWithTrailingKey,
  randomClientKey,
  rsaDecryptLegacy,
  rsaEncryptLegacy,
  sealWithTrailingKey,
  WireCryptoError,
} from './wire-crypto.ts';

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' });
  const hex = (v: string) => Buffer.from(v, 'base64url').toString('hex');
  return { privateKey, publicKey, key: { modulusHex: hex(jwk.n!), privateExponentHex: hex(jwk.d!) } };
}
const { privateKey, publicKey, key } = keyPair();

/** What the real client's `encryptedString` packs: bytes little-endian, zero-padded to 126 bytes. */
function packedBigEndian(text: string): Buffer {
  const little = Buffer.alloc(126);
  Buffer.from(text, 'latin1').copy(little);
  return Buffer.concat([Buffer.alloc(2), Buffer.from(little).reverse()]);
}

describe('DES as CryptoJS does it (the real front end)', () => {
  const cryptoJs = (text: string, k: string) =>
    CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(k), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();

  it.each([
    ['{"username":"demo01","password":"Demo1234"}', 'Ab3dEf7hIk9mNo1q'],
    ['ক খ গ 中文 ไทย', '0123456789ABCDEF'],
    ['', 'zzzzzzzz'],
  ])('produces the same ciphertext as CryptoJS for %j', (text, k) => {
    expect(desEncrypt(text, k)).toBe(cryptoJs(text, k));
  });

  it('opens what CryptoJS encrypted', () => {
    expect(desDecrypt(cryptoJs('{"a":1}', 'KEY12345rest'), 'KEY12345rest')).toBe('{"a":1}');
  });

  it('only uses the first 8 key bytes', () => {
    expect(desEncrypt('x', 'ABCDEFGH-one')).toBe(desEncrypt('x', 'ABCDEFGH-two'));
  });

  it('rejects ciphertext that is not base64 or has the wrong key', () => {
    expect(() => desDecrypt('not base64!!', 'ABCDEFGH')).toThrow(WireCryptoError);
    expect(() => desDecrypt(desEncrypt('{"a":1}', 'ABCDEFGH'), 'HGFEDCBA')).toThrow(WireCryptoError);
  });
});

describe('textbook RSA as the legacy BigInt client does it', () => {
  it('matches OpenSSL raw RSA on the little-endian packed key (client -> server)', () => {
    const text = 'q1onmlkihgfedcba';
    const expected = publicEncrypt(
      { key: publicKey, padding: constants.RSA_NO_PADDING },
      packedBigEndian(text),
    );
    expect(BigInt(`0x${rsaEncryptLegacy(text, key.modulusHex)}`)).toBe(
      BigInt(`0x${expected.toString('hex')}`),
    );
  });

  it('decrypts what OpenSSL raw RSA encrypted (server side)', () => {
    const cipher = publicEncrypt(
      { key: publicKey, padding: constants.RSA_NO_PADDING },
      packedBigEndian('Ab3dEf7hIk9mNo1q'),
    );
    expect(rsaDecryptLegacy(cipher.toString('hex'), key)).toBe('Ab3dEf7hIk9mNo1q');
  });

  it('emits lowercase hex in whole 16-bit digits, one block for a 16-character key', () => {
    const hex = rsaEncryptLegacy(randomClientKey(), key.modulusHex);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length % 4).toBe(0);
    const raw = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(hex.padStart(256, '0'), 'hex'),
    );
    expect(raw.subarray(0, 2).equals(Buffer.alloc(2))).toBe(true);
  });

  it('refuses headers that are not hex', () => {
    expect(() => rsaDecryptLegacy('xyz', key)).toThrow(WireCryptoError);
  });
});

describe('the Encryption header a real client sends', () => {
  it('is one block of at most 256 hex digits for a 1024-bit key', () => {
    expect(encryptionHeaderBounds(key.modulusHex)).toEqual({ maxBlocks: 1, maxLength: 256 });
    const header = encryptPayload({ a: 1 }, key.modulusHex).rsa;
    expect(header.split(' ')).toHaveLength(1);
    expect(header.length).toBeLessThanOrEqual(256);
  });

  it('fits the bounds of a small key too (several blocks)', () => {
    const small = { modulusHex: 'c5a7d3e9b1f3a7c5', privateExponentHex: '1' };
    const bounds = encryptionHeaderBounds(small.modulusHex);
    const header = rsaEncryptLegacy(randomClientKey(), small.modulusHex);
    expect(header.split(' ')).toHaveLength(bounds.maxBlocks);
    expect(header.length).toBeLessThanOrEqual(bounds.maxLength);
  });

  it('refuses more blocks or a longer header before any RSA work', () => {
    const blocks = Array.from({ length: 300 }, () => '0001').join(' ');
    const started = performance.now();
    expect(() => decryptPayload({ rsa: blocks, des: 'AAAAAAAAAAA=' }, key)).toThrow(/too long|too many/);
    expect(() => decryptPayload({ rsa: '0001 0001', des: 'AAAAAAAAAAA=' }, key)).toThrow(/too many/);
    expect(() => decryptPayload({ rsa: 'f'.repeat(15_000), des: 'AAAAAAAAAAA=' }, key)).toThrow(/too long/);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('the whole payload scheme', () => {
  it('round-trips a payload through encryptPayload and decryptPayload', () => {
    const payload = { username: 'demo01', password: 'Demo1234', captcha: null, nested: { n: [1, 2] } };
    expect(decryptPayload(encryptPayload(payload, key.modulusHex), key)).toEqual(payload);
  });

  it('draws client keys from the real client alphabet', () => {
    const k = randomClientKey();
    expect(k).toHaveLength(16);
    expect(k).toMatch(/^[0-9A-Za-z]+$/);
    expect(k).not.toMatch(/[jY]/);
  });

  it('fails cleanly when the body was encrypted for another key', () => {
    const other = keyPair().key;
    expect(() => decryptPayload(encryptPayload({ a: 1 }, other.modulusHex), key)).toThrow(WireCryptoError);
  });

  it('seals customer-service links with the key as the last 8 characters', () => {
    const sealed = sealWithTrailingKey('https://chat.example/room?id=7', 'k8k8k8k8');
    expect(sealed.endsWith('k8k8k8k8')).toBe(true);
    expect(openWithTrailingKey(sealed)).toBe('https://chat.example/room?id=7');
  });
});
