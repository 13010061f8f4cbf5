// The image route on a real fastify app and a disk store: an accepted photo stored in its sizes and served at
// /upload/{size}_{file} with its type and immutable caching; every other path is 404 and no path leaves the folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptImage,
  createDiskFileStore,
  deleteImage,
  FileStoreError,
  IMAGE_SIZES,
  imageRoutes,
  newFileName,
  storeImage,
  type FileStore,
} from '../src';
import { jpeg, transparentPng } from './support/images';

let root: string;
let store: FileStore;
let app: FastifyInstance;
let photo: string;
let photoBytes: Record<string, Buffer>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'golightly-image-routes-'));
  store = createDiskFileStore({ dir: root });
  app = Fastify();
  await app.register(imageRoutes({ store, folder: 'listing-photos', sizes: IMAGE_SIZES }));
  await app.ready();
  const intake = await acceptImage(await jpeg(1600, 900));
  if (!intake.ok) throw new Error('refused');
  photo = await storeImage(store, 'listing-photos', intake);
  photoBytes = Object.fromEntries(intake.variants.map((v) => [v.size, v.bytes]));
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

describe('the image route', () => {
  it('serves each size of a stored photo with its type, immutable caching and nosniff', async () => {
    expect(photo).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    for (const size of Object.keys(IMAGE_SIZES)) {
      const response = await get(`/upload/${size}_${photo}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.rawPayload.equals(photoBytes[size]!)).toBe(true);
    }
    const head = await get(`/upload/x_medium_${photo}`, 'HEAD');
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'image/jpeg', '']);
  });

  it('serves a transparent PNG as a PNG', async () => {
    const intake = await acceptImage(await transparentPng(300, 300));
    if (!intake.ok) throw new Error('refused');
    const name = await storeImage(store, 'listing-photos', intake);
    expect(name).toMatch(/\.png$/);
    expect((await get(`/upload/x_small_${name}`)).headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an unknown size, a missing size, an unknown name and a deleted photo', async () => {
    const missing = newFileName('jpg');
    for (const url of [
      `/upload/x_huge_${photo}`,
      `/upload/${photo}`,
      `/upload/medium_${photo}`,
      `/upload/x_medium_${missing}`,
      `/upload/x_medium_${photo.toUpperCase()}`,
      `/upload/x_medium_${photo.replace('.jpg', '.png')}`,
      `/upload/x_medium_${photo}.jpg`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 'error', errorMessage: 'There is no such image.' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const intake = await acceptImage(await jpeg(100, 100));
    if (!intake.ok) throw new Error('refused');
    const gone = await storeImage(store, 'listing-photos', intake);
    expect((await get(`/upload/x_small_${gone}`)).statusCode).toBe(200);
    await deleteImage(store, 'listing-photos', gone, Object.keys(IMAGE_SIZES));
    expect((await get(`/upload/x_small_${gone}`)).statusCode).toBe(404);
  });

  it('lists nothing and lets no path leave its folder', async () => {
    // A file elsewhere in the same store, under a name the route would accept.
    const secret = newFileName('jpg');
    await store.put(`id-proofs/x_medium_${secret}`, Buffer.from('a private document'), 'image/jpeg');
    for (const url of [
      '/upload',
      '/upload/',
      '/upload/x_medium_',
      '/upload/listing-photos',
      `/upload/x_medium_..%2Fid-proofs%2Fx_medium_${secret}`,
      `/upload/..%2Fid-proofs%2Fx_medium_${secret}`,
      `/upload/x_medium_%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      `/upload/../id-proofs/x_medium_${secret}`,
      `/upload/x_medium_${secret}/..`,
      `/upload/x_medium_${photo}%00.html`,
      `/upload/x_medium_${photo}%2F`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('private document');
    }
  });

  it('stores all sizes or none: when one write fails the others are removed again', async () => {
    const intake = await acceptImage(await jpeg(900, 600));
    if (!intake.ok) throw new Error('refused');
    const written: string[] = [];
    const failing: FileStore = {
      ...store,
      async put(key, bytes, contentType) {
        if (key.includes('/x_large_')) throw new FileStoreError('unavailable', 'the disk is full');
        written.push(key);
        await store.put(key, bytes, contentType);
      },
    };
    await expect(storeImage(failing, 'listing-photos', intake)).rejects.toThrow('the disk is full');
    expect(written).toHaveLength(2);
    for (const key of written) expect(await store.exists(key)).toBe(false);
  });

  it('refuses to be set up with a size or path that could not be a key or a route', () => {
    expect(() => imageRoutes({ store, folder: 'listing-photos', sizes: ['../x'] })).toThrow('Not an image size');
    expect(() => imageRoutes({ store, folder: 'listing-photos', sizes: IMAGE_SIZES, path: 'upload' })).toThrow(
      'Not a route path',
    );
  });
});
