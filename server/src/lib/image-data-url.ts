// Uploaded images arrive as data URLs (proofs, application images, avatars). The label is not
// trusted: the bytes must start as the png or jpg they claim to be.
const SIGNATURES = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
};

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+=*)$/;

export type DecodedImage = { type: 'png' | 'jpeg'; bytes: Buffer };

/** The image's bytes, or why it is refused (a short phrase for the member's message). */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DecodedImage | { problem: string } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { problem: 'not a png or jpg data URL' };
  const type = match[1] === 'png' ? 'png' : 'jpeg';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) return { problem: 'empty' };
  if (bytes.length > maxBytes) return { problem: `larger than ${Math.round(maxBytes / 1024 / 1024)}MB` };
  const signature = SIGNATURES[type];
  if (!bytes.subarray(0, signature.length).equals(signature)) return { problem: `not a ${match[1]} file` };
  return { type, bytes };
}
