// What both sides of the "RSA + DES" payload scheme (wire-crypto.ts) share without node-forge: the
// constants, the key and payload shapes, the error, and the `Encryption` header's bounds. The server
// does its cryptography on Node's own crypto (server/src/foundation/wire-crypto-node.ts) and imports only
// this, so forge's forty-odd modules stay out of its start.

/** The fixed public exponent the real clients use (`new RSAKeyPair("10001", "", modulus)`). */
export const RSA_EXPONENT_HEX = '10001';

/** How many characters the real client's DES key has. */
export const KEY_LENGTH = 16;

export interface EncryptedPayload {
  /** hex RSA block(s), sent in the `Encryption` header */
  rsa: string;
  /** base64 DES ciphertext, sent as the body (and `X-Digest`) */
  des: string;
}

export interface RsaPrivateKey {
  modulusHex: string;
  privateExponentHex: string;
}

export class WireCryptoError extends Error {}

/** The bit length of a hexadecimal number. */
export function hexBitLength(hex: string): number {
  const digits = hex.replace(/^0+/, '');
  return digits ? (digits.length - 1) * 4 + Number.parseInt(digits[0]!, 16).toString(2).length : 0;
}

/** biHighIndex(n) 16-bit digits less one, two characters each: what one RSA block carries. */
export function charactersPerBlock(modulusHex: string): number {
  return 2 * (Math.ceil(hexBitLength(modulusHex) / 16) - 1);
}

/**
 * The largest `Encryption` header a real client sends for this key: the 16-character DES key in as many
 * blocks as the legacy RSA needs for it, each at most the modulus's width in whole 16-bit digits, one
 * space between blocks. Each block costs a private-key exponentiation, so anything larger is refused
 * before any RSA work.
 */
export function encryptionHeaderBounds(modulusHex: string): { maxBlocks: number; maxLength: number } {
  const maxBlocks = Math.ceil(KEY_LENGTH / charactersPerBlock(modulusHex));
  const blockHexDigits = Math.ceil(hexBitLength(modulusHex) / 16) * 4;
  return { maxBlocks, maxLength: maxBlocks * (blockHexDigits + 1) - 1 };
}

/** Refuses an `Encryption` header longer, or in more blocks, than a real client's (cheap string checks only). */
export function assertEncryptionHeaderBounds(cipherHex: string, modulusHex: string): void {
  const { maxBlocks, maxLength } = encryptionHeaderBounds(modulusHex);
  const text = cipherHex.trim();
  if (text.length > maxLength) throw new WireCryptoError('Encryption header is too long');
  if (text.split(/\s+/).length > maxBlocks)
    throw new WireCryptoError('Encryption header has too many blocks');
}
