// Images for tests of uploads: a real 1x1 PNG made here, real JPEGs and PNGs made by sharp when asked (from
// @golightly/file-store/testing), a GIF (refused by its first bytes), and files padded to a given size.
import { deflateSync } from 'node:zlib';

export {
  exifHasGps,
  imageInfo,
  oversizedPng,
  photoWithGps,
  pixelAt,
  sampleJpeg,
  samplePng,
  sidewaysJpeg,
  transparentPng,
} from '@golightly/file-store/testing';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(1, 0);
header.writeUInt32BE(1, 4);
header.set([8, 6, 0, 0, 0], 8);

/** A real 1x1 PNG, one opaque pink pixel (stored as a JPEG: an opaque PNG gains nothing from PNG). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.from([0, 255, 105, 180, 255]))),
  chunk('IEND', Buffer.alloc(0)),
]);
/** `head` padded with zero bytes to `size`. */
export const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
export const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
  Buffer.alloc(40),
]);
