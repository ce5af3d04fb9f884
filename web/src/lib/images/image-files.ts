// Images a member uploads as proof or with an application (spec sections 5 and 9): png or jpg, at
// most 5MB each, at most 3, checked here before anything is sent and sent as data URLs.
import type { ParsingSchema } from '../../api/lazy-schemas';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type ImageProblem = 'count' | 'type' | 'size';

export interface ImageLimits {
  /** fewest images (0: the images are optional) */
  min: number;
  max: number;
  maxBytes: number;
}

export function imageProblem(files: readonly File[], limits: ImageLimits): ImageProblem | null {
  if (files.length < limits.min || files.length > limits.max) return 'count';
  if (files.some((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type))) return 'type';
  if (files.some((file) => file.size > limits.maxBytes)) return 'size';
  return null;
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The images as the contract's data URLs; null when one does not read as a png or jpg. */
export async function toImageDataUrls(
  files: readonly File[],
  schema: ParsingSchema<string>,
): Promise<string[] | null> {
  const images = await Promise.all(files.map(readDataUrl));
  return images.every((image) => schema.safeParse(image).success) ? images : null;
}
