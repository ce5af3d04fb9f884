// The server's side of the wire cryptography on Node's own crypto (OpenSSL): the real clients' textbook
// RSA as a raw private decrypt (RSA_NO_PADDING, with the CRT factors: about a hundred times faster than
// node-forge's big integers), and DES-ECB as two-key triple DES with the key twice (E_K(D_K(E_K(x))) is
// E_K(x); OpenSSL 3 keeps single DES in its legacy provider only). The result is byte for byte
// shared/src/wire-crypto.ts's, which stays the implementation for browsers and tests; node-forge is
// not loaded in the server at all.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import {
  assertEncryptionHeaderBounds,
  type EncryptedPayload,
  RSA_EXPONENT_HEX,
  type RsaPrivateKey,
  WireCryptoError,
} from '@sim/shared/wire-crypto-shape';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The RSA private key as OpenSSL needs it, made once per key pair. */
const keyObjects = new WeakMap<RsaPrivateKey, { key: KeyObject; n: bigint; bytes: number }>();

export function openPayloadNative(encrypted: EncryptedPayload, key: RsaPrivateKey): unknown {
  assertEncryptionHeaderBounds(encrypted.rsa, key.modulusHex);
  const clientKey = Array.from(rsaDecryptNative(encrypted.rsa, key)).reverse().join('');
  const json = desDecryptNative(encrypted.des, clientKey);
  try {
    return JSON.parse(json);
  } catch {
    throw new WireCryptoError('decrypted body is not JSON');
  }
}

/** rsaDecryptLegacy: m = c^d mod n per block, its bytes little-endian, trailing NULs dropped. */
export function rsaDecryptNative(cipherHex: string, key: RsaPrivateKey): string {
  const { key: privateKey, n, bytes } = keyObjectOf(key);
  let text = '';
  for (const block of cipherHex.trim().split(/\s+/)) {
    if (!/^[0-9a-fA-F]+$/.test(block)) throw new WireCryptoError('Encryption header is not hex');
    const c = BigInt(`0x${block}`);
    if (c >= n) throw new WireCryptoError('Encryption block is not below the modulus');
    const m = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(c.toString(16).padStart(bytes * 2, '0'), 'hex'),
    );
    // big-endian out; the legacy scheme reads the number's bytes from the low end, leading zeros dropped
    let first = 0;
    while (first < m.length && m[first] === 0) first++;
    text += m.subarray(first).reverse().toString('latin1');
  }
  return text.replace(/\0+$/, '');
}

/** DES under the first 8 UTF-8 bytes of the key, as two-key triple DES with the key twice. */
function desKeyOf(key: string): Buffer {
  const keyBytes = Buffer.from(key, 'utf8');
  if (keyBytes.length < 8) throw new WireCryptoError('DES key shorter than 8 bytes');
  const k8 = keyBytes.subarray(0, 8);
  return Buffer.concat([k8, k8]);
}

/** desEncrypt: DES-ECB, PKCS#7 padding, base64 out. */
export function desEncryptNative(plainText: string, key: string): string {
  const cipher = createCipheriv('des-ede-ecb', desKeyOf(key), null);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('base64');
}

/** sealWithTrailingKey: the DES ciphertext with its 8-character key appended (customer-service links). */
export const sealWithTrailingKeyNative = (plainText: string, key8: string): string =>
  desEncryptNative(plainText, key8) + key8;

/** desDecrypt: DES-ECB, PKCS#7 padding, the first 8 UTF-8 bytes of the key. */
export function desDecryptNative(base64: string, key: string): string {
  const desKey = desKeyOf(key);
  const raw = Buffer.from(base64.trim(), 'base64');
  if (raw.length === 0 || raw.length % 8 !== 0)
    throw new WireCryptoError('ciphertext length is not a DES block multiple');
  const decipher = createDecipheriv('des-ede-ecb', desKey, null);
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(raw), decipher.final()]);
  } catch {
    throw new WireCryptoError('bad padding: wrong key or corrupt ciphertext');
  }
  try {
    return utf8.decode(plain);
  } catch {
    throw new WireCryptoError('plaintext is not UTF-8');
  }
}

function keyObjectOf(key: RsaPrivateKey) {
  let entry = keyObjects.get(key);
  if (!entry) {
    const n = BigInt(`0x${key.modulusHex}`);
    entry = { key: privateKeyObject(n, BigInt(`0x${key.privateExponentHex}`)), n, bytes: byteLength(n) };
    keyObjects.set(key, entry);
  }
  return entry;
}

/** OpenSSL wants the CRT factors the key file does not keep: recovered from n, e and d (once). */
function privateKeyObject(n: bigint, d: bigint): KeyObject {
  const e = BigInt(`0x${RSA_EXPONENT_HEX}`);
  const [p, q] = factor(n, e, d);
  const b64 = (value: bigint) => Buffer.from(toHex(value), 'hex').toString('base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'RSA',
      n: b64(n),
      e: b64(e),
      d: b64(d),
      p: b64(p),
      q: b64(q),
      dp: b64(d % (p - 1n)),
      dq: b64(d % (q - 1n)),
      qi: b64(modInverse(q, p)),
    },
  });
}

/** n = p·q from the exponents (the standard method: e·d − 1 is a multiple of λ(n)). */
function factor(n: bigint, e: bigint, d: bigint): [bigint, bigint] {
  let r = e * d - 1n;
  let t = 0;
  while (r % 2n === 0n) {
    r /= 2n;
    t++;
  }
  for (let g = 2n; g < 1000n; g++) {
    let x = modPow(g, r, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 0; i < t; i++) {
      const y = (x * x) % n;
      if (y === 1n) {
        const p = gcd(x - 1n, n);
        return [p, n / p];
      }
      if (y === n - 1n) break;
      x = y;
    }
  }
  throw new Error('cannot factor the RSA modulus from its key pair');
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y) [x, y] = [y, x % y];
  return x;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % m) + m) % m;
}

const toHex = (value: bigint) => {
  const hex = value.toString(16);
  return hex.length % 2 ? `0${hex}` : hex;
};
const byteLength = (value: bigint) => toHex(value).length / 2;
