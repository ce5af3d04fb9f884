// A withdrawal's proof images (spec section 5: png or jpg, at most 5MB each, at most 3), sent with
// NOT_RECEIVED. Each is decoded whole and stored encoded again (lib/image-data-url.ts): what the back
// office opens is a picture, never the bytes someone hid after one.
import { PROOF_MAX_BYTES } from '@sim/shared/wps/cashier';
import { PlatformError } from '../../foundation/errors.ts';
import { reencodeImageDataUrls } from '../../lib/image-data-url.ts';

/** The proofs as they are stored; one bad image refuses the complaint (nothing changes). */
export async function proofsToStore(proofs: readonly string[]): Promise<string[]> {
  const stored = await reencodeImageDataUrls(proofs, PROOF_MAX_BYTES);
  if ('problem' in stored)
    throw PlatformError.of('requestParamError', { message: `Proof ${stored.index + 1}: ${stored.problem}` });
  return stored;
}
