// A listing's photos on a real database and a real file store (decision 0038): real JPEGs and PNGs made by sharp are
// re-encoded in every size without their metadata; a GIF, text named .jpg and a file of 1 MB or more get the spec's
// rule and leave nothing behind; only the host and her co-host add, order, caption, choose the cover of and delete a
// listing's photos; files go only after the deletion committed; two uploads at the limit cannot both get in.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskFileStore, imageKey, type FileStore } from '@golightly/file-store';
import {
  exifHasGps,
  imageInfo,
  oversizedPng,
  photoWithGps,
  sampleJpeg,
  samplePng,
  transparentPng,
} from '@golightly/file-store/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionListingPhoto } from '../src/app/caption-listing-photo';
import { deleteListingPhoto } from '../src/app/delete-listing-photo';
import type { EditOutcome } from '../src/app/deps';
import { PHOTO_FOLDER } from '../src/app/photo-files';
import { reorderListingPhotos } from '../src/app/reorder-listing-photos';
import { setListingCoverPhoto } from '../src/app/set-cover-photo';
import { uploadListingPhoto, type UploadOutcome } from '../src/app/upload-listing-photo';
import { findPhotos, findPhotosInOrder, insertPhotos } from '../src/db/photos';
import { HOST_REFUSALS, type HostCaller } from '../src/domain/host';
import { MAX_PHOTOS_PER_LISTING, PHOTO_RULE, PHOTO_TEXTS } from '../src/domain/listing-photos';
import { incompleteSteps } from '../src/domain/listing';
import { LISTING_TEXTS, SPEC_TEXTS } from '../src/domain/texts';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const SIZES = ['x_small', 'x_medium', 'x_large'];

describe('listing photos', () => {
  let bed: ListingsTestbed;
  let filesDir: string;
  let files: FileStore;
  const deps = () => ({ db: bed.db, files });

  beforeAll(async () => {
    bed = await listingsTestbed('listing-photos');
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-listing-photos-'));
    files = createDiskFileStore({ dir: filesDir });
  }, SETUP_MS);
  afterAll(async () => {
    await bed?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  /** The files in the store's photo folder (every size of every photo). */
  const storedFiles = async () => (await readdir(path.join(filesDir, PHOTO_FOLDER)).catch(() => [])).sort();
  const photoOf = (outcome: UploadOutcome) => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.photo;
  };
  const upload = async (host: HostCaller, listId: number, bytes?: Buffer) =>
    photoOf(await uploadListingPhoto(deps(), host, listId, bytes ?? (await sampleJpeg(800, 600))));
  const ok = (outcome: EditOutcome) => expect(outcome).toMatchObject({ status: 'success' });

  it('re-encodes a JPEG in every size without its EXIF or GPS place, and the first photo is the cover', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const photo = await upload(host, listId, await photoWithGps(1600, 1200));
    expect(photo).toMatchObject({ isCover: true, position: 0, photoDescription: '', type: 'upload' });
    expect(photo.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    for (const [size, width] of [
      ['x_small', 240],
      ['x_medium', 640],
      ['x_large', 1280],
    ] as const) {
      const stored = await files.get(imageKey(PHOTO_FOLDER, size, photo.name));
      const info = await imageInfo(Buffer.from(stored!.bytes));
      expect(info).toMatchObject({ format: 'jpeg', width });
      expect(info.exif).toBeUndefined();
      expect(exifHasGps(info.exif)).toBe(false);
    }
    expect((await bed.listing(listId)).version).toBeGreaterThan(1);
  });

  it('keeps a transparent PNG as PNG and turns an opaque one into a JPEG', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    expect((await upload(host, listId, await transparentPng(300, 200))).name).toMatch(/\.png$/);
    const opaque = await upload(host, listId, await samplePng(300, 200));
    expect(opaque.name).toMatch(/\.jpg$/);
    expect(opaque).toMatchObject({ isCover: false, position: 1 });
  });

  it("refuses a GIF, text named .jpg and a file of 1 MB or more with the spec's rule, storing nothing", async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const before = await storedFiles();
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .gif()
      .toBuffer();
    const text = Buffer.from('not a photo at all, whatever its name says (holiday.jpg)');
    expect(await uploadListingPhoto(deps(), host, listId, gif)).toEqual({
      status: 'invalid',
      errorMessage: PHOTO_RULE,
      tooLarge: false,
    });
    expect(await uploadListingPhoto(deps(), host, listId, text)).toMatchObject({ errorMessage: PHOTO_RULE });
    const big = await oversizedPng();
    expect(big.length).toBeGreaterThanOrEqual(1_048_576);
    expect(await uploadListingPhoto(deps(), host, listId, big)).toEqual({
      status: 'invalid',
      errorMessage: PHOTO_RULE,
      tooLarge: true,
    });
    expect(await uploadListingPhoto(deps(), host, listId, Buffer.alloc(0))).toMatchObject({
      errorMessage: PHOTO_TEXTS.empty,
    });
    expect(PHOTO_RULE).toBe('Photos .jpeg/.jpg/.png, max 1Mb.');
    expect(await findPhotos(bed.db, [listId])).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('lets only the host and her co-host add photos; a stranger, another host and a man store nothing', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const before = await storedFiles();
    const jpeg = await sampleJpeg(400, 300);
    const gone = { status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable };
    expect(await uploadListingPhoto(deps(), bed.host(), listId, jpeg)).toEqual(gone);
    expect(await uploadListingPhoto(deps(), bed.coHostOf(bed.host()), listId, jpeg)).toEqual(gone);
    expect(
      await uploadListingPhoto(deps(), { ...host, standing: { ...host.standing, female: false } }, listId, jpeg),
    ).toEqual({ status: 'forbidden', errorMessage: HOST_REFUSALS.womenOnly });
    expect(await uploadListingPhoto(deps(), bed.host(), 2_000_000_000, jpeg)).toEqual(gone);
    expect(await storedFiles()).toEqual(before);
    expect(await findPhotos(bed.db, [listId])).toEqual([]);

    const photo = await upload(bed.coHostOf(host), listId, jpeg);
    expect(await findPhotosInOrder(bed.db, listId)).toEqual([photo]);
    expect(await storedFiles()).toEqual([...before, ...SIZES.map((size) => `${size}_${photo.name}`)].sort());
    // Others cannot change what is there either.
    expect(await deleteListingPhoto(deps(), bed.host(), listId, photo.id)).toMatchObject(gone);
    expect(await setListingCoverPhoto(bed.deps, bed.host(), listId, photo.id)).toMatchObject(gone);
    expect(await captionListingPhoto(bed.deps, bed.host(), listId, photo.id, 'Mine now')).toMatchObject(gone);
    expect(await reorderListingPhotos(bed.deps, bed.host(), listId, [photo.id])).toMatchObject(gone);
    expect(await findPhotosInOrder(bed.db, listId)).toEqual([photo]);
  });

  it("orders all of a listing's photos or none of them", async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const [a, b, c] = [await upload(host, listId), await upload(host, listId), await upload(host, listId)];
    const other = await upload(host, await bed.readyListing(host));
    const order = async () => (await findPhotosInOrder(bed.db, listId)).map((photo) => photo.id);
    const refusal = { status: 'invalid', fieldErrors: [{ field: 'photoIds', message: PHOTO_TEXTS.orderMismatch }] };

    ok(await reorderListingPhotos(bed.deps, host, listId, [c!.id, a!.id, b!.id]));
    expect(await order()).toEqual([c!.id, a!.id, b!.id]);
    for (const wrong of [
      [a!.id, b!.id],
      [a!.id, b!.id, b!.id],
      [a!.id, b!.id, other.id],
      [a!.id, b!.id, c!.id, other.id],
    ]) {
      expect(await reorderListingPhotos(bed.deps, host, listId, wrong)).toMatchObject(refusal);
    }
    expect(await order()).toEqual([c!.id, a!.id, b!.id]);
    // The cover stays the one chosen, and is shown first wherever it is in the order.
    expect((await findPhotos(bed.db, [listId])).map((photo) => photo.id)).toEqual([a!.id, c!.id, b!.id]);
  });

  it('keeps one cover: the first photo, the one she chooses, and the first left when the cover is deleted', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const [a, b, c] = [await upload(host, listId), await upload(host, listId), await upload(host, listId)];
    const covers = async () => (await findPhotosInOrder(bed.db, listId)).filter((p) => p.isCover).map((p) => p.id);
    expect(await covers()).toEqual([a!.id]);
    ok(await setListingCoverPhoto(bed.deps, host, listId, c!.id));
    expect(await covers()).toEqual([c!.id]);
    const elsewhere = await upload(host, await bed.readyListing(host));
    expect(await setListingCoverPhoto(bed.deps, host, listId, elsewhere.id)).toEqual({
      status: 'conflict',
      errorMessage: PHOTO_TEXTS.photoGone,
    });
    expect(await covers()).toEqual([c!.id]);
    ok(await deleteListingPhoto(deps(), host, listId, c!.id));
    expect(await covers()).toEqual([a!.id]);
    ok(await reorderListingPhotos(bed.deps, host, listId, [b!.id, a!.id]));
    ok(await deleteListingPhoto(deps(), host, listId, a!.id));
    expect(await covers()).toEqual([b!.id]);
  });

  it('captions a photo in up to 255 characters, and refuses a longer one saving nothing', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const photo = await upload(host, listId);
    ok(await captionListingPhoto(bed.deps, host, listId, photo.id, '  The terrace at sunset  '));
    expect((await findPhotosInOrder(bed.db, listId))[0]!.photoDescription).toBe('The terrace at sunset');
    expect(await captionListingPhoto(bed.deps, host, listId, photo.id, 'é'.repeat(256))).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'photoDescription', message: LISTING_TEXTS.tooLong(255) }],
    });
    ok(await captionListingPhoto(bed.deps, host, listId, photo.id, 'é'.repeat(255)));
    expect(await captionListingPhoto(bed.deps, host, listId, photo.id + 10_000, 'Elsewhere')).toMatchObject({
      status: 'conflict',
    });
  });

  it('removes every size of a deleted photo after the deletion, and a shared picture only with its last row', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    const photo = await upload(host, listId);
    ok(await deleteListingPhoto(deps(), host, listId, photo.id));
    for (const size of SIZES) expect(await files.exists(imageKey(PHOTO_FOLDER, size, photo.name))).toBe(false);
    expect(await deleteListingPhoto(deps(), host, listId, photo.id)).toEqual({
      status: 'conflict',
      errorMessage: PHOTO_TEXTS.photoGone,
    });

    // Two listings naming one picture (as the demo listings do): its files stay until neither does.
    const shared = await upload(host, listId);
    const second = await bed.readyListing(host);
    await insertPhotos(bed.db, [{ listingId: second, name: shared.name, position: 0, isCover: true }]);
    ok(await deleteListingPhoto(deps(), host, listId, shared.id));
    expect(await files.exists(imageKey(PHOTO_FOLDER, 'x_medium', shared.name))).toBe(true);
    const [copy] = await findPhotosInOrder(bed.db, second);
    ok(await deleteListingPhoto(deps(), host, second, copy!.id));
    expect(await files.exists(imageKey(PHOTO_FOLDER, 'x_medium', shared.name))).toBe(false);
  });

  it('takes one of two uploads at once when one place is left, and removes the files of the other', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    await insertPhotos(
      bed.db,
      Array.from({ length: MAX_PHOTOS_PER_LISTING - 1 }, (_, i) => ({
        listingId: listId,
        name: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}.jpg`,
        position: i,
        isCover: i === 0,
      })),
    );
    const before = await storedFiles();
    const [first, second] = [await sampleJpeg(500, 400), await sampleJpeg(400, 500)];
    // Both pass the first look (39 photos), decode and store their files; the listing's lock lets one row in.
    const [one, two] = await Promise.all([
      uploadListingPhoto(deps(), host, listId, first),
      uploadListingPhoto(deps(), bed.coHostOf(host), listId, second),
    ]);
    const outcomes = [one.status, two.status].sort();
    expect(outcomes).toEqual(['conflict', 'success']);
    expect([one, two].find((o) => o.status === 'conflict')).toEqual({
      status: 'conflict',
      errorMessage: PHOTO_TEXTS.tooMany,
    });
    expect(await findPhotosInOrder(bed.db, listId)).toHaveLength(MAX_PHOTOS_PER_LISTING);
    const taken = photoOf([one, two].find((o) => o.status === 'success')!);
    expect(await storedFiles()).toEqual([...before, ...SIZES.map((size) => `${size}_${taken.name}`)].sort());
    expect(await uploadListingPhoto(deps(), host, listId, await sampleJpeg())).toEqual({
      status: 'conflict',
      errorMessage: PHOTO_TEXTS.tooMany,
    });
  });

  it('does not make photos a condition of step 2 (the photo reminder e-mail is for listings without any)', async () => {
    const host = bed.host();
    const listId = await bed.readyListing(host);
    expect(await findPhotos(bed.db, [listId])).toEqual([]);
    expect(incompleteSteps(await bed.listing(listId))).toEqual([]);
  });
});
