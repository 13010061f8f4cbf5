// Use case: updateUserVerifiedInfo (spec 000 §7), a member disconnects a social account from her verification record.
import type { Knex } from '@golightly/db';
import { disconnectSocial, type SocialConnection } from '../db/profile';

export type DisconnectSocialResult = { status: 'success' } | { status: 'unknownAccount'; message: string };

/** The names the web app sends for each account. */
const SOCIAL_ITEMS: Readonly<Record<string, SocialConnection>> = {
  facebook: 'facebook',
  isfacebookconnected: 'facebook',
  google: 'google',
  isgoogleconnected: 'google',
  linkedin: 'linkedin',
  islinkedinconnected: 'linkedin',
};

export async function disconnectSocialAccount(db: Knex, userId: string, item: string): Promise<DisconnectSocialResult> {
  const connection = SOCIAL_ITEMS[item.trim().toLowerCase()];
  if (!connection) {
    return {
      status: 'unknownAccount',
      message: 'Please name the account to disconnect: facebook, google or linkedin.',
    };
  }
  await disconnectSocial(db, userId, connection);
  return { status: 'success' };
}
