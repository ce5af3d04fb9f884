// A real RSA key for tests that read what the site encrypted, as the server would.
import { generateKeyPairSync } from 'node:crypto';
import { decryptPayload, type RsaPrivateKey } from '@sim/shared/wire-crypto';
import type { RecordedCall } from './wire-mock';

export function rsaKeyPair(): RsaPrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' });
  const hex = (base64url: string | undefined) => Buffer.from(base64url ?? '', 'base64url').toString('hex');
  return { modulusHex: hex(jwk.n), privateExponentHex: hex(jwk.d) };
}

/** The payload of an encrypted call: `{value: DES}` opened with the key from the Encryption header. */
export function decryptedBody(call: RecordedCall | undefined, key: RsaPrivateKey): unknown {
  if (!call) throw new Error('the encrypted call was not made');
  const { value } = JSON.parse(call.body ?? '{}') as { value: string };
  return decryptPayload({ rsa: call.headers.get('Encryption') ?? '', des: value }, key);
}
