// Profile pictures as use cases on one real database and a real file store: the upload and the avatar it serves.
import { ProfileUpdatedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAvatar } from '../src/app/profile-images';
import { uploadProfilePhoto } from '../src/app/upload-profile-photo';
import { GIF, JPEG, PNG, profileTestbed, SETUP_MS, sized, type ProfileTestbed } from './support/profile-fixtures';

describe('profile pictures', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'bea' | 'gone', string>;
  const upload = (userId: string, bytes: Buffer) => uploadProfilePhoto({ db: bed.db, files: bed.files }, userId, bytes);
  const avatar = (fileName: string) => openAvatar({ db: bed.db, files: bed.files }, fileName);

  beforeAll(async () => {
    bed = await profileTestbed('accounts_profile_photo');
    [ids.bea, ids.gone] = await Promise.all([bed.member('Bea'), bed.member('Gone')]);
    await bed.db('users').where({ id: ids.gone }).update({ deleted_at: bed.db.fn.now() });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('takes a JPG, makes it her picture, tells the club and serves it', async () => {
    const uploaded = await upload(ids.bea, JPEG);
    expect(uploaded).toMatchObject({ status: 'success', picture: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/) });
    if (uploaded.status !== 'success') return;
    expect(uploaded.url).toBe(`/images/avatar/medium_${uploaded.picture}`);
    expect(await bed.db('users').where({ id: ids.bea }).first('picture', 'step2')).toEqual({
      picture: uploaded.picture,
      step2: 'completed',
    });
    expect(await bed.latestEvent(ProfileUpdatedSchema)).toMatchObject({
      userId: ids.bea,
      picture: uploaded.picture,
      changedFields: ['picture'],
    });
    expect(await avatar(uploaded.picture)).toEqual({ status: 'found', bytes: JPEG, contentType: 'image/jpeg' });
  });

  it('stops serving a picture once it is replaced', async () => {
    const first = await upload(ids.bea, PNG);
    const second = await upload(ids.bea, PNG);
    if (first.status !== 'success' || second.status !== 'success') throw new Error('upload failed');
    expect(await avatar(first.picture)).toEqual({ status: 'notFound' });
    expect(await avatar(second.picture)).toMatchObject({ status: 'found', contentType: 'image/png' });
  });

  it('refuses a GIF, an empty upload and a 2 MB image with the rule of each', async () => {
    expect(await upload(ids.bea, GIF)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Only PNG and JPG images can be uploaded.',
    });
    expect(await upload(ids.bea, Buffer.alloc(0))).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Please choose an image to upload.',
    });
    expect(await upload(ids.bea, sized(PNG, 2 * 1_048_576))).toEqual({
      status: 'invalid',
      tooLarge: true,
      message: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
    });
  });

  it('answers a deleted account as gone and keeps no file for it', async () => {
    expect(await upload(ids.gone, PNG)).toEqual({ status: 'accountGone' });
    expect(await bed.db('profile_pictures').where({ user_id: ids.gone })).toEqual([]);
  });

  it('serves no picture of a deleted member, and none by a name the store never made', async () => {
    expect(await avatar('00000000-0000-4000-8000-000000000000.png')).toEqual({ status: 'notFound' });
    expect(await avatar('../../package.json')).toEqual({ status: 'notFound' });
  });
});
