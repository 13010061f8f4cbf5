// Real images for the tests, made with sharp here (and two decompression bombs written by hand: their headers claim
// billions of pixels that a few bytes of data never hold).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A smooth colour gradient, w × h, RGB: compresses like a photo rather than like noise. */
export function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 255);
      pixels[at + 2] = 128;
    }
  }
  return pixels;
}

const raw = (width: number, height: number) => sharp(gradient(width, height), { raw: { width, height, channels: 3 } });

export const jpeg = (width: number, height: number) => raw(width, height).jpeg({ quality: 90 }).toBuffer();
export const png = (width: number, height: number) => raw(width, height).png().toBuffer();
export const gif = (width: number, height: number) => raw(width, height).gif().toBuffer();
export const webp = (width: number, height: number) => raw(width, height).webp().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to view), a camera maker and a GPS place. */
export const sidewaysJpeg = (width: number, height: number) =>
  raw(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Jane Private' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG whose left half is transparent, with EXIF naming its author. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4, 200);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width / 2; x += 1) pixels[(y * width + x) * 4 + 3] = 0;
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .withExif({ IFD0: { Copyright: 'Jane Private' } })
    .toBuffer();
}

/** An RGBA PNG whose every pixel is opaque. */
export const opaqueRgbaPng = (width: number, height: number) =>
  sharp(Buffer.alloc(width * height * 4, 255), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

/** Random pixels: a PNG of these cannot be compressed, so 800 × 800 is well over 1 MB. */
export const noisePng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A valid PNG header declaring width × height RGB pixels, with one deflated row of data. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to claim width × height. */
export async function jpegBomb(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(16, 16));
  const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}
