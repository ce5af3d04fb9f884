// The platform's browser crypto API, served at /js/encrypt.js and loaded by every real front end
// before it knows its merchant (wire-contract.md sections 3 and 8). Written on the project's one
// wire-crypto implementation; the globals are the ones real pages call:
//   reRsaV2(payload)   -> Promise<{value: {}, success: true, RSA, DES, rsaKey}>; rejects {success: false, message: "NO RSA KEY"}
//   reRsa(data, mode)  -> the same, synchronously (legacy pages); mode "raw" sends a string as it is
//   rsaEncrypt(text, modulusHex?) -> hex RSA blocks, space-joined (Dave Shapiro's encryptedString)
//   getPulicRsa()      -> the modulus hex, fetched synchronously (sic: the real name)
//   rndString()        -> a 16-character DES key from the real alphabet
//   desEncrypt(text, key), desDecrypt(cipherB64, key) -> DES-ECB-PKCS7 with the UTF-8 key
import { desDecrypt, desEncrypt, randomClientKey, rsaEncryptLegacy } from '@sim/shared/wire-crypto';

const KEY_PATH = '/wps/session/key/rsa';
const NO_KEY = { success: false, message: 'NO RSA KEY' } as const;

export interface SealedPayload {
  value: Record<string, never>;
  success: true;
  /** the Encryption header */
  RSA: string;
  /** the body (`{value: DES}`) and the X-Digest header */
  DES: string;
  /** the X-RSA header */
  rsaKey: string;
}

/** Any 2xx text is the modulus; some builds JSON-quote it. */
function modulusFrom(xhr: XMLHttpRequest): string | null {
  if (xhr.status < 200 || xhr.status >= 300) return null;
  const text = xhr.responseText.replace(/"/g, '').trim();
  return /^[0-9a-fA-F]{200,}$/.test(text) ? text : null;
}

function keyRequest(async: boolean): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', `${KEY_PATH}?t=${Date.now()}`, async);
  // the real file sends this header and nothing else: no Merchant, no token
  xhr.setRequestHeader('Cache-Control', 'no-cache');
  return xhr;
}

export function getPulicRsa(): string {
  const xhr = keyRequest(false);
  try {
    xhr.send();
  } catch {
    throw NO_KEY;
  }
  const modulus = modulusFrom(xhr);
  if (!modulus) throw NO_KEY;
  return modulus;
}

function fetchModulus(): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = keyRequest(true);
    xhr.onload = () => {
      const modulus = modulusFrom(xhr);
      if (modulus) resolve(modulus);
      else reject(NO_KEY);
    };
    xhr.onerror = () => reject(NO_KEY);
    xhr.send();
  });
}

const reverse = (text: string) => Array.from(text).reverse().join('');

export function rndString(): string {
  return randomClientKey();
}

export function rsaEncrypt(text: string, modulusHex: string = getPulicRsa()): string {
  return rsaEncryptLegacy(text, modulusHex);
}

function seal(plainText: string, modulusHex: string): SealedPayload {
  const key = rndString();
  return {
    value: {},
    success: true,
    RSA: rsaEncryptLegacy(reverse(key), modulusHex),
    DES: desEncrypt(plainText, key),
    rsaKey: modulusHex,
  };
}

const serialise = (data: unknown, mode?: string) =>
  mode === 'raw' && typeof data === 'string' ? data : JSON.stringify(data);

export async function reRsaV2(payload: unknown): Promise<SealedPayload> {
  return seal(serialise(payload), await fetchModulus());
}

export function reRsa(data: unknown, mode?: string): SealedPayload {
  return seal(serialise(data, mode), getPulicRsa());
}

Object.assign(globalThis, {
  reRsaV2,
  reRsa,
  rsaEncrypt,
  getPulicRsa,
  rndString,
  desEncrypt,
  desDecrypt,
});
