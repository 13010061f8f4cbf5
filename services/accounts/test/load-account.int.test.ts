// Loading the signed-in member's own account (userAccount) on one real database, without the gateway.
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import type { Caller } from '../src/app/caller';
import { loadOwnAccount } from '../src/app/load-account';
import { registerMember } from '../src/app/registration';
import { createFieldCrypto } from '../src/db/field-crypto';
import { insertInvitation, insertMember } from '../src/testing';

const KEY = randomBytes(32).toString('base64');
const crypto = createFieldCrypto(Buffer.from(KEY, 'base64'));
const member = (userId: string, coHost = false): Caller => ({ kind: 'member', userId, sessionId: 's', coHost });

describe('loading her own account', () => {
  let database: TestDatabase;
  const db = () => database.db;
  const deps = () => ({ db: db(), crypto });
  let adaId: string;

  beforeAll(async () => {
    database = await createTestDatabase('accounts_load_account', subgraph.migrations);
    adaId = await insertMember(db(), KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Golightly2026' });
    await db()('users')
      .where({ id: adaId })
      .update({
        phone_encrypted: crypto.encrypt('2025550143'),
        date_of_birth_encrypted: crypto.encrypt('1990-03-07'),
        dial_code: '+1',
        country_code: 'US',
        login_key: 'GRACE001',
        identity_app_id: 'idapp-42',
        book_without_pay: true,
      });
  });
  afterAll(() => database?.drop());

  it('gives a new column its default: access granted, social notifications on, signed up by e-mail', async () => {
    const outcome = await loadOwnAccount(deps(), member(adaId));
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.account).toMatchObject({
      userAccess: true,
      socialNotification: true,
      socialEnable: false,
      propertyManager: false,
      userData: { id: adaId, type: 'email' },
      memberRecords: { id: adaId, isVerified: false },
    });
  });

  it('decrypts her personal data and reads the columns added for the spec: login key, app id, booking without pay', async () => {
    const outcome = await loadOwnAccount(deps(), member(adaId));
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(outcome.account).toMatchObject({
      email: 'ada@example.com',
      phoneNumber: '2025550143',
      dateOfBirth: '3-1990-7',
      country: 'United States',
      phoneCountryCode: 'US',
      loginKey: 'GRACE001',
      identityAppId: 'idapp-42',
      bookWithoutPay: true,
    });
  });

  it('dates the invitation expiry by her earliest pending invitation and counts her identity documents', async () => {
    await insertInvitation(db(), KEY, { inviterId: adaId, code: 'LATER001', expiresInDays: 20 });
    await insertInvitation(db(), KEY, { inviterId: adaId, code: 'SOONER01', expiresInDays: 3 });
    await insertInvitation(db(), KEY, { inviterId: adaId, code: 'GONE0001', expiresInDays: -1 });
    const sooner = await db()('invitations').where({ unique_key: 'SOONER01' }).first('expires_at');
    const outcome = await loadOwnAccount(deps(), member(adaId));
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(outcome.account.inviteExpiry).toBe(sooner.expires_at.toISOString());
    expect(outcome.account.stillInvite).toBe(3);
    expect(outcome.account.verification.isGovtProofVerificationImageCount).toBe(0);
  });

  it('has no account for a visitor or an admin session, and none of her host’s for a co-host', async () => {
    expect(await loadOwnAccount(deps(), { kind: 'visitor' })).toEqual({ kind: 'notSignedIn' });
    expect(await loadOwnAccount(deps(), { kind: 'admin', sessionId: 's' })).toEqual({ kind: 'notSignedIn' });
    expect(await loadOwnAccount(deps(), member(adaId, true))).toEqual({ kind: 'coHost' });
  });

  it('finds nothing once her account is deleted, though her session outlived it', async () => {
    const bettyId = await insertMember(db(), KEY, {
      firstName: 'Betty',
      email: 'b@example.com',
      password: 'Golightly2026',
    });
    await db()('users').where({ id: bettyId }).update({ deleted_at: db().fn.now() });
    expect(await loadOwnAccount(deps(), member(bettyId))).toEqual({ kind: 'gone' });
  });

  it('keeps the code she registered with as her login key', async () => {
    const code = await insertInvitation(db(), KEY, { inviterId: adaId, code: 'JOINME01', email: 'cleo@example.com' });
    const result = await registerMember(
      { ...deps(), sessionDays: 30 },
      {
        caller: { kind: 'visitor' },
        fields: {
          firstName: 'Cleo',
          lastName: 'Tester',
          email: 'cleo@example.com',
          password: 'Golightly2026',
          dateOfBirth: '3-1990-7',
          referralKey: code,
          loginKey: code,
          gender: 'female',
          intend: 'travel',
          zipCode: '10001',
          phoneNumber: '2025550143',
          countryCode: 'US',
          dialCode: '+1',
          accept: true,
        },
      },
    );
    expect(result.status, JSON.stringify(result)).toBe('success');
    const cleo = await db()('users').where({ first_name: 'Cleo' }).first('id');
    const outcome = await loadOwnAccount(deps(), member(cleo.id));
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(outcome.account.loginKey).toBe('JOINME01');
  });
});
