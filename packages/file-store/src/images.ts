// Image intake for uploaded photos (spec 001 §5: ".jpeg/.jpg/.png, max 1Mb"): the type is read from the first bytes,
// never from a name or a declared content type; the image is decoded with sharp within a pixel budget, turned upright,
// and re-encoded at each size, so nothing of the upload but its pixels is kept (no metadata, no polyglot payload).
import type { Metadata } from 'sharp';
import type { FileContentType, FileExtension } from './keys';

/** "max 1Mb": a file must be smaller than this, as the accounts rules judge profile pictures. */
export const IMAGE_MAX_BYTES = 1_048_576;

/**
 * The most pixels a decoded image may have: about 40 MP (8000 × 5000). A 1 MB file can declare far more (a
 * decompression bomb); above this it is refused before its pixels are decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The sizes photos are served in, by name (`/upload/x_medium_{file}`), each a width in pixels. */
export const IMAGE_SIZES = { x_small: 240, x_medium: 640, x_large: 1280 } as const;

export type ImageSizes = Readonly<Record<string, number>>;

/** Why an image is refused; the caller words it for the person (IMAGE_REFUSAL_MESSAGES are clear defaults). */
export type ImageRefusal = 'empty' | 'tooLarge' | 'wrongType' | 'undecodable' | 'tooManyPixels';

/**
 * The spec quotes no message for a refused photo, only the rule (001 §5 ".jpeg/.jpg/.png, max 1Mb", §8 "under 1Mb"),
 * so these are clear ones; the first three are the member app's words for profile pictures (@golightly/account-rules).
 */
export const IMAGE_REFUSAL_MESSAGES: Record<ImageRefusal, string> = {
  empty: 'Please choose an image to upload.',
  tooLarge: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
  wrongType: 'Only PNG and JPG images can be uploaded.',
  undecodable: 'This image could not be read. Please choose another PNG or JPG file.',
  tooManyPixels: 'This image has too many pixels to be processed. Please choose a smaller one.',
};

export interface ImageVariant {
  /** The size's name, e.g. x_medium. */
  size: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ImageIntake =
  | {
      ok: true;
      /** What the variants are: JPEG, or PNG for a PNG with transparency. */
      contentType: Extract<FileContentType, 'image/jpeg' | 'image/png'>;
      extension: Extract<FileExtension, 'jpg' | 'png'>;
      /** The upright original's size. */
      width: number;
      height: number;
      variants: ImageVariant[];
    }
  | { ok: false; reason: ImageRefusal };

export interface AcceptImageOptions {
  /** Files of this many bytes or more are refused; 1 MiB unless given. */
  maxBytes?: number;
  /** The sizes to make: name → width. The widths keep the aspect ratio and never enlarge. */
  sizes?: ImageSizes;
  maxPixels?: number;
}

const SIZE_NAME = /^[a-z][a-z0-9_]{0,31}$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format the first bytes say, or null: JPEG starts FF D8 FF, PNG with its 8-byte signature. */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  return null;
}

const refused = (reason: ImageRefusal) => ({ ok: false, reason }) as const;

/**
 * Checks an uploaded image and makes its sizes. Refuses (with a reason, never a throw) an empty or too large file,
 * one that is not a JPEG or PNG by its bytes, one sharp cannot decode, and one with more pixels than `maxPixels`.
 */
export async function acceptImage(bytes: Uint8Array, options: AcceptImageOptions = {}): Promise<ImageIntake> {
  const { maxBytes = IMAGE_MAX_BYTES, sizes = IMAGE_SIZES, maxPixels = IMAGE_MAX_PIXELS } = options;
  for (const [name, width] of Object.entries(sizes)) {
    if (!SIZE_NAME.test(name) || !Number.isInteger(width) || width < 1 || width > 8192) {
      throw new Error(`Not an image size: ${name} = ${width}`);
    }
  }
  if (bytes.length === 0) return refused('empty');
  if (bytes.length >= maxBytes) return refused('tooLarge');
  const sniffed = sniffImage(bytes);
  if (sniffed === null) return refused('wrongType');

  // Loaded on first use: a service that only stores files never loads libvips.
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The default failOn ('warning') is the one sharp advises for untrusted input: a damaged image is refused.
  const open = () => sharp(input, { limitInputPixels: maxPixels, autoOrient: true, animated: false });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    return refused(decodeRefusal(error));
  }
  // Signature and decoder must agree: sharp picks its loader from the bytes too, but say so rather than assume.
  if (metadata.format !== sniffed) return refused('wrongType');
  if (metadata.width * metadata.height > maxPixels) return refused('tooManyPixels');

  try {
    // Transparency only matters when some pixel uses it; an opaque PNG becomes a (smaller) JPEG.
    const transparent = sniffed === 'png' && metadata.hasAlpha && !(await open().stats()).isOpaque;
    const variants = await Promise.all(
      Object.entries(sizes).map(async ([size, width]) => {
        const resized = open()
          // Width governs; the height bound only stops an extreme strip from growing past three times the width.
          .resize({ width, height: width * 3, fit: 'inside', withoutEnlargement: true })
          .toColourspace('srgb');
        const encoded = transparent
          ? resized.png({ compressionLevel: 9, adaptiveFiltering: true })
          : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { size, width: info.width, height: info.height, bytes: data };
      }),
    );
    return {
      ok: true,
      contentType: transparent ? 'image/png' : 'image/jpeg',
      extension: transparent ? 'png' : 'jpg',
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      variants,
    };
  } catch (error) {
    return refused(decodeRefusal(error));
  }
}

/** sharp's own pixel limit (limitInputPixels) says "exceeds pixel limit"; any other failure is a damaged image. */
const decodeRefusal = (error: unknown): ImageRefusal =>
  /pixel limit/i.test((error as Error)?.message ?? '') ? 'tooManyPixels' : 'undecodable';
