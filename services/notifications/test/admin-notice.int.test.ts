// POST /sendEmail's use case on one real database: the admin notice the spec names, written by the server from what
// it knows of the member and sent to the club only, so the endpoint is no open relay.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { NOT_LOGGED_IN_MESSAGE, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { sendAdminNotice } from '../src/app/admin-notice';
import { upsertMemberContact } from '../src/db/member-contacts';

const SETTINGS = { siteUrl: 'http://localhost:3000', adminEmail: 'admin@golightly.test' };

describe('an admin notice asked for by the browser', () => {
  let database: TestDatabase;
  const sam: Identity = { userId: randomUUID(), sessionId: 'session-sam' };
  const queued = () => database.db('email_messages').orderBy('id').select('kind', 'recipient', 'subject', 'html');

  beforeAll(async () => {
    database = await createTestDatabase('notifications_admin_notice', subgraph.migrations);
    await database.db.transaction((trx) =>
      upsertMemberContact(trx, {
        userId: sam.userId,
        profileId: 42,
        email: 'sam@example.com',
        firstName: 'Sam',
        lastName: 'Hill',
        gender: 'male',
        registeredAt: new Date(),
      }),
    );
  });
  afterAll(() => database?.drop());

  it('queues the notice the spec names for the club, written by the server, not the browser', async () => {
    const request = { mailTemplate: 'maleUserEmail', to: 'Admin@Golightly.test', html: '<b>injected</b>' };
    expect(await sendAdminNotice(database.db, SETTINGS, sam, request)).toMatchObject({
      status: 200,
      response: 'Email is sent',
    });
    const [mail] = await queued();
    expect(mail).toMatchObject({
      kind: 'maleUserEmail',
      recipient: 'admin@golightly.test',
      subject: 'A man tried to join: Sam Hill',
    });
    expect(mail.html).toContain('http://localhost:3000/users/show/42');
    expect(mail.html).not.toContain('injected');
  });

  it('refuses any other recipient, any other template, visitors, admins and members it does not know', async () => {
    const before = (await queued()).length;
    expect(
      await sendAdminNotice(database.db, SETTINGS, sam, { mailTemplate: 'maleUserEmail', to: 'victim@example.com' }),
    ).toEqual({
      status: 403,
      response: 'This email can only be sent to the club.',
    });
    expect(await sendAdminNotice(database.db, SETTINGS, sam, { mailTemplate: 'customHtml' })).toEqual({
      status: 400,
      response: 'This email cannot be sent from the browser.',
    });
    expect(await sendAdminNotice(database.db, SETTINGS, null, { mailTemplate: 'maleUserEmail' })).toEqual({
      status: 401,
      response: NOT_LOGGED_IN_MESSAGE,
    });
    const admin: Identity = { ...sam, admin: { adminId: 'a-1', isSuperAdmin: true, privilegeIds: [] } };
    expect(await sendAdminNotice(database.db, SETTINGS, admin, { mailTemplate: 'maleUserEmail' })).toMatchObject({
      status: 401,
    });
    const stranger: Identity = { userId: randomUUID(), sessionId: 'session-x' };
    expect(await sendAdminNotice(database.db, SETTINGS, stranger, { mailTemplate: 'normalFemaleUserEmail' })).toEqual({
      status: 404,
      response: 'We could not find your membership details.',
    });
    expect(await queued()).toHaveLength(before);
  });
});
