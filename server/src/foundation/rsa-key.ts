// The gateway's RSA key pair for the payload scheme. Kept under DATA_DIR so a restart does not
// break clients holding the modulus; tests pass no directory and get a fresh key.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RsaPrivateKey } from '@sim/shared/wire-crypto-shape';

const KEY_FILE = 'rsa-key.json';

function base64UrlToHex(value: string): string {
  return Buffer.from(value, 'base64url').toString('hex');
}

export function generateRsaKey(): RsaPrivateKey {
  // 1024 bits as the real platform (256 hex chars); textbook RSA is what the real clients speak
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulusHex: base64UrlToHex(jwk.n!), privateExponentHex: base64UrlToHex(jwk.d!) };
}

export function loadOrCreateRsaKey(dataDir: string | undefined): RsaPrivateKey {
  if (!dataDir) return generateRsaKey();
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RsaPrivateKey;
  const key = generateRsaKey();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}
