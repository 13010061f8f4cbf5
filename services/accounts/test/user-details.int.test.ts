// getUserdetails (spec 000 §7, decision 0037) as a use case on one real database: the host card shows only the public
// part of a profile, to those who may see the profile at all; visitors are asked to sign in.
import { readFileSync } from 'node:fs';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_ACCOUNT_ID, seedReservedAccount } from '../src/app';
import type { Caller } from '../src/app/caller';
import { userDetails } from '../src/app/user-details';
import { profileTestbed, SETUP_MS, type ProfileTestbed } from './support/profile-fixtures';

describe("a host's card", () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'host' | 'guest' | 'applicant' | 'held' | 'coHost' | 'gone', string>;
  const member = (userId: string, coHost = false): Caller => ({ kind: 'member', userId, sessionId: 'session', coHost });
  const details = async (caller: Caller, userId: string) =>
    userDetails({ db: bed.db, crypto: bed.crypto }, caller, await bed.profileIdOf(userId));

  beforeAll(async () => {
    bed = await profileTestbed('accounts_user_details');
    [ids.host, ids.guest, ids.applicant, ids.held, ids.coHost, ids.gone] = await Promise.all([
      bed.member('Inês', { lastName: 'Almeida' }),
      bed.member('Grace'),
      bed.member('Pat', { memberStatus: 'pending' }),
      bed.member('Hel', { memberStatus: 'on_hold' }),
      bed.member('Cora'),
      bed.member('Gone'),
    ]);
    await bed.db('users').where({ id: ids.host }).update({ location: 'Lisbon', info: 'I love azulejos.' });
    await bed.db('users').where({ id: ids.coHost }).update({ co_host_of: ids.host });
    await bed.db('users').where({ id: ids.gone }).update({ deleted_at: bed.db.fn.now() });
    await seedReservedAccount(bed.db, { ...process.env, ...bed.env });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('shows another member the public part of the profile and nothing private', async () => {
    const seen = await details(member(ids.guest), ids.host);
    expect(seen).toEqual({
      status: 'found',
      details: {
        userId: ids.host,
        profileId: await bed.profileIdOf(ids.host),
        firstName: 'Inês',
        lastName: 'Almeida',
        displayName: 'Inês',
        picture: null,
        createdAt: expect.any(String),
        location: 'Lisbon',
        info: 'I love azulejos.',
        isDiamond: false,
        verification: { isEmailConfirmed: true, isPhoneVerified: false, isIdVerification: false },
      },
    });
    expect(JSON.stringify(seen)).not.toContain('@example.com');
  });

  it('gives the member herself, her co-host and an admin the same public card, never her private fields', async () => {
    const admin: Caller = { kind: 'admin', sessionId: 'session' };
    const expected = await details(member(ids.guest), ids.host);
    for (const caller of [member(ids.host), member(ids.host, true), admin]) {
      expect(await details(caller, ids.host)).toEqual(expected);
    }
  });

  it('asks a visitor to sign in, whatever the number', async () => {
    expect(await details({ kind: 'visitor' }, ids.host)).toEqual({ status: 'signInRequired' });
    expect(await userDetails({ db: bed.db, crypto: bed.crypto }, { kind: 'visitor' }, 0)).toEqual({
      status: 'signInRequired',
    });
  });

  it('shows nobody for hidden accounts, unknown numbers, or to an applicant', async () => {
    for (const name of ['applicant', 'held', 'coHost', 'gone'] as const) {
      expect(await details(member(ids.guest), ids[name]), name).toEqual({ status: 'none' });
    }
    expect(await details(member(ids.guest), RESERVED_ACCOUNT_ID)).toEqual({ status: 'none' });
    const none = { status: 'none' };
    const asGuest = (profileId: number) =>
      userDetails({ db: bed.db, crypto: bed.crypto }, member(ids.guest), profileId);
    expect(await asGuest(999_999)).toEqual(none);
    expect(await asGuest(-1)).toEqual(none);
    expect(await asGuest(2 ** 40)).toEqual(none);
    expect(await details(member(ids.applicant), ids.host)).toEqual(none);
  });

  it('declares no private field on the card in the schema', () => {
    const sdl = parse(readFileSync(new URL('../src/graphql/user-details.graphql', import.meta.url), 'utf8'));
    const card = sdl.definitions.find(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'UserDetails',
    )!;
    const fields = card.fields?.map((field) => field.name.value);
    expect(fields).toEqual([
      'userId',
      'profileId',
      'firstName',
      'lastName',
      'displayName',
      'picture',
      'createdAt',
      'location',
      'info',
      'isDiamond',
      'verification',
    ]);
  });
});
