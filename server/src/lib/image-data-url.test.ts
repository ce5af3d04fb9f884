import { describe, expect, it } from 'vitest';
import {
  APPENDED_HTML,
  JPEG,
  JPEG_BYTES,
  jpegDataUrl,
  PNG,
  PNG_BYTES,
  pngDataUrl,
  pngDeclaring,
  pngOfSize,
  truncated,
} from '../test/images.ts';
import { decodeImageDataUrl, reencodeImageDataUrls, toDataUrl } from './image-data-url.ts';

const MB = 1024 * 1024;
const decode = (dataUrl: string) => decodeImageDataUrl(dataUrl, 5 * MB);
const problemOf = async (dataUrl: string) => {
  const decoded = await decode(dataUrl);
  return 'problem' in decoded ? decoded.problem : null;
};

describe('an uploaded image', () => {
  it('is read whole and kept as the same picture: size, format and (for png) the same bytes', async () => {
    expect(await decode(PNG)).toEqual({ type: 'png', bytes: PNG_BYTES, width: 4, height: 3 });
    expect(await decode(JPEG)).toMatchObject({ type: 'jpeg', width: 4, height: 3 });
    expect(await decode(JPEG.replace('image/jpeg', 'image/jpg'))).toMatchObject({ type: 'jpeg' });
  });

  it.each([
    ['png', PNG_BYTES, pngDataUrl],
    ['jpg', JPEG_BYTES, jpegDataUrl],
  ])('loses the bytes appended after the end of a %s', async (_, bytes, dataUrl) => {
    const decoded = await decode(dataUrl(Buffer.concat([bytes, APPENDED_HTML])));
    if ('problem' in decoded) throw new Error(decoded.problem);
    expect(decoded.bytes.includes('<script>')).toBe(false);
    expect(decoded.bytes.length).toBeLessThan(bytes.length + APPENDED_HTML.length);
    // what is left is the picture again
    expect(await decode(toDataUrl(decoded))).toMatchObject({ width: 4, height: 3 });
  });

  it.each([
    ['png', PNG_BYTES, pngDataUrl, 'png'],
    ['jpg', JPEG_BYTES, jpegDataUrl, 'jpg'],
  ])('refuses a truncated %s', async (_, bytes, dataUrl, name) => {
    expect(await problemOf(dataUrl(truncated(bytes)))).toBe(`not a complete, readable ${name} image`);
    // the signature alone (8 or 6 bytes) is no image either
    expect(await problemOf(dataUrl(bytes.subarray(0, name === 'png' ? 8 : 6)))).toMatch(/not a complete/);
  });

  it('refuses a decompression bomb by its declared size, without decoding it', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const before = process.memoryUsage().rss;
    expect(await problemOf(pngDataUrl(bomb))).toBe('larger than 8192 pixels on a side (50000x50000)');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB); // decoded: 2.5 GB
    expect(await problemOf(pngDataUrl(pngDeclaring(6000, 6000)))).toBe('more than 25 megapixels (6000x6000)');
    // 10⁹ x 10⁹ is beyond what the png decoder itself accepts in a header
    expect(await problemOf(pngDataUrl(pngDeclaring(1e9, 1e9)))).toBe('not a complete, readable png image');
  });

  it('refuses a bomb that declares a size within the bounds but carries too little data', async () => {
    expect(await problemOf(pngDataUrl(pngDeclaring(4000, 4000)))).toBe('not a complete, readable png image');
  });

  it.each([
    ['text labelled png', pngDataUrl(Buffer.from('hello, not a picture')), 'not a png file'],
    ['jpg bytes labelled png', pngDataUrl(JPEG_BYTES), 'not a png file'],
    ['a gif', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'not a png or jpg data URL'],
    [
      'an svg',
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      'not a png or jpg data URL',
    ],
    ['nothing', 'data:image/png;base64,', 'not a png or jpg data URL'],
    ['more than 5MB', pngDataUrl(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)])), 'larger than 5MB'],
  ])('refuses %s', async (_, dataUrl, problem) => {
    expect(await problemOf(dataUrl)).toBe(problem);
  });

  it('takes a large real picture within the bounds', async () => {
    const big = pngOfSize(1250, 1150); // about 4 MB as sent
    expect(big.length).toBeGreaterThan(4 * MB);
    expect(await decode(pngDataUrl(big))).toMatchObject({ type: 'png', width: 1250, height: 1150 });
  });
});

describe("a form's images", () => {
  it('come back encoded again, in order', async () => {
    const appended = pngDataUrl(Buffer.concat([PNG_BYTES, APPENDED_HTML]));
    const stored = await reencodeImageDataUrls([JPEG, appended], 5 * MB);
    expect(stored).toHaveLength(2);
    expect((stored as string[])[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect((stored as string[])[1]).toBe(PNG);
  });

  it('are refused together by the first bad one', async () => {
    expect(await reencodeImageDataUrls([PNG, pngDataUrl(truncated(PNG_BYTES)), 'x'], 5 * MB)).toEqual({
      index: 1,
      problem: 'not a complete, readable png image',
    });
  });
});
