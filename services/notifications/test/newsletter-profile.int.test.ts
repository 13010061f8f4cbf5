// A member's own newsletter subscription through its use cases on one real database: she sees, renames and verifies
// her own address only; anyone else's is answered alike whatever its state.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { isOwnAddressSubscribed, renameOwnSubscription, verifyOwnAddress } from '../src/app/newsletter-profile';
import { upsertMemberContact } from '../src/db/member-contacts';
import { localMailingList } from '../src/db/newsletter';

describe("a member's own newsletter subscription", () => {
  let database: TestDatabase;
  const ada: Identity = { userId: randomUUID(), sessionId: 'session-ada' };
  const list = () => localMailingList(database.db);

  beforeAll(async () => {
    database = await createTestDatabase('notifications_newsletter_profile', subgraph.migrations);
    await database.db.transaction((trx) =>
      upsertMemberContact(trx, {
        userId: ada.userId,
        profileId: 1,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Okafor',
        gender: 'female',
        registeredAt: new Date(),
      }),
    );
    for (const email of ['ada@example.com', 'someone@example.com']) {
      await list().subscribe({ email, firstName: 'Ada', lastName: 'Okafor' });
    }
  });
  afterAll(() => database?.drop());

  it('tells her whether her own address is subscribed, and nobody whether another one is', async () => {
    expect(await isOwnAddressSubscribed(database.db, list(), ada, 'ada@example.com')).toBe(true);
    expect(await isOwnAddressSubscribed(database.db, list(), ada, 'someone@example.com')).toBe(false);
    expect(await isOwnAddressSubscribed(database.db, list(), null, 'ada@example.com')).toBe(false);
  });

  it('renames her own subscription and leaves anyone else’s as it was', async () => {
    await renameOwnSubscription(database.db, list(), ada, {
      email: 'ada@example.com',
      firstName: 'Adaeze',
      lastName: 'Okafor',
    });
    await renameOwnSubscription(database.db, list(), ada, {
      email: 'someone@example.com',
      firstName: 'Mallory',
      lastName: 'X',
    });
    await renameOwnSubscription(database.db, list(), null, {
      email: 'ada@example.com',
      firstName: 'Eve',
      lastName: 'Y',
    });
    expect(await list().find('ada@example.com')).toMatchObject({ firstName: 'Adaeze' });
    expect(await list().find('someone@example.com')).toMatchObject({ firstName: 'Ada' });
  });

  it('verifies her own address only, and says why not otherwise', async () => {
    expect(await verifyOwnAddress(database.db, list(), null, 'ada@example.com')).toBe('signInFirst');
    expect(await verifyOwnAddress(database.db, list(), ada, 'someone@example.com')).toBe('notOwnAddress');
    expect(await verifyOwnAddress(database.db, list(), ada, 'ada@example.com')).toBe('verified');
    expect(await list().find('ada@example.com')).toMatchObject({ verified: true });
    const newcomer: Identity = { userId: randomUUID(), sessionId: 'session-new' };
    await database.db.transaction((trx) =>
      upsertMemberContact(trx, {
        userId: newcomer.userId,
        profileId: 2,
        email: 'new@example.com',
        firstName: 'Nia',
        lastName: 'Bell',
        gender: 'female',
        registeredAt: new Date(),
      }),
    );
    expect(await verifyOwnAddress(database.db, list(), newcomer, 'new@example.com')).toBe('notSubscribed');
  });
});
