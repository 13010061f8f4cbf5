// Deleting an account through the gateway: the cookie cleared, the deletion leaving through the outbox for
// notifications to forget her, and deleteUser's privilege checked at the gateway. The password check, erasure and
// the admin's notFound are accounts' use-case tests (services/accounts/test/account-deletion).
import { insertAdmin, insertMember } from '@golightly/accounts/testing';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { DeletionReason, UserDeletedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { eventually } from '../support/eventually';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;
const DELETE_MINE = `mutation Delete($password: String!) { deleteMyAccount(password: $password) { status errorMessage } }`;
const DELETE_USER = `mutation DeleteUser($userId: ID!) { deleteUser(userId: $userId) { status errorMessage } }`;

describe('deleting an account', () => {
  let events: TestDatabase;
  let stack: TestStack;
  let veraId: string;
  let wrenId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const notificationsDb = () => stack.subgraphs.services.notifications.database.db;

  beforeAll(async () => {
    events = await createTestDatabase('events_deletion', [eventLogMigrations]);
    stack = await startStack({
      // Session answers are not cached, so a revoked session is seen at once rather than after a wait.
      gateway: () => ({ sessionCacheMs: 0 }),
      transportFor: (service) =>
        service === 'accounts' || service === 'notifications' ? new PostgresTransport({ url: events.url }) : undefined,
    });
    veraId = await insertMember(accountsDb(), KEY, {
      firstName: 'Vera',
      email: 'vera@example.com',
      password: 'Leaving2024x',
    });
    wrenId = await insertMember(accountsDb(), KEY, {
      firstName: 'Wren',
      email: 'wren@example.com',
      password: 'Staying2024x',
    });
    await insertAdmin(accountsDb(), KEY, {
      email: 'admin@golightly.test',
      password: 'AdminPass2024!',
      isSuperAdmin: true,
    });
    await notificationsDb()('member_contacts').insert({
      user_id: veraId,
      profile_id: 1,
      email: 'vera@example.com',
      first_name: 'Vera',
      registered_at: new Date(),
    });
    await notificationsDb()('notifications').insert({ recipient_id: veraId, kind: 'welcome', body: 'Welcome, Vera!' });
  });
  afterAll(async () => {
    await stack?.stop();
    await events?.drop();
  });

  it('ends her account, signs her out, erases her personal data, and notifications forgets her', async () => {
    const vera = await stack.signIn('vera@example.com', 'Leaving2024x', '198.51.100.72');
    const deleted = await vera.graphql(DELETE_MINE, { password: 'Leaving2024x' });
    expect(deleted.data).toEqual({ deleteMyAccount: { status: 'success', errorMessage: null } });
    expect(deleted.setCookie).toContain('Max-Age=0');

    expect(await latestEvent(accountsDb(), UserDeletedSchema)).toMatchObject({
      userId: veraId,
      email: 'vera@example.com',
      reason: DeletionReason.SELF_SERVICE,
    });
    expect(
      (await stack.visitor('198.51.100.73').graphql(LOGIN, { email: 'vera@example.com', password: 'Leaving2024x' }))
        .data,
    ).toEqual({ userLogin: { status: 'email' } });

    await eventually(
      async () => ((await notificationsDb()('member_contacts').where({ user_id: veraId }).first()) ? undefined : true),
      20_000,
    );
    expect(await notificationsDb()('notifications').where({ recipient_id: veraId }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('lets an admin with Manage Users delete a member, and no member do so', async () => {
    const wren = await stack.signIn('wren@example.com', 'Staying2024x', '198.51.100.74');
    const refused = await wren.graphql(DELETE_USER, { userId: veraId });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only admins may do this.',
      extensions: { code: 'FORBIDDEN' },
    });

    const admin = await stack.signIn('admin@golightly.test', 'AdminPass2024!', '198.51.100.75');
    expect((await admin.graphql(DELETE_USER, { userId: wrenId })).data).toEqual({
      deleteUser: { status: 'success', errorMessage: null },
    });
    expect(await latestEvent(accountsDb(), UserDeletedSchema)).toMatchObject({
      userId: wrenId,
      reason: DeletionReason.ADMIN,
    });
    expect((await wren.graphql('{ getCheckUserStatus { status userExistStatus } }')).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });
  });
});
