// The activity application form (spec section 5): a comment of at most 140 characters and up to 3
// png or jpg images of at most 5MB each, checked here as the server checks them.
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_MAX_COUNT,
  applicationImageSchema,
} from '@sim/shared/relay/promofe';
import { z } from 'zod';
import { refineKey } from '../../../lib/form/field-rules';
import { imageProblem, toImageDataUrls } from '../../../lib/images/image-files';

export const APPLICATION_LIMITS = {
  min: 0,
  max: APPLICATION_IMAGE_MAX_COUNT,
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
};

/** The (count)/(megabytes)/(length) of the form's messages. */
export const APPLY_MESSAGE_PARAMS = {
  count: APPLICATION_IMAGE_MAX_COUNT,
  megabytes: APPLICATION_IMAGE_MAX_BYTES / 1024 / 1024,
  length: APPLICATION_COMMENT_MAX,
};

export const applyFormSchema = z
  .object({ comment: z.string(), images: z.array(z.instanceof(File)) })
  .superRefine((values, ctx) => {
    const problem = imageProblem(values.images, APPLICATION_LIMITS);
    refineKey(ctx, 'images', problem && `rewards.apply.${problem}`);
    if (values.comment.trim().length > APPLICATION_COMMENT_MAX)
      refineKey(ctx, 'comment', 'rewards.apply.comment');
  });
export type ApplyFormValues = z.infer<typeof applyFormSchema>;

export function toApplicationImages(files: readonly File[]): Promise<string[] | null> {
  return toImageDataUrls(files, applicationImageSchema);
}
