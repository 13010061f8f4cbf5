import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { queueEmail } from '../src/db/email-messages';

describe('the e-mail queue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('notifications_queue', subgraph.migrations);
  });
  afterAll(() => database.drop());

  it('queues one e-mail per event, however often the event is applied', async () => {
    const eventId = randomUUID();
    const email = { subject: 'Please confirm your email address', html: '<p>hi</p>', text: 'hi' };
    for (let i = 0; i < 3; i += 1) {
      await database.db.transaction((trx) => queueEmail(trx, eventId, 'confirmEmail', 'ada@example.com', email));
    }
    expect(await database.db('email_messages').where({ event_id: eventId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
