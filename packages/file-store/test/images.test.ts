// Image intake on real JPEG and PNG bytes made by sharp: the sizes it makes, what it strips, and everything it refuses.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptImage, IMAGE_REFUSAL_MESSAGES, sniffImage, type ImageIntake } from '../src';
import {
  gif,
  jpeg,
  jpegBomb,
  noisePng,
  opaqueRgbaPng,
  png,
  pngBomb,
  sidewaysJpeg,
  transparentPng,
  webp,
} from './support/images';

const accepted = (intake: ImageIntake) => {
  if (!intake.ok) throw new Error(`refused: ${intake.reason}`);
  return intake;
};
const sizesOf = (intake: ImageIntake) =>
  Object.fromEntries(accepted(intake).variants.map((v) => [v.size, [v.width, v.height]]));

describe('image intake', () => {
  it('makes the three sizes of a JPEG photo as JPEGs, keeping its aspect ratio', async () => {
    const intake = accepted(await acceptImage(await jpeg(1600, 1200)));
    expect(intake).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 1600, height: 1200 });
    expect(sizesOf(intake)).toEqual({ x_small: [240, 180], x_medium: [640, 480], x_large: [1280, 960] });
    for (const variant of intake.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', variant.width, variant.height]);
      expect(sniffImage(variant.bytes)).toBe('jpeg');
    }
  });

  it('never enlarges a small image, and makes the sizes it is asked for', async () => {
    const small = await acceptImage(await png(300, 200), { sizes: { thumb: 100, x_large: 1280 } });
    expect(sizesOf(small)).toEqual({ thumb: [100, 67], x_large: [300, 200] });
  });

  it('turns a sideways camera photo upright and keeps none of its metadata', async () => {
    const upload = await sidewaysJpeg(400, 200);
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    expect(upload.includes('SecretCam')).toBe(true);
    const intake = accepted(await acceptImage(upload));
    expect([intake.width, intake.height]).toEqual([200, 400]);
    expect(sizesOf(intake)).toEqual({ x_small: [200, 400], x_medium: [200, 400], x_large: [200, 400] });
    for (const variant of intake.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(variant.bytes.includes('SecretCam')).toBe(false);
      expect(variant.bytes.includes('Jane Private')).toBe(false);
    }
  });

  it('keeps a transparent PNG a PNG with its transparency, without its EXIF', async () => {
    const upload = await transparentPng(800, 400);
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const intake = accepted(await acceptImage(upload));
    expect(intake).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(sizesOf(intake)).toEqual({ x_small: [240, 120], x_medium: [640, 320], x_large: [800, 400] });
    for (const variant of intake.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(['png', true, undefined]);
      expect((await sharp(variant.bytes).stats()).isOpaque).toBe(false);
      expect(variant.bytes.includes('Jane Private')).toBe(false);
    }
  });

  it('makes JPEGs of a PNG that has an alpha channel but no transparent pixel', async () => {
    const intake = accepted(await acceptImage(await opaqueRgbaPng(500, 500)));
    expect(intake.contentType).toBe('image/jpeg');
    expect((await sharp(intake.variants[0]!.bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps only the pixels of a polyglot: a JPEG carrying a script and an archive after its end', async () => {
    const payload = Buffer.from('<script>alert(document.cookie)</script>PK\u0003\u0004payload.html');
    const intake = accepted(await acceptImage(Buffer.concat([await jpeg(700, 500), payload])));
    for (const variant of intake.variants) {
      expect(variant.bytes.includes('<script>')).toBe(false);
      expect(variant.bytes.includes('payload.html')).toBe(false);
    }
  });

  it('refuses an image of 1 MB or more before reading it', async () => {
    const large = await noisePng(800, 800);
    expect(large.length).toBeGreaterThan(1_048_576);
    expect(await acceptImage(large)).toEqual({ ok: false, reason: 'tooLarge' });
    const fine = await jpeg(200, 200);
    expect(await acceptImage(fine, { maxBytes: fine.length })).toEqual({ ok: false, reason: 'tooLarge' });
    expect((await acceptImage(fine, { maxBytes: fine.length + 1 })).ok).toBe(true);
  });

  it('judges the type by the bytes: a GIF, a WebP and a text file named .jpg are refused', async () => {
    for (const bytes of [
      await gif(50, 50),
      await webp(50, 50),
      Buffer.from('This is not a photo, whatever its name (holiday.jpg) says.\n'),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(await acceptImage(bytes)).toEqual({ ok: false, reason: 'wrongType' });
    }
    expect(await acceptImage(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses what starts like a JPEG or PNG but cannot be decoded', async () => {
    const whole = await jpeg(400, 300);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const pngThenJunk = Buffer.concat([(await png(10, 10)).subarray(0, 8), Buffer.from('garbage, not a chunk')]);
    const jpegThenJunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x41)]);
    for (const bytes of [truncated, pngThenJunk, jpegThenJunk]) {
      expect(await acceptImage(bytes)).toEqual({ ok: false, reason: 'undecodable' });
    }
  });

  it('refuses decompression bombs by their declared size, before decoding their pixels', async () => {
    const bomb = pngBomb(100_000, 100_000);
    expect(bomb.length).toBeLessThan(400_000);
    expect(await acceptImage(bomb)).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(await acceptImage(await jpegBomb(30_000, 30_000))).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(await acceptImage(await png(1000, 1000), { maxPixels: 999_999 })).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
  });

  it('has a clear message for every refusal', () => {
    expect(Object.keys(IMAGE_REFUSAL_MESSAGES).sort()).toEqual(
      ['empty', 'tooLarge', 'tooManyPixels', 'undecodable', 'wrongType'].sort(),
    );
  });

  it('takes only size names that can be part of a key', async () => {
    await expect(acceptImage(await png(10, 10), { sizes: { '../x': 100 } })).rejects.toThrow('Not an image size');
    await expect(acceptImage(await png(10, 10), { sizes: { big: 0 } })).rejects.toThrow('Not an image size');
  });
});
