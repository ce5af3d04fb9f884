// Real image files for upload tests (proofs, application images, avatars), and the broken ones the
// uploads must refuse or clean: a file with bytes after its end, a truncated file, a decompression
// bomb. PNG and JPEG are small, complete files as the server stores them (encoding them again gives
// the same bytes), so a test can compare what was stored with what was sent.
import zlib from 'node:zlib';

/** a 4x3 png, one colour */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4YKkNRww4OQASGg2xpMK11QAAAABJRU5ErkJggg==',
  'base64',
);
/** a 4x3 jpg, a few colours */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAeEAACAQQDAQAAAAAAAAAAAAABAgQAAwUSBgcRMf/EABUBAQEAAAAAAAAAAAAAAAAAAAAH/8QAHxEAAAMJAAAAAAAAAAAAAAAAAAECBAUVM1RxkrHR/9oADAMBAAIRAxEAPwCR9yZ2TguQ4yDCtw7UW1i4+iNCsvqCC2oLISFHvir8VQqqAqgBSlGeSixaFchTvp0Yp4P/2Q==',
  'base64',
);

export const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
export const jpegDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

export const PNG = pngDataUrl(PNG_BYTES);
export const JPEG = jpegDataUrl(JPEG_BYTES);

/** an HTML page after the image's end: a signature check and most viewers still see the picture */
export const APPENDED_HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** the file cut short by `missing` bytes (the image's end and part of its data are gone) */
export const truncated = (bytes: Buffer, missing = 20) => bytes.subarray(0, bytes.length - missing);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed png of a few hundred bytes whose header declares width x height
 * pixels (greyscale, 8 bits); decoded, 50000 x 50000 would be 2.5 GB.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete grey-pattern rgb png of width x height whose data is stored uncompressed (about 3 bytes a pixel). */
export function pngOfSize(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let i = 1; i < row.length; i++) row[i] = (i * 31) % 251;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // rgb
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk(
      'IDAT',
      zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 0 }),
    ),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
