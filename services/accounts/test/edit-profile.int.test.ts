// The profile edit and confirm-gender as use cases on one real database: limits, phone first, steps, events.
import { GenderConfirmedSchema, ProfileUpdatedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmGender } from '../src/app/confirm-gender';
import { editProfile } from '../src/app/edit-profile';
import { showUserProfile } from '../src/app/show-user-profile';
import { uploadProfilePhoto } from '../src/app/upload-profile-photo';
import type { ProfileEditInput } from '../src/domain/profile';
import { PNG, profileTestbed, SETUP_MS, type ProfileTestbed } from './support/profile-fixtures';

describe('editing a profile', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'ada' | 'bea', string>;
  const edit = (userId: string, input: ProfileEditInput) =>
    editProfile({ db: bed.db, crypto: bed.crypto }, userId, input);
  const own = async (userId: string) => {
    const shown = await showUserProfile(
      { db: bed.db, crypto: bed.crypto },
      { kind: 'member', userId, sessionId: 'session', coHost: false },
      {
        isUser: true,
      },
    );
    if (shown.status !== 'shown') throw new Error(shown.status);
    return shown.profile;
  };
  const verifyPhoneOf = (userId: string) =>
    bed.db('user_verifications').where({ user_id: userId }).update({ is_phone_verified: true });

  beforeAll(async () => {
    bed = await profileTestbed('accounts_edit_profile');
    [ids.ada, ids.bea] = await Promise.all([bed.member('Ada', { lastName: 'Lovelace' }), bed.member('Bea')]);
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('refuses to save a profile before the phone is verified, and saves nothing', async () => {
    expect(await edit(ids.ada, { location: 'London' })).toEqual({
      status: 'phoneNotVerified',
      message: 'Please verify your phone number before saving your profile.',
    });
    expect(await own(ids.ada)).toMatchObject({ location: null, isProfileUpdated: false });
  });

  it('lets a member in the Emirates with a +971 number save without verifying it', async () => {
    await bed.db('users').where({ id: ids.bea }).update({ dial_code: '+971', country_code: 'AE' });
    expect(await edit(ids.bea, { location: 'Dubai' })).toMatchObject({
      status: 'success',
      profile: { location: 'Dubai' },
    });
  });

  it('refuses descriptions over 300 characters and fields over 50, naming each field, and saves nothing', async () => {
    await verifyPhoneOf(ids.ada);
    expect(
      await edit(ids.ada, { info: 'a'.repeat(301), location: 'l'.repeat(51), currentPosition: 'Engineer' }),
    ).toEqual({
      status: 'invalid',
      message: 'Location must be at most 50 characters.',
      fieldErrors: [
        { field: 'location', message: 'Location must be at most 50 characters.' },
        { field: 'info', message: 'About me must be at most 300 characters.' },
      ],
    });
    expect(await own(ids.ada)).toMatchObject({ currentPosition: null, isProfileUpdated: false });
  });

  it('refuses links that are not valid, and a LinkedIn link elsewhere than LinkedIn', async () => {
    expect(await edit(ids.ada, { websiteUrl: 'not a url', linkedinUrl: 'https://example.com/in/ada' })).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        { field: 'linkedinUrl', message: 'Please enter a valid LinkedIn URL, on linkedin.com.' },
        { field: 'websiteUrl', message: 'Please enter a valid website URL, starting with https://.' },
      ],
    });
  });

  it('refuses a secondary e-mail that is her primary one', async () => {
    expect(await edit(ids.ada, { secondaryEmail: 'ADA@example.com ' })).toMatchObject({
      status: 'invalid',
      message: 'Your secondary email must be different from your primary email.',
      fieldErrors: [{ field: 'secondaryEmail' }],
    });
  });

  it('says there is nothing to save when no field is sent', async () => {
    expect(await edit(ids.ada, {})).toEqual({
      status: 'invalid',
      message: 'There is nothing to save: no profile field was sent.',
      fieldErrors: [],
    });
  });

  it('saves a valid profile, marks it updated, completes steps and tells the club', async () => {
    const saved = await edit(ids.ada, {
      location: ' London ',
      info: 'é'.repeat(300),
      currentPosition: 'Engineer',
      companyName: 'Analytical Engines',
      industry: 'Technology',
      preferredLanguage: 'fr',
      preferredCurrency: 'gbp',
      secondaryEmail: 'ada.work@example.org',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      instagramUrl: 'https://instagram.com/ada',
    });
    expect(saved).toMatchObject({
      status: 'success',
      changed: expect.arrayContaining(['location', 'info', 'secondaryEmail']),
      profile: {
        location: 'London',
        currentPosition: 'Engineer',
        preferredLanguage: 'fr-FR',
        preferredCurrency: 'GBP',
        secondaryEmail: 'ada.work@example.org',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        instagramUrl: 'https://instagram.com/ada',
        isProfileUpdated: true,
        step1: 'completed',
        // No picture yet.
        step2: null,
        step3: 'completed',
        step4: 'completed',
        isProfileCompleted: false,
      },
    });
    expect(await bed.latestEvent(ProfileUpdatedSchema)).toMatchObject({
      userId: ids.ada,
      location: 'London',
      currentPosition: 'Engineer',
      isProfileCompleted: false,
      changedFields: expect.arrayContaining(['location', 'info', 'secondaryEmail']),
    });
    // The secondary address is stored encrypted, like the primary one.
    const row = await bed.db('users').where({ id: ids.ada }).first('secondary_email_encrypted');
    expect(row.secondary_email_encrypted).not.toContain('example.org');
    // Other members see her new public fields, never the private ones.
    const seen = await showUserProfile(
      { db: bed.db, crypto: bed.crypto },
      { kind: 'member', userId: ids.bea, sessionId: 'session', coHost: false },
      { profileId: await bed.profileIdOf(ids.ada) },
    );
    expect(seen).toMatchObject({
      profile: {
        location: 'London',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        instagramUrl: null,
        secondaryEmail: null,
      },
    });
  });

  it('completes all four steps with a picture', async () => {
    expect(await uploadProfilePhoto({ db: bed.db, files: bed.files }, ids.ada, PNG)).toMatchObject({
      status: 'success',
    });
    expect(await bed.latestEvent(ProfileUpdatedSchema)).toMatchObject({
      userId: ids.ada,
      changedFields: ['picture'],
      isProfileCompleted: true,
    });
    expect(await own(ids.ada)).toMatchObject({
      step1: 'completed',
      step2: 'completed',
      step3: 'completed',
      step4: 'completed',
      isProfileCompleted: true,
    });
  });
});

describe('confirming a gender', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'eve' | 'max' | 'gone', string>;
  const confirm = (userId: string, gender: string) => confirmGender({ db: bed.db, crypto: bed.crypto }, userId, gender);

  beforeAll(async () => {
    bed = await profileTestbed('accounts_confirm_gender');
    [ids.eve, ids.max, ids.gone] = await Promise.all([bed.member('Eve'), bed.member('Max'), bed.member('Gone')]);
    await bed.db('users').whereIn('id', [ids.eve, ids.max]).update({ gender: null });
    await bed.db('users').where({ id: ids.gone }).update({ deleted_at: bed.db.fn.now() });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('sets the gender once when unset, tells the admins, and never changes it again', async () => {
    expect(await confirm(ids.eve, 'other')).toEqual({
      status: 'invalid',
      message: 'Please indicate Gender.',
      gender: null,
    });
    expect(await confirm(ids.eve, 'female')).toEqual({ status: 'success', gender: 'female', redirectTo: '/user/edit' });
    expect(await bed.latestEvent(GenderConfirmedSchema)).toMatchObject({
      userId: ids.eve,
      gender: 'female',
      email: 'eve@example.com',
    });
    expect(await confirm(ids.eve, 'male')).toEqual({
      status: 'alreadySet',
      message: 'Your gender is already confirmed and cannot be changed here.',
      gender: 'female',
    });
    expect(await bed.countEvents(GenderConfirmedSchema)).toBe(1);
  });

  it('sends a man to the page that says the club is for women', async () => {
    expect(await confirm(ids.max, ' Male ')).toEqual({
      status: 'success',
      gender: 'male',
      redirectTo: '/unsuccessful',
    });
  });

  it('answers a deleted account as gone', async () => {
    expect(await confirm(ids.gone, 'female')).toEqual({ status: 'accountGone' });
  });
});
