// The proof of a withdrawal not received (spec sections 5 and 9): png or jpg images, at most 5MB
// each, 1 to 3 of them, sent as data URLs (shared proofImageSchema), with a remark of at most 140.
import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, proofImageSchema } from '@sim/shared/wps/cashier';
import { z } from 'zod';
import { refineKey } from '../../lib/field-rules';

export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const REMARK_MAX_LENGTH = 140;

export type ProofProblem = 'count' | 'type' | 'size';

export function proofProblem(files: readonly File[]): ProofProblem | null {
  if (files.length === 0 || files.length > PROOF_MAX_COUNT) return 'count';
  if (files.some((file) => !(PROOF_TYPES as readonly string[]).includes(file.type))) return 'type';
  if (files.some((file) => file.size > PROOF_MAX_BYTES)) return 'size';
  return null;
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

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The images as the contract wants them; null when one does not read as a png or jpg data URL. */
export async function toProofImages(files: readonly File[]): Promise<string[] | null> {
  const images = await Promise.all(files.map(readDataUrl));
  return images.every((image) => proofImageSchema.safeParse(image).success) ? images : null;
}
