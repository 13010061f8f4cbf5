// The verification record as use cases on one real database: reading it, and disconnecting a social account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnectSocialAccount } from '../src/app/disconnect-social';
import { readVerifiedInfo } from '../src/app/verified-info';
import { profileTestbed, SETUP_MS, type ProfileTestbed } from './support/profile-fixtures';

describe('the verification record', () => {
  let bed: ProfileTestbed;
  let bea: string;

  beforeAll(async () => {
    bed = await profileTestbed('accounts_verified_info');
    bea = await bed.member('Bea');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('reads a member record with her profile number and no documents yet', async () => {
    expect(await readVerifiedInfo(bed.db, bea)).toEqual({
      status: 'found',
      info: {
        id: await bed.profileIdOf(bea),
        userId: bea,
        isEmailConfirmed: true,
        isFacebookConnected: false,
        isGoogleConnected: false,
        isLinkedinConnected: false,
        isIdVerification: false,
        isGovtProofVerification: false,
        isGovtProofVerificationImageCount: 0,
        isPhoneVerified: false,
        idDocumentStatus: null,
        status: 'success',
      },
    });
  });

  it('finds no record for an unknown id or one that is not an id at all', async () => {
    expect(await readVerifiedInfo(bed.db, '00000000-0000-4000-8000-000000000000')).toEqual({ status: 'notFound' });
    expect(await readVerifiedInfo(bed.db, "1' or '1'='1")).toEqual({ status: 'notFound' });
  });

  it('disconnects a social account by any of the names the web app sends', async () => {
    await bed.db('user_verifications').where({ user_id: bea }).update({ is_facebook_connected: true });
    expect(await disconnectSocialAccount(bed.db, bea, ' isFacebookConnected ')).toEqual({ status: 'success' });
    expect(await readVerifiedInfo(bed.db, bea)).toMatchObject({ info: { isFacebookConnected: false } });
  });

  it('names the accounts it knows when asked for another', async () => {
    expect(await disconnectSocialAccount(bed.db, bea, 'myspace')).toEqual({
      status: 'unknownAccount',
      message: 'Please name the account to disconnect: facebook, google or linkedin.',
    });
  });
});
