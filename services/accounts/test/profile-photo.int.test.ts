// Profile pictures as use cases on one real database and a real file store, with real images made by sharp: the
// upload re-encoded in its sizes (no EXIF, no GPS place, upright), the avatar it serves, and what is left when not.
import { createHash } from 'node:crypto';
import { imageKey, newFileName } from '@golightly/file-store';
import { ProfileUpdatedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAvatar } from '../src/app/profile-images';
import { uploadProfilePhoto } from '../src/app/upload-profile-photo';
import { setProfilePicture } from '../src/db/profile';
import { fileKey, type FileStore } from '../src/files/file-store';
import { AVATAR_SIZES } from '../src/files/images';
import { watchedStore } from './support/files';
import {
  exifHasGps,
  GIF,
  imageInfo,
  oversizedPng,
  photoWithGps,
  pixelAt,
  PNG,
  profileTestbed,
  sampleJpeg,
  SETUP_MS,
  sidewaysJpeg,
  sized,
  transparentPng,
  type ProfileTestbed,
} from './support/profile-fixtures';

const SIZES = Object.keys(AVATAR_SIZES) as (keyof typeof AVATAR_SIZES)[];

describe('profile pictures', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'bea' | 'cat' | 'gone', string>;
  const upload = (userId: string, bytes: Buffer, files: FileStore = bed.files) =>
    uploadProfilePhoto({ db: bed.db, files }, userId, bytes);
  const uploaded = async (userId: string, bytes: Buffer) => {
    const result = await upload(userId, bytes);
    if (result.status !== 'success') throw new Error(`upload ${result.status}`);
    return result;
  };
  const avatar = (fileName: string, size?: (typeof SIZES)[number]) =>
    openAvatar({ db: bed.db, files: bed.files }, fileName, size);
  /** The stored file of one size, read from the store itself. */
  const stored = async (fileName: string, size: string) =>
    (await bed.files.get(imageKey('avatars', size, fileName)))?.bytes;
  const storedSizes = async (fileName: string) =>
    (
      await Promise.all(
        SIZES.map(async (size) => ((await bed.files.exists(imageKey('avatars', size, fileName))) ? size : null)),
      )
    ).filter(Boolean);

  beforeAll(async () => {
    bed = await profileTestbed('accounts_profile_photo');
    [ids.bea, ids.cat, ids.gone] = await Promise.all([bed.member('Bea'), bed.member('Cat'), bed.member('Gone')]);
    await bed.db('users').where({ id: ids.gone }).update({ deleted_at: bed.db.fn.now() });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('takes a JPG, stores its three sizes, makes it her picture, tells the club and serves it', async () => {
    const photo = await sampleJpeg(1600, 1200);
    const result = await upload(ids.bea, photo);
    expect(result).toMatchObject({ status: 'success', picture: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/) });
    if (result.status !== 'success') return;
    expect(result.url).toBe(`/images/avatar/medium_${result.picture}`);
    expect(await bed.db('users').where({ id: ids.bea }).first('picture', 'step2')).toEqual({
      picture: result.picture,
      step2: 'completed',
    });
    expect(await bed.latestEvent(ProfileUpdatedSchema)).toMatchObject({
      userId: ids.bea,
      picture: result.picture,
      changedFields: ['picture'],
    });
    // What she sent is recorded (its size and hash), what is kept is re-encoded.
    expect(await bed.db('profile_pictures').where({ file_name: result.picture }).first()).toMatchObject({
      content_type: 'image/jpeg',
      byte_size: photo.length,
      sha256: createHash('sha256').update(photo).digest(),
    });
    for (const size of SIZES) {
      expect(await imageInfo((await stored(result.picture, size))!)).toMatchObject({
        format: 'jpeg',
        width: AVATAR_SIZES[size],
        height: (AVATAR_SIZES[size] * 3) / 4,
      });
    }
    // Nothing is kept under the bare name: the upload itself is not stored.
    expect(await bed.files.exists(fileKey('avatars', result.picture))).toBe(false);

    const served = await avatar(result.picture);
    expect(served).toMatchObject({ status: 'found', contentType: 'image/jpeg' });
    expect(served.status === 'found' && served.bytes).toEqual(await stored(result.picture, 'x_medium'));
    const small = await avatar(result.picture, 'x_small');
    expect(small.status === 'found' && (await imageInfo(small.bytes)).width).toBe(120);
  });

  it("keeps none of a phone photo's metadata: no EXIF, no camera, no GPS place of her home", async () => {
    const photo = await photoWithGps(1024, 768);
    const sent = await imageInfo(photo);
    expect(exifHasGps(sent.exif)).toBe(true);
    expect(sent.exif!.includes('SecretCam')).toBe(true);

    const { picture } = await uploaded(ids.bea, photo);
    for (const size of SIZES) {
      const bytes = (await stored(picture, size))!;
      const kept = await imageInfo(bytes);
      expect(kept).toMatchObject({ format: 'jpeg', width: AVATAR_SIZES[size] });
      expect([kept.exif, kept.xmp, kept.iptc, kept.icc, kept.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes('SecretCam')).toBe(false);
      expect(bytes.includes('Jane Private')).toBe(false);
    }
    const served = await avatar(picture);
    expect(served.status === 'found' && (await imageInfo(served.bytes)).exif).toBeUndefined();
  });

  it('stores a photo taken sideways upright, by its EXIF orientation', async () => {
    const photo = await sidewaysJpeg(800, 600);
    expect(await imageInfo(photo)).toMatchObject({ width: 600, height: 800, orientation: 6 });
    const { picture } = await uploaded(ids.bea, photo);
    const large = (await stored(picture, 'x_large'))!;
    const kept = await imageInfo(large);
    expect(kept).toMatchObject({ width: 640, height: 480 });
    expect(kept.orientation).toBeUndefined();
    // Upright, the red stripe is her picture's left edge, not its top or bottom.
    const [red, green, blue] = await pixelAt(large, 0, 240);
    expect(red).toBeGreaterThan(200);
    expect(green! + blue!).toBeLessThan(60);
    expect((await pixelAt(large, 639, 240))[0]).toBeLessThan(200);
  });

  it('keeps a PNG with transparency as a PNG with its alpha, and an opaque PNG as a JPG', async () => {
    const { picture } = await uploaded(ids.cat, await transparentPng(400, 300));
    expect(picture).toMatch(/\.png$/);
    const medium = (await stored(picture, 'x_medium'))!;
    expect(await imageInfo(medium)).toMatchObject({ format: 'png', width: 320, height: 240, hasAlpha: true });
    expect((await imageInfo(medium)).exif).toBeUndefined();
    expect((await pixelAt(medium, 10, 120))[3]).toBe(0);
    expect((await pixelAt(medium, 310, 120))[3]).toBe(255);
    expect(await avatar(picture)).toMatchObject({ status: 'found', contentType: 'image/png' });

    const opaque = await uploaded(ids.cat, PNG);
    expect(opaque.picture).toMatch(/\.jpg$/);
    // Never enlarged: a 1 × 1 picture stays 1 × 1 in every size.
    expect(await imageInfo((await stored(opaque.picture, 'x_large'))!)).toMatchObject({ format: 'jpeg', width: 1 });
  });

  it('stops serving a picture once it is replaced, and removes all its sizes', async () => {
    const first = await uploaded(ids.bea, await sampleJpeg());
    expect(await storedSizes(first.picture)).toEqual(SIZES);
    const second = await uploaded(ids.bea, PNG);
    expect(await avatar(first.picture)).toEqual({ status: 'notFound' });
    expect(await storedSizes(first.picture)).toEqual([]);
    expect(await storedSizes(second.picture)).toEqual(SIZES);
    expect(await avatar(second.picture)).toMatchObject({ status: 'found', contentType: 'image/jpeg' });
  });

  it("refuses a GIF, a file that is no image, an empty upload and a 2 MB photo with the member app's words", async () => {
    const files = watchedStore(bed.files);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
    for (const notAnImage of [GIF, pdf, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      expect(await upload(ids.bea, notAnImage, files)).toEqual({
        status: 'invalid',
        tooLarge: false,
        message: 'Only PNG and JPG images can be uploaded.',
      });
    }
    expect(await upload(ids.bea, Buffer.alloc(0), files)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Please choose an image to upload.',
    });
    const large = await oversizedPng();
    expect(large.length).toBeGreaterThanOrEqual(1_048_576);
    for (const tooLarge of [large, sized(PNG, 2 * 1_048_576)]) {
      expect(await upload(ids.bea, tooLarge, files)).toEqual({
        status: 'invalid',
        tooLarge: true,
        message: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
      });
    }
    expect(files.written).toEqual([]);
  });

  it('refuses a damaged JPG and a decompression bomb with a clear message, storing nothing', async () => {
    const files = watchedStore(bed.files);
    const photo = await sampleJpeg(640, 480);
    expect(await upload(ids.bea, photo.subarray(0, photo.length / 2), files)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'This image could not be read. Please choose another PNG or JPG file.',
    });
    // A real JPEG whose frame header claims 60 000 × 60 000 pixels: refused before a pixel is decoded.
    const bomb = Buffer.from(await sampleJpeg(16, 16));
    const frame = bomb.findIndex((byte, i) => byte === 0xff && bomb[i + 1] === 0xc0);
    bomb.writeUInt16BE(60_000, frame + 5);
    bomb.writeUInt16BE(60_000, frame + 7);
    expect(await upload(ids.bea, bomb, files)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'This image has too many pixels to be processed. Please choose a smaller one.',
    });
    expect(files.written).toEqual([]);
  });

  it('stores all sizes or none: when one write fails, the others are removed and her picture is unchanged', async () => {
    const before = await bed.db('users').where({ id: ids.cat }).first('picture');
    const rows = await bed.db('profile_pictures').where({ user_id: ids.cat }).count({ n: '*' });
    const files = watchedStore(bed.files, /\/x_large_/);
    await expect(upload(ids.cat, await sampleJpeg(), files)).rejects.toThrow('No space left');
    expect(files.written).toHaveLength(SIZES.length);
    expect(await files.remaining()).toEqual([]);
    expect(await bed.db('users').where({ id: ids.cat }).first('picture')).toEqual(before);
    expect(await bed.db('profile_pictures').where({ user_id: ids.cat }).count({ n: '*' })).toEqual(rows);
    expect(await avatar(before.picture)).toMatchObject({ status: 'found' });
  });

  it('answers a deleted account as gone and keeps no file for it', async () => {
    const files = watchedStore(bed.files);
    expect(await upload(ids.gone, await sampleJpeg(), files)).toEqual({ status: 'accountGone' });
    expect(files.written).toHaveLength(SIZES.length);
    expect(await files.remaining()).toEqual([]);
    expect(await bed.db('profile_pictures').where({ user_id: ids.gone })).toEqual([]);
  });

  it('still serves a picture stored as uploaded before, but re-encoded, never with its metadata', async () => {
    const photo = await photoWithGps(800, 600);
    const fileName = newFileName('jpg');
    await bed.files.put(fileKey('avatars', fileName), photo, 'image/jpeg');
    await bed.db.transaction((trx) =>
      setProfilePicture(trx, {
        userId: ids.cat,
        fileName,
        contentType: 'image/jpeg',
        byteSize: photo.length,
        sha256: createHash('sha256').update(photo).digest(),
      }),
    );
    for (const [size, width] of [
      ['x_small', 120],
      ['x_medium', 320],
      ['x_large', 640],
    ] as const) {
      const served = await avatar(fileName, size);
      expect(served).toMatchObject({ status: 'found', contentType: 'image/jpeg' });
      if (served.status !== 'found') continue;
      const info = await imageInfo(served.bytes);
      expect([info.width, info.exif]).toEqual([width, undefined]);
      expect(served.bytes.includes('SecretCam')).toBe(false);
    }
    // Replacing it removes the file as uploaded too.
    await uploaded(ids.cat, await sampleJpeg());
    expect(await bed.files.exists(fileKey('avatars', fileName))).toBe(false);
  });

  it('serves nothing for an earlier file that no longer reads as an image', async () => {
    const fileName = newFileName('jpg');
    const headerOnly = sized(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), 2048);
    await bed.files.put(fileKey('avatars', fileName), headerOnly, 'image/jpeg');
    await bed.db.transaction((trx) =>
      setProfilePicture(trx, {
        userId: ids.bea,
        fileName,
        contentType: 'image/jpeg',
        byteSize: headerOnly.length,
        sha256: createHash('sha256').update(headerOnly).digest(),
      }),
    );
    expect(await avatar(fileName)).toEqual({ status: 'notFound' });
  });

  it('serves no picture of a deleted member, and none by a name the store never made', async () => {
    expect(await avatar('00000000-0000-4000-8000-000000000000.png')).toEqual({ status: 'notFound' });
    expect(await avatar('../../package.json')).toEqual({ status: 'notFound' });
  });
});
