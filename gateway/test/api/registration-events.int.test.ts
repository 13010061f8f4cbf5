import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, KafkaTransport, PostgresTransport, type Transport } from '@golightly/events';
import { startKafkaMock, type KafkaMock } from '@golightly/events/testing';
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const REGISTER = `mutation {
  userRegister(firstName: "Zoe", lastName: "Park", email: "zoe@example.com", password: "Wander2024x", dateOfBirth: "3-1991-9",
    referralKey: "ADAINV01", gender: "female", intend: "travel", zipCode: "10001", phoneNumber: "+1 212 555 0199", countryCode: "US") {
    status userId
  }
}`;

interface TransportSetup {
  transportFor(service: string): Transport | undefined;
  stop(): Promise<void>;
}

const transports: Record<string, () => Promise<TransportSetup>> = {
  kafka: async () => {
    const mock: KafkaMock = await startKafkaMock();
    return {
      transportFor: (service) =>
        new KafkaTransport({
          brokers: mock.brokers,
          clientId: service,
          consumer: { maxWaitTimeInMs: 100, sessionTimeoutMs: 6000, heartbeatIntervalMs: 500 },
        }),
      stop: () => mock.stop(),
    };
  },
  postgres: async () => {
    const events: TestDatabase = await createTestDatabase('events', [eventLogMigrations]);
    return { transportFor: () => new PostgresTransport({ url: events.url }), stop: () => events.drop() };
  },
};

describe.each(Object.keys(transports))('registration reaches notifications over the %s transport', (kind) => {
  let setup: TransportSetup;
  let stack: TestStack;

  beforeAll(async () => {
    setup = await transports[kind]!();
    stack = await startStack({
      transportFor: (service) =>
        service === 'accounts' || service === 'notifications' ? setup.transportFor(service) : undefined,
    });
    const accounts = stack.subgraphs.services.accounts.database.db;
    await insertMember(accounts, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
      referralKey: 'ADAINV01',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await setup?.stop();
  });

  it('records the new member once and greets her in the app', async () => {
    const zoe = stack.visitor();
    const { data } = await zoe.graphql<{ userRegister: { status: string; userId: string } }>(REGISTER);
    expect(data?.userRegister.status).toBe('success');
    const userId = data!.userRegister.userId;
    const notifications = stack.subgraphs.services.notifications.database.db;

    const contact = await eventually(() => notifications('member_contacts').where({ user_id: userId }).first());
    expect(contact).toMatchObject({ email: 'zoe@example.com', first_name: 'Zoe', last_name: 'Park', gender: 'female' });

    const profile = await zoe.graphql(`{ userAccount { profileId } }`);
    const profileId = (profile.data as { userAccount: { profileId: number } }).userAccount.profileId;
    const greeted = await zoe.graphql(
      `{ userByProfileId(profileId: ${profileId}) { unreadNotifications { kind body } } }`,
    );
    expect(greeted.data).toEqual({
      userByProfileId: {
        unreadNotifications: [
          {
            kind: 'welcome',
            body: 'Welcome to Golightly, Zoe! Finish your profile to start booking stays and meeting members.',
          },
        ],
      },
    });
    // The relay marked both events sent; notifications applied each once (the welcome and the confirmation e-mail).
    const accounts = stack.subgraphs.services.accounts.database.db;
    await eventually(async () =>
      (await accounts('outbox').whereNull('sent_at').count({ n: '*' }))[0]?.n === 0 ? true : undefined,
    );
    await eventually(async () => ((await notifications('inbox').count({ n: '*' }))[0]?.n === 2 ? true : undefined));
    expect(await notifications('email_messages').where({ recipient: 'zoe@example.com' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
  });
});
