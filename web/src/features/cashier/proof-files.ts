// The proof of a withdrawal not received (spec sections 5 and 9): png or jpg images, at most 5MB
// each, 1 to 3 of them, sent as data URLs (shared proofImageSchema), with a remark of at most 140.
import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, proofImageSchema } from '@sim/shared/wps/cashier';
import { z } from 'zod';
import { refineKey } from '../../lib/form/field-rules';
import { IMAGE_TYPES, type ImageProblem, imageProblem, toImageDataUrls } from '../../lib/images/image-files';

export const PROOF_TYPES = IMAGE_TYPES;
export const REMARK_MAX_LENGTH = 140;

export type ProofProblem = ImageProblem;

export function proofProblem(files: readonly File[]): ProofProblem | null {
  return imageProblem(files, { min: 1, max: PROOF_MAX_COUNT, maxBytes: PROOF_MAX_BYTES });
}

/** The (count)/(megabytes)/(length) of the proof messages. */
export const PROOF_MESSAGE_PARAMS = {
  count: PROOF_MAX_COUNT,
  megabytes: PROOF_MAX_BYTES / 1024 / 1024,
  length: REMARK_MAX_LENGTH,
};

export const proofFormSchema = z
  .object({ proofs: z.array(z.instanceof(File)), remark: z.string() })
  .superRefine((values, ctx) => {
    const problem = proofProblem(values.proofs);
    refineKey(ctx, 'proofs', problem && `cashier.proof.${problem}`);
    if (values.remark.trim().length > REMARK_MAX_LENGTH) refineKey(ctx, 'remark', 'cashier.proof.remark');
  });

/** The images as the contract wants them; null when one does not read as a png or jpg data URL. */
export function toProofImages(files: readonly File[]): Promise<string[] | null> {
  return toImageDataUrls(files, proofImageSchema);
}
