// Uploaded images (profile pictures, identity documents): PNG or JPG only, under 1 MB (spec 001 §5, §9). The type is
// read from the file's first bytes, never from its name or the declared content type. The accounts service checks
// uploads and the member app checks picked files with these same functions. Pure: no I/O.
import { RULE_MESSAGES, ruleFailure, type RuleFailure } from './failures';

/** "Under 1Mb": strictly less than 1 MiB. */
export const IMAGE_MAX_BYTES = 1_048_576;

export const IMAGE_MESSAGES = {
  empty: RULE_MESSAGES.imageEmpty,
  tooLarge: RULE_MESSAGES.imageTooLarge,
  wrongType: RULE_MESSAGES.imageWrongType,
} as const;

export type ImageRejection = keyof typeof IMAGE_MESSAGES;

/** Why an image is refused, as a failure a screen words in the member's language. */
export function imageFailure(reason: ImageRejection): RuleFailure {
  const codes = { empty: 'imageEmpty', tooLarge: 'imageTooLarge', wrongType: 'imageWrongType' } as const;
  return ruleFailure(codes[reason]);
}

export type ImageKind = 'png' | 'jpg';

export interface AcceptedImage {
  ok: true;
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg';
  /** The file extension it is stored under. */
  extension: 'png' | 'jpg';
}

export type ImageCheck = AcceptedImage | { ok: false; reason: ImageRejection; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The first chunk of every PNG: length 13, type IHDR. */
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);

/** A PNG: its 8-byte signature, then the IHDR chunk. */
export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, 8);
}

/** A JPEG (JFIF, Exif or raw): start-of-image marker FF D8, then another marker (FF followed by a marker byte). */
export function isJpeg(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3] !== 0x00 &&
    bytes[3] !== 0xff
  );
}

/** How many leading bytes `checkImageStart` needs to tell a PNG or a JPG. */
export const IMAGE_HEAD_BYTES = PNG_SIGNATURE.length + PNG_IHDR.length;

/**
 * The rule on a file known by its size and its first bytes (at least `IMAGE_HEAD_BYTES` of them, when it has that
 * many): so the browser judges a picked file without reading all of it, exactly as the server judges the upload.
 */
export function checkImageStart(size: number, head: Uint8Array): ImageCheck {
  if (size === 0) return { ok: false, reason: 'empty', message: IMAGE_MESSAGES.empty };
  if (size >= IMAGE_MAX_BYTES) return { ok: false, reason: 'tooLarge', message: IMAGE_MESSAGES.tooLarge };
  if (isPng(head)) return { ok: true, kind: 'png', contentType: 'image/png', extension: 'png' };
  if (isJpeg(head)) return { ok: true, kind: 'jpg', contentType: 'image/jpeg', extension: 'jpg' };
  return { ok: false, reason: 'wrongType', message: IMAGE_MESSAGES.wrongType };
}

/** Accepts a PNG or JPG of fewer than 1 MiB; says why otherwise (size first: a huge file is refused unread). */
export function checkImage(bytes: Uint8Array): ImageCheck {
  return checkImageStart(bytes.length, bytes);
}
