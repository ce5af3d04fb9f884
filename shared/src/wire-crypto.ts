// The platform's "RSA + DES" payload scheme (wire-contract.md section 3) for the web client and the
// tests; the server does the same on Node's own crypto (server/src/foundation/wire-crypto-node.ts). node-forge
// because a browser has no DES and because the RSA here is textbook (no padding), which no modern API offers.
import forge from 'node-forge';
import {
  assertEncryptionHeaderBounds,
  charactersPerBlock,
  type EncryptedPayload,
  KEY_LENGTH,
  RSA_EXPONENT_HEX,
  type RsaPrivateKey,
  WireCryptoError,
} from './wire-crypto-shape.ts';

export {
  assertEncryptionHeaderBounds,
  type EncryptedPayload,
  encryptionHeaderBounds,
  RSA_EXPONENT_HEX,
  type RsaPrivateKey,
  WireCryptoError,
} from './wire-crypto-shape.ts';

const { BigInteger } = forge.jsbn;

/** The real client's key alphabet, typo ("XTZ", no "j") included. */
const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

export function randomClientKey(randomInt: (max: number) => number = secureRandomInt): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

function secureRandomInt(max: number): number {
  const bytes = new Uint32Array(1);
  globalThis.crypto.getRandomValues(bytes);
  return bytes[0]! % max;
}

/** CryptoJS.DES.encrypt(text, Utf8.parse(key), {mode: ECB, padding: Pkcs7}) — only the first 8 key bytes count. */
export function desEncrypt(plainText: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', desKeyBytes(key));
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plainText)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

export function desDecrypt(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher('DES-ECB', desKeyBytes(key));
  decipher.start();
  let raw: string;
  try {
    raw = forge.util.decode64(base64.trim());
  } catch {
    throw new WireCryptoError('ciphertext is not base64');
  }
  if (raw.length === 0 || raw.length % 8 !== 0)
    throw new WireCryptoError('ciphertext length is not a DES block multiple');
  decipher.update(forge.util.createBuffer(raw));
  if (!decipher.finish()) throw new WireCryptoError('bad padding: wrong key or corrupt ciphertext');
  try {
    return forge.util.decodeUtf8(decipher.output.getBytes());
  } catch {
    throw new WireCryptoError('plaintext is not UTF-8');
  }
}

function desKeyBytes(key: string): string {
  const bytes = forge.util.encodeUtf8(key);
  if (bytes.length < 8) throw new WireCryptoError('DES key shorter than 8 bytes');
  return bytes.slice(0, 8);
}

/**
 * Dave Shapiro's `encryptedString(new RSAKeyPair("10001", "", n), text)`: characters packed
 * little-endian into 16-bit digits, zero-padded to 2*biHighIndex(n) bytes, c = m^e mod n, no padding
 * scheme, lowercase hex per block (4 hex digits per 16-bit digit), blocks joined by spaces.
 */
export function rsaEncryptLegacy(text: string, modulusHex: string): string {
  const n = new BigInteger(modulusHex, 16);
  const e = new BigInteger(RSA_EXPONENT_HEX, 16);
  const chunkSize = charactersPerBlock(modulusHex);
  const codes = Array.from(text, (ch) => ch.charCodeAt(0));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += chunkSize) {
    const chunk = codes.slice(i, i + chunkSize);
    const m = littleEndianToBigInteger(chunk);
    const hex = m.modPow(e, n).toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}

/** The server side of rsaEncryptLegacy: m = c^d mod n, bytes little-endian, trailing NULs dropped. */
export function rsaDecryptLegacy(cipherHex: string, key: RsaPrivateKey): string {
  const n = new BigInteger(key.modulusHex, 16);
  const d = new BigInteger(key.privateExponentHex, 16);
  let text = '';
  for (const block of cipherHex.trim().split(/\s+/)) {
    if (!/^[0-9a-fA-F]+$/.test(block)) throw new WireCryptoError('Encryption header is not hex');
    const c = new BigInteger(block, 16);
    if (c.compareTo(n) >= 0) throw new WireCryptoError('Encryption block is not below the modulus');
    text += bigIntegerToLittleEndian(c.modPow(d, n));
  }
  return text.replace(/\0+$/, '');
}

function littleEndianToBigInteger(bytes: number[]): forge.jsbn.BigInteger {
  let hex = '';
  for (let i = bytes.length - 1; i >= 0; i--) hex += (bytes[i]! & 0xff).toString(16).padStart(2, '0');
  return new BigInteger(hex || '0', 16);
}

function bigIntegerToLittleEndian(value: forge.jsbn.BigInteger): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let out = '';
  for (let i = hex.length - 2; i >= 0; i -= 2)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return out;
}

function reverse(text: string): string {
  return Array.from(text).reverse().join('');
}

/** What the real front end's `reRsaV2(payload)` does: a fresh key, the body under DES, the reversed key under RSA. */
export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  key = randomClientKey(),
): EncryptedPayload {
  return { rsa: rsaEncryptLegacy(reverse(key), modulusHex), des: desEncrypt(JSON.stringify(payload), key) };
}

/** Recover the client's payload: the RSA header gives the reversed DES key, which opens the body. */
export function decryptPayload(encrypted: EncryptedPayload, key: RsaPrivateKey): unknown {
  assertEncryptionHeaderBounds(encrypted.rsa, key.modulusHex);
  const clientKey = reverse(rsaDecryptLegacy(encrypted.rsa, key));
  const json = desDecrypt(encrypted.des, clientKey);
  try {
    return JSON.parse(json);
  } catch {
    throw new WireCryptoError('decrypted body is not JSON');
  }
}

/** Customer-service links: DES ciphertext with its 8-character key appended (APP `setCustomerService`). */
export function sealWithTrailingKey(plainText: string, key8: string): string {
  return desEncrypt(plainText, key8) + key8;
}

export function openWithTrailingKey(sealed: string): string {
  return desDecrypt(sealed.slice(0, -8), sealed.slice(-8));
}
