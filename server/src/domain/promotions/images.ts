// The application form's images (spec section 5: png or jpg, at most 5MB each, at most 3). The data
// URL's label is not trusted: the bytes must start as the image they claim to be.
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGE_MAX_COUNT } from '@sim/shared/relay/promofe';
import { PlatformError } from '../../foundation/errors.ts';
import { decodeImageDataUrl } from '../../lib/image-data-url.ts';

function checkImage(dataUrl: string, index: number): void {
  const decoded = decodeImageDataUrl(dataUrl, APPLICATION_IMAGE_MAX_BYTES);
  if ('problem' in decoded)
    throw PlatformError.of('applicationImageInvalid', { message: `Image ${index + 1}: ${decoded.problem}` });
}

/** Refuses the whole form (nothing stored) if any image is bad. */
export function checkApplicationImages(images: readonly string[]): void {
  if (images.length > APPLICATION_IMAGE_MAX_COUNT)
    throw PlatformError.of('applicationImageInvalid', { message: 'At most 3 images' });
  images.forEach(checkImage);
}
