// Listing photos through the service's own doors, as the gateway calls them (decision 0038): the upload at
// POST /uploads/listing-photo with the image's bytes, the sizes at GET /upload/{size}_{file}, and the editor's photo
// mutations in GraphQL; the standing guard's words for a visitor and a man, the spec's rule for a wrong file.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { oversizedPng, sampleJpeg } from '@golightly/file-store/testing';
import {
  createLogger,
  IDENTITY_HEADER,
  NOT_LOGGED_IN_MESSAGE,
  signCaller,
  type Identity,
  type Standing,
} from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import type { HostCaller } from '../src/domain/host';
import { PHOTO_RULE } from '../src/domain/listing-photos';
import { SPEC_TEXTS } from '../src/domain/texts';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const SECRET = 'listing-photo-routes-test-secret-0123456789';

const STANDING: Standing = {
  gender: 'female',
  idVerified: true,
  profileComplete: true,
  phoneVerified: true,
  memberStatus: 'standard',
  isDiamond: false,
  pressUser: false,
  propertyManager: false,
  coHostOf: null,
};

describe('listing photos over REST and GraphQL', () => {
  let bed: ListingsTestbed;
  let app: FastifyInstance;
  let filesDir: string;
  let host: HostCaller;
  let listId: number;
  const identityOf = (userId: string, standing: Partial<Standing> = {}, coHost = false): Identity => ({
    userId,
    sessionId: randomUUID(),
    coHost,
    standing: { ...STANDING, ...standing, coHostOf: coHost ? userId : null },
  });
  const headers = (identity: Identity | null) => ({
    [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.7' }, SECRET),
  });

  const upload = (identity: Identity | null, bytes: Buffer, id: number | string = listId) =>
    app.inject({
      method: 'POST',
      url: `/uploads/listing-photo?listId=${id}`,
      headers: { ...headers(identity), 'content-type': 'image/jpeg' },
      payload: bytes,
    });

  async function graphql<T>(identity: Identity | null, query: string, variables: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers(identity), 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  beforeAll(async () => {
    bed = await listingsTestbed('listing-photo-routes');
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-photo-routes-'));
    app = await subgraph.buildApp({
      db: bed.db,
      identitySecret: SECRET,
      logger: createLogger('test'),
      env: { FILE_STORE_DIR: filesDir },
    });
    host = bed.host();
    listId = await bed.readyListing(host);
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bed?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('takes a photo from the host and serves its sizes at /upload/{size}_{file}', async () => {
    const response = await upload(identityOf(host.userId), await sampleJpeg(900, 600));
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ isCover: true, position: 0, url: `/upload/x_medium_${photo.name}` });
    const image = await app.inject({ method: 'GET', url: photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: `/upload/x_small_${photo.name}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/upload/x_huge_${photo.name}` })).statusCode).toBe(404);
  });

  it("answers a wrong file with the spec's rule, a visitor and a man with the standing guard's words", async () => {
    const wrong = await upload(identityOf(host.userId), Buffer.from('GIF89a, or so it says'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'invalid', errorMessage: PHOTO_RULE });
    const big = await upload(identityOf(host.userId), await oversizedPng());
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: 'invalid', errorMessage: PHOTO_RULE });
    const visitor = await upload(null, await sampleJpeg());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', errorMessage: NOT_LOGGED_IN_MESSAGE });
    const man = await upload(identityOf(host.userId, { gender: 'male' }), await sampleJpeg());
    expect(man.statusCode).toBe(403);
    expect(man.json().errorMessage).toBe('Only women members can add photos to a listing.');
    const stranger = await upload(identityOf(randomUUID()), await sampleJpeg());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable });
    for (const id of ['', 'abc', '-1', '99999999999'])
      expect((await upload(identityOf(host.userId), await sampleJpeg(), id)).statusCode).toBe(404);
  });

  it("changes a listing's photos through the editor's mutations, for her co-host too", async () => {
    const coHost = identityOf(host.userId, {}, true);
    const second = (await upload(coHost, await sampleJpeg(640, 480))).json().photo;
    const photos = async () =>
      (
        await graphql<{
          getStepTwo: { coverPhoto: string; photos: { id: number; isCover: boolean; photoDescription: string }[] };
        }>(
          coHost,
          'query($id: Int!) { getStepTwo(listId: $id) { coverPhoto photos { id name photoDescription type isCover position } } }',
          { id: listId },
        )
      ).data!.getStepTwo;
    const [first] = (await photos()).photos;
    const result = (name: string) => `${name}(listId: $l, photoId: $p) { status errorMessage listing { id } }`;

    const cover = await graphql<{ setListingCoverPhoto: { status: string } }>(
      coHost,
      `mutation($l: Int!, $p: Int!) { ${result('setListingCoverPhoto')} }`,
      { l: listId, p: second.id },
    );
    expect(cover.data!.setListingCoverPhoto.status).toBe('success');
    expect((await photos()).coverPhoto).toBe(second.name);

    const caption = await graphql<{ setListingPhotoCaption: { status: string } }>(
      identityOf(host.userId),
      'mutation($l: Int!, $p: Int!) { setListingPhotoCaption(listId: $l, photoId: $p, photoDescription: "The kitchen") { status } }',
      { l: listId, p: first!.id },
    );
    expect(caption.data!.setListingPhotoCaption.status).toBe('success');

    const reorder = await graphql<{ reorderListingPhotos: { status: string; errorMessage: string | null } }>(
      identityOf(host.userId),
      'mutation($l: Int!, $ids: [Int!]!) { reorderListingPhotos(listId: $l, photoIds: $ids) { status errorMessage } }',
      { l: listId, ids: [first!.id] },
    );
    expect(reorder.data!.reorderListingPhotos).toEqual({
      status: 'invalid',
      errorMessage: "Please put all of this listing's photos in order, each once.",
    });

    const refused = await graphql(
      identityOf(host.userId, { gender: 'male' }),
      `mutation($l: Int!, $p: Int!) { ${result('deleteListingPhoto')} }`,
      {
        l: listId,
        p: second.id,
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const removed = await graphql<{ deleteListingPhoto: { status: string } }>(
      identityOf(host.userId),
      `mutation($l: Int!, $p: Int!) { ${result('deleteListingPhoto')} }`,
      { l: listId, p: second.id },
    );
    expect(removed.data!.deleteListingPhoto.status).toBe('success');
    expect((await app.inject({ method: 'GET', url: `/upload/x_medium_${second.name}` })).statusCode).toBe(404);
    const left = await photos();
    expect(left.photos).toEqual([
      expect.objectContaining({ id: first!.id, isCover: true, photoDescription: 'The kitchen' }),
    ]);
    expect(left.coverPhoto).toBe((left.photos[0] as unknown as { name: string }).name);
  });
});
