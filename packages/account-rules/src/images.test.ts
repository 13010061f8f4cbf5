import { describe, expect, it } from 'vitest';
import {
  checkImage,
  checkImageStart,
  IMAGE_HEAD_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  isJpeg,
  isPng,
} from './images';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
};
const jpeg = (size = 64, marker = 0xe0) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, marker]);
  return bytes;
};
const ascii = (text: string) => new TextEncoder().encode(text);

describe('checkImage', () => {
  it('accepts a PNG and a JPG (JFIF or Exif) by their first bytes', () => {
    expect(checkImage(png())).toEqual({ ok: true, kind: 'png', contentType: 'image/png', extension: 'png' });
    expect(checkImage(jpeg())).toEqual({ ok: true, kind: 'jpg', contentType: 'image/jpeg', extension: 'jpg' });
    expect(checkImage(jpeg(64, 0xe1))).toMatchObject({ ok: true, kind: 'jpg' });
  });
  it('refuses GIF, WebP, SVG, PDF and text, whatever they are called', () => {
    for (const other of [
      ascii('GIF89a......'),
      ascii('RIFF....WEBPVP8 '),
      ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ascii('%PDF-1.7'),
      ascii('hello'),
    ]) {
      expect(checkImage(other)).toEqual({ ok: false, reason: 'wrongType', message: IMAGE_MESSAGES.wrongType });
    }
  });
  it('refuses a file that only starts like a PNG or JPG', () => {
    expect(isPng(Uint8Array.from(PNG_HEAD.slice(0, 8)))).toBe(false);
    expect(isJpeg(Uint8Array.from([0xff, 0xd8]))).toBe(false);
    expect(isJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xff]))).toBe(false);
  });
  it('takes files just under 1 MB and refuses 1 MB or more', () => {
    expect(checkImage(png(IMAGE_MAX_BYTES - 1))).toMatchObject({ ok: true });
    expect(checkImage(png(IMAGE_MAX_BYTES))).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(checkImage(jpeg(2 * IMAGE_MAX_BYTES))).toMatchObject({ ok: false, reason: 'tooLarge' });
  });
  it('says the size before the type, so a large GIF hears that it is too large', () => {
    const gif = new Uint8Array(2 * IMAGE_MAX_BYTES);
    gif.set(ascii('GIF89a'));
    expect(checkImage(gif)).toMatchObject({ reason: 'tooLarge' });
  });
  it('asks for a file when nothing was sent', () => {
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: 'empty', message: IMAGE_MESSAGES.empty });
  });
});

describe('checkImageStart', () => {
  it('judges a file by its size and first bytes as checkImage judges the whole of it', () => {
    const whole = png(4096);
    expect(checkImageStart(whole.length, whole.slice(0, IMAGE_HEAD_BYTES))).toEqual(checkImage(whole));
    expect(checkImageStart(IMAGE_MAX_BYTES, whole.slice(0, IMAGE_HEAD_BYTES))).toMatchObject({ reason: 'tooLarge' });
    expect(checkImageStart(4096, ascii('GIF89a'))).toMatchObject({ reason: 'wrongType' });
    expect(checkImageStart(0, new Uint8Array())).toMatchObject({ reason: 'empty' });
  });
});
