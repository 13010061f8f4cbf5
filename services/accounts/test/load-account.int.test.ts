// Loading the signed-in member's own account (userAccount) on one real database, without the gateway.
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { loadOwnAccount } from '../src/app/load-account';
import { createFieldCrypto } from '../src/db/field-crypto';
import { insertInvitation, insertMember } from '../src/testing';

const KEY = randomBytes(32).toString('base64');
const crypto = createFieldCrypto(Buffer.from(KEY, 'base64'));
const session = (userId: string, extra: Partial<Identity> = {}): Identity => ({ userId, sessionId: 's', ...extra });

describe('loading her own account', () => {
  let database: TestDatabase;
  const db = () => database.db;
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
    const outcome = await loadOwnAccount(db(), crypto, session(adaId));
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
    const outcome = await loadOwnAccount(db(), crypto, session(adaId));
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
    const outcome = await loadOwnAccount(db(), crypto, session(adaId));
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(outcome.account.inviteExpiry).toBe(sooner.expires_at.toISOString());
    expect(outcome.account.stillInvite).toBe(3);
    expect(outcome.account.verification.isGovtProofVerificationImageCount).toBe(0);
  });

  it('has no account for a visitor or an admin session, and none of her host’s for a co-host', async () => {
    expect(await loadOwnAccount(db(), crypto, null)).toEqual({ kind: 'notSignedIn' });
    const admin = session(adaId, { admin: { adminId: 'a', isSuperAdmin: true, privilegeIds: [] } });
    expect(await loadOwnAccount(db(), crypto, admin)).toEqual({ kind: 'notSignedIn' });
    expect(await loadOwnAccount(db(), crypto, session(adaId, { coHost: true }))).toEqual({ kind: 'coHost' });
  });

  it('finds nothing once her account is deleted, though her session outlived it', async () => {
    const bettyId = await insertMember(db(), KEY, {
      firstName: 'Betty',
      email: 'b@example.com',
      password: 'Golightly2026',
    });
    await db()('users').where({ id: bettyId }).update({ deleted_at: db().fn.now() });
    expect(await loadOwnAccount(db(), crypto, session(bettyId))).toEqual({ kind: 'gone' });
  });
});
