// Uploaded images arrive as data URLs (withdrawal proofs, promotion application images, avatars). Neither
// the label nor the first bytes are trusted: the bytes must start as the png or jpg they claim to be, the
// size the image declares is bounded before any pixel is decoded (a 50000 x 50000 png of a few hundred
// bytes is refused without allocating it), the whole image is decoded by libvips (sharp), so a truncated
// or corrupt file is refused, and what is stored is the image encoded again in its own format: bytes
// after the image's end (an HTML page appended to a png) and metadata (EXIF, GPS) are gone, and the
// picture is turned upright by its EXIF orientation first.
// sharp is imported on the first upload, not at start: loading libvips costs about 100 ms and 25 MB.
import type sharpFactory from 'sharp';
import type { Sharp } from 'sharp';

const SIGNATURES = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
};

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+=*)$/;

/** the longest side an upload may declare, in pixels */
export const IMAGE_MAX_SIDE = 8192;
/** the most pixels an upload may declare (a 25-megapixel photo; decoded, about 75 MB at most) */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** jpg uploads are encoded again at this quality: a photographed receipt stays legible */
const JPEG_QUALITY = 90;

export type ImageType = 'png' | 'jpeg';
export type DecodedImage = { type: ImageType; bytes: Buffer; width: number; height: number };
export type ImageProblem = { problem: string };

type SharpFactory = typeof sharpFactory;

let loaded: Promise<SharpFactory> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false); // one-off files: libvips' operation cache would only hold on to memory
    return sharp;
  });
  return loaded;
}

/** The image as it is stored: decoded whole and encoded again; or why it is refused (for the message). */
export async function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
): Promise<DecodedImage | ImageProblem> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { problem: 'not a png or jpg data URL' };
  const type: ImageType = match[1] === 'png' ? 'png' : 'jpeg';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) return { problem: 'empty' };
  if (bytes.length > maxBytes) return { problem: `larger than ${Math.round(maxBytes / 1024 / 1024)}MB` };
  // only the two formats' own decoders ever see the bytes (libvips would also open svg, tiff, ...)
  const signature = SIGNATURES[type];
  if (!bytes.subarray(0, signature.length).equals(signature)) return { problem: `not a ${match[1]} file` };
  return reencode(await loadSharp(), bytes, type);
}

async function reencode(sharp: SharpFactory, bytes: Buffer, type: ImageType) {
  const unreadable = { problem: `not a complete, readable ${type === 'png' ? 'png' : 'jpg'} image` };
  // the header alone (nothing decoded yet), so a declared size beyond the bounds is named as such
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (header?.format !== type) return unreadable;
  const tooLarge = sizeProblem(header.width, header.height);
  if (tooLarge) return tooLarge;
  // failOn 'warning': a truncated file is an error, not a picture with a grey bottom half; the pixel
  // limit stands again in the decoder itself
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
  try {
    const { data, info } = await encoder(image, type).toBuffer({ resolveWithObject: true });
    return { type, bytes: data, width: info.width, height: info.height };
  } catch {
    return unreadable;
  }
}

function sizeProblem(width: number, height: number): ImageProblem | null {
  if (width < 1 || height < 1) return { problem: 'an image without pixels' };
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    return { problem: `larger than ${IMAGE_MAX_SIDE} pixels on a side (${width}x${height})` };
  if (width * height > IMAGE_MAX_PIXELS)
    return { problem: `more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (${width}x${height})` };
  return null;
}

const encoder = (image: Sharp, type: ImageType) =>
  type === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY });

export const toDataUrl = (image: Pick<DecodedImage, 'type' | 'bytes'>) =>
  `data:image/${image.type};base64,${image.bytes.toString('base64')}`;

/**
 * Several uploads of one form, each decoded and encoded again as a data URL, one at a time (a form's
 * images never sit decoded in memory together); the first bad one refuses them all, by its index.
 */
export async function reencodeImageDataUrls(
  dataUrls: readonly string[],
  maxBytes: number,
): Promise<string[] | (ImageProblem & { index: number })> {
  const stored: string[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const decoded = await decodeImageDataUrl(dataUrl, maxBytes);
    if ('problem' in decoded) return { ...decoded, index };
    stored.push(toDataUrl(decoded));
  }
  return stored;
}
