// Real images for other packages' tests of uploads, made with sharp when asked (`@golightly/file-store/testing`): a
// small JPEG, a phone photo with its camera and GPS place in EXIF, one stored sideways, and PNGs with and without
// transparency. Never imported by a service's running code; sharp is loaded only when an image is made, so the many
// tests that import a fixture module re-exporting these never load libvips.
import type { Metadata, Sharp, SharpOptions } from 'sharp';

async function sharp(input: Buffer | undefined, options: SharpOptions): Promise<Sharp> {
  const { default: load } = await import('sharp');
  return input === undefined ? load(options) : load(input, options);
}

/** Where the GPS place of `photoWithGps` says it was taken: a private home, as a phone would record it. */
export const SAMPLE_GPS = { latitude: '51/1 30/1 2657/100', longitude: '0/1 7/1 3954/100' } as const;

/** A smooth colour gradient, w × h, RGB: compresses like a photo rather than like noise. */
function gradient(width: number, height: number): Buffer {
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

const photo = (width: number, height: number) =>
  sharp(gradient(width, height), { raw: { width, height, channels: 3 } });

/** A real JPEG of width × height (64 × 48 unless given), with no metadata: the plainest upload there is. */
export const sampleJpeg = async (width = 64, height = 48): Promise<Buffer> =>
  (await photo(width, height)).jpeg().toBuffer();

/** A real opaque PNG (which the store keeps as a JPEG). */
export const samplePng = async (width = 64, height = 48): Promise<Buffer> =>
  (await photo(width, height)).png().toBuffer();

/** A JPEG as a phone takes it: EXIF naming the camera and its owner, and a GPS block with the place. */
export const photoWithGps = async (width = 64, height = 48): Promise<Buffer> =>
  (await photo(width, height))
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Phone X', Copyright: 'Jane Private' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: SAMPLE_GPS.latitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: SAMPLE_GPS.longitude,
      },
    })
    .toBuffer();

/**
 * A JPEG whose pixels are stored sideways (height × width as stored) with EXIF orientation 6, "turn 90° clockwise to
 * view": upright it is width × height. Its left edge, upright, is red; so a test can tell which way it was turned.
 */
export async function sidewaysJpeg(width = 64, height = 48): Promise<Buffer> {
  // Stored as height wide and width tall; the red stripe along the stored bottom edge becomes the upright left edge.
  const stored = gradient(height, width);
  for (let y = width - 4; y < width; y += 1) {
    for (let x = 0; x < height; x += 1) stored.set([255, 0, 0], (y * height + x) * 3);
  }
  return (await sharp(stored, { raw: { width: height, height: width, channels: 3 } }))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A grey PNG whose left half is transparent and right half opaque, with EXIF naming its author. */
export async function transparentPng(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4, 200);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[(y * width + x) * 4 + 3] = x < width / 2 ? 0 : 255;
  }
  return (await sharp(pixels, { raw: { width, height, channels: 4 } }))
    .png()
    .withExif({ IFD0: { Copyright: 'Jane Private' } })
    .toBuffer();
}

/** A real PNG of random pixels, which cannot be compressed: at 800 × 800 (the default) it is well over 1 MB. */
export const oversizedPng = async (width = 800, height = 800): Promise<Buffer> =>
  (
    await sharp(undefined, {
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
  )
    .png()
    .toBuffer();

/** Whether an EXIF block (sharp's `metadata().exif`) holds a GPS block: the GPS IFD pointer, tag 0x8825. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** What sharp reads of an image: its size, format, and whatever metadata it still carries (exif, icc, xmp ...). */
export const imageInfo = async (bytes: Buffer): Promise<Metadata> => (await sharp(bytes, {})).metadata();

/** The RGBA pixel at (x, y) of an image, as stored (no EXIF orientation applied). */
export async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await (await sharp(bytes, {})).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}
