// The demo members' addresses seeded on a first `npm start`, so e-mails reach demo hosts and guests that accounts
// seeds without events; a member notifications already knows keeps what her events said.
import { DEMO_MEMBERS } from '@golightly/config';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { findMemberContact, upsertMemberContact } from '../src/db/member-contacts';
import { seedDemo } from '../src/db/seed';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('notifications_demo_seed', subgraph.migrations);
});
afterAll(async () => database?.drop());

describe("notifications' demo seed", () => {
  it('knows every demo member by her id, once, and leaves a member known from her events as she is', async () => {
    const { grace, ada } = DEMO_MEMBERS;
    await database.db.transaction((trx) =>
      upsertMemberContact(trx, {
        userId: ada.id,
        profileId: ada.profileId,
        email: 'ada.new@golightly.test',
        firstName: 'Ada',
        lastName: ada.lastName,
        gender: 'female',
        registeredAt: new Date('2026-02-01T00:00:00Z'),
      }),
    );

    expect(await seedDemo(database.db)).toBe(Object.keys(DEMO_MEMBERS).length - 1);
    expect(await seedDemo(database.db)).toBe(0);

    expect(await findMemberContact(database.db, grace.id)).toMatchObject({ email: grace.email, firstName: 'Grace' });
    expect(await findMemberContact(database.db, ada.id)).toMatchObject({ email: 'ada.new@golightly.test' });
  });
});
