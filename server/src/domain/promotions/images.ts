// The application form's images (spec section 5: png or jpg, at most 5MB each, at most 3). The data
// URL's label is not trusted: each image is decoded whole and stored encoded again
// (lib/image-data-url.ts), so a truncated file, a bomb or bytes hidden after the picture never get in.
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGE_MAX_COUNT } from '@sim/shared/relay/promofe';
import { PlatformError } from '../../foundation/errors.ts';
import { reencodeImageDataUrls } from '../../lib/image-data-url.ts';

/** The images as they are stored; refuses the whole form (nothing stored) if any image is bad. */
export async function applicationImagesToStore(images: readonly string[]): Promise<string[]> {
  if (images.length > APPLICATION_IMAGE_MAX_COUNT)
    throw PlatformError.of('applicationImageInvalid', { message: 'At most 3 images' });
  const stored = await reencodeImageDataUrls(images, APPLICATION_IMAGE_MAX_BYTES);
  if ('problem' in stored)
    throw PlatformError.of('applicationImageInvalid', {
      message: `Image ${stored.index + 1}: ${stored.problem}`,
    });
  return stored;
}
