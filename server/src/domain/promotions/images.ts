// The application form's images (spec section 5: png or jpg, at most 5MB each, at most 3). The data
// URL's label is not trusted: the bytes must start as the image they claim to be.
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGE_MAX_COUNT } from '@sim/shared/relay/promofe';
import { PlatformError } from '../../platform/errors.ts';

const SIGNATURES = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
};

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+=*)$/;

function checkImage(dataUrl: string, index: number): void {
  const refuse = (why: string) =>
    PlatformError.of('applicationImageInvalid', { message: `Image ${index + 1}: ${why}` });
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse('not a png or jpg data URL');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw refuse('empty');
  if (bytes.length > APPLICATION_IMAGE_MAX_BYTES) throw refuse('larger than 5MB');
  const signature = match[1] === 'png' ? SIGNATURES.png : SIGNATURES.jpeg;
  if (!bytes.subarray(0, signature.length).equals(signature)) throw refuse(`not a ${match[1]} file`);
}

/** Refuses the whole form (nothing stored) if any image is bad. */
export function checkApplicationImages(images: readonly string[]): void {
  if (images.length > APPLICATION_IMAGE_MAX_COUNT)
    throw PlatformError.of('applicationImageInvalid', { message: 'At most 3 images' });
  images.forEach(checkImage);
}
