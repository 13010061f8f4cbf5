// A member's in-app notifications through their use cases on one real database: private to her, ten a page, newest
// first, marked read by id or all at once.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import {
  markNotificationsRead,
  notificationsPage,
  ownNotification,
  unreadNotificationsOf,
  viewNotification,
} from '../src/app/in-app-notifications';

describe('in-app notifications', () => {
  let database: TestDatabase;
  const gina = randomUUID();
  const hana = randomUUID();
  const caller = (userId: string): Identity => ({ userId, sessionId: `session-${userId}` });
  const bodies = async (page?: number) =>
    (await notificationsPage(database.db, caller(gina), page)).results?.map((notification) => notification.body);

  beforeAll(async () => {
    database = await createTestDatabase('notifications_in_app', subgraph.migrations);
    await database.db('notifications').insert(
      Array.from({ length: 12 }, (_, index) => ({
        recipient_id: gina,
        kind: 'comment',
        body: `Note ${index + 1}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
  });
  afterAll(() => database?.drop());

  it('pages her notifications newest first, ten a page, and says so for a page number that is not one', async () => {
    expect(await bodies(1)).toEqual([
      'Note 12',
      'Note 11',
      'Note 10',
      'Note 9',
      'Note 8',
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
    ]);
    expect(await bodies()).toEqual(await bodies(1));
    expect(await bodies(2)).toEqual(['Note 2', 'Note 1']);
    expect(await notificationsPage(database.db, caller(gina), 3)).toEqual({
      status: 200,
      errorMessage: null,
      results: [],
    });
    expect(await notificationsPage(database.db, caller(gina), 0)).toEqual({
      status: 400,
      errorMessage: 'The page number must be a whole number from 1.',
      results: null,
    });
    expect(await notificationsPage(database.db, null, 1)).toEqual({
      status: 401,
      errorMessage: 'You are not logged In. Please Login to continue!',
      results: null,
    });
  });

  it("shows a notification to its recipient only, and lets no one mark another member's read", async () => {
    const [newest] = (await notificationsPage(database.db, caller(gina), 1)).results!;
    const id = String(newest!.id);
    expect(await ownNotification(database.db, caller(gina), id)).toMatchObject({ body: 'Note 12' });
    expect(await ownNotification(database.db, caller(hana), id)).toBeNull();
    expect(await viewNotification(database.db, undefined, id)).toBeNull();
    expect(await viewNotification(database.db, gina, 'not-a-number')).toBeNull();
    for (const refused of [
      () => ownNotification(database.db, null, id),
      () => markNotificationsRead(database.db, null, [id]),
    ]) {
      await expect(refused()).rejects.toMatchObject({
        message: 'You are not logged In. Please Login to continue!',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    await expect(unreadNotificationsOf(database.db, caller(hana), gina)).rejects.toMatchObject({
      message: 'Only she can read her notifications.',
    });
    expect(await markNotificationsRead(database.db, caller(hana), [id])).toEqual({
      status: 200,
      errorMessage: null,
      markedCount: 0,
    });
  });

  it('marks the ones she names read, refuses an id that is not one, and marks all the rest at once', async () => {
    const [newest] = (await notificationsPage(database.db, caller(gina), 1)).results!;
    expect(await markNotificationsRead(database.db, caller(gina), ['abc'])).toEqual({
      status: 400,
      errorMessage: 'A notification id is not valid.',
      markedCount: 0,
    });
    expect(await markNotificationsRead(database.db, caller(gina), [String(newest!.id)])).toEqual({
      status: 200,
      errorMessage: null,
      markedCount: 1,
    });
    expect((await unreadNotificationsOf(database.db, caller(gina), gina)).map((n) => n.body)).not.toContain('Note 12');
    expect(await markNotificationsRead(database.db, caller(gina), undefined)).toEqual({
      status: 200,
      errorMessage: null,
      markedCount: 11,
    });
    expect(await unreadNotificationsOf(database.db, caller(gina), gina)).toEqual([]);
  });
});
