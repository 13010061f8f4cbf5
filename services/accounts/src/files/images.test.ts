import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageInfo, sampleJpeg, transparentPng } from '../testing-images';
import { createLocalFileStore, type FileStore } from './file-store';
import { AVATAR_SIZES, ID_DOCUMENT_SIZES, readAreaImage, removeAreaImage, storeAreaImage, takeImage } from './images';

describe("accounts' images: re-encoded sizes per area", () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'accounts-images-'));
    store = createLocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const accepted = async (area: 'avatars' | 'id-proofs', bytes: Buffer) => {
    const intake = await takeImage(area, bytes);
    if (!intake.ok) throw new Error(intake.message);
    return intake.image;
  };

  it('makes the three avatar sizes and the one document size, each under its area', async () => {
    const photo = await sampleJpeg(2400, 1600);
    const avatar = await storeAreaImage(store, 'avatars', await accepted('avatars', photo));
    const document = await storeAreaImage(store, 'id-proofs', await accepted('id-proofs', photo));
    expect((await readdir(path.join(root, 'avatars'))).sort()).toEqual(
      Object.keys(AVATAR_SIZES)
        .map((size) => `${size}_${avatar}`)
        .sort(),
    );
    expect(await readdir(path.join(root, 'id-proofs'))).toEqual([`full_${document}`]);
    const full = await readAreaImage(store, 'id-proofs', document, 'full');
    expect(await imageInfo(full!.bytes)).toMatchObject({ width: ID_DOCUMENT_SIZES.full, height: 1333 });

    await removeAreaImage(store, 'avatars', avatar);
    await removeAreaImage(store, 'id-proofs', document);
    expect(await readdir(path.join(root, 'avatars'))).toEqual([]);
    expect(await readdir(path.join(root, 'id-proofs'))).toEqual([]);
  });

  it('keeps a transparent PNG a PNG', async () => {
    expect(await accepted('avatars', await transparentPng())).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it('reads no size an area does not have, and no name it did not make', async () => {
    await expect(
      readAreaImage(store, 'id-proofs', '00000000-0000-4000-8000-000000000000.jpg', 'x_small'),
    ).rejects.toThrow('Not a size of id-proofs: x_small');
    expect(await readAreaImage(store, 'avatars', '../../secret.jpg', 'x_small')).toBeNull();
    expect(await readAreaImage(store, 'avatars', '00000000-0000-4000-8000-000000000000.jpg', 'x_small')).toBeNull();
  });

  it("leaves alone a picture that is a social sign-in's URL rather than a file of ours", async () => {
    await expect(removeAreaImage(store, 'avatars', 'https://example.com/me.jpg')).resolves.toBeUndefined();
  });
});
