// Opens an RSA+DES encrypted body (wire-contract.md section 3); decryptPayload refuses an Encryption
// header longer than the key allows before any RSA work (a 400 here). Accepted: raw base64 text (legacy),
// a JSON string, or `{"value": "<base64>"}` with X-Digest/X-RSA; the key always comes in `Encryption`.
import { HEADER } from '@sim/shared/headers';
import { type RsaPrivateKey, WireCryptoError } from '@sim/shared/wire-crypto-shape';
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';
import { openPayloadNative } from '../foundation/wire-crypto-node.ts';

const bodyError = (message: string) => PlatformError.of('requestBodyRequired', { message });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The DES ciphertext out of whichever body variant the client used. */
export function extractCiphertext(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw bodyError('Encrypted body is missing');
  const text = raw.trim();
  if (!text.startsWith('{') && !text.startsWith('"')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bodyError('Encrypted body is not valid JSON');
  }
  if (typeof parsed === 'string') return parsed;
  if (parsed && typeof parsed === 'object' && typeof (parsed as { value?: unknown }).value === 'string') {
    return (parsed as { value: string }).value;
  }
  throw bodyError('Encrypted body must be ciphertext or {"value": ciphertext}');
}

export function decryptRequestBody(request: FastifyRequest, key: RsaPrivateKey): unknown {
  const rsa = header(request, HEADER.encryption);
  if (!rsa) throw bodyError('Encryption header is missing');
  const des = extractCiphertext(request.body);
  const digest = header(request, HEADER.digest);
  if (digest !== undefined && digest !== des) throw bodyError('X-Digest does not match the body');
  const modulus = header(request, HEADER.rsa);
  if (modulus !== undefined && modulus.toLowerCase() !== key.modulusHex.toLowerCase()) {
    throw bodyError('X-RSA is not the current key: fetch /wps/session/key/rsa again');
  }
  try {
    return openPayloadNative({ rsa, des }, key);
  } catch (error) {
    if (error instanceof WireCryptoError) throw bodyError(`Cannot decrypt the body: ${error.message}`);
    throw error;
  }
}
