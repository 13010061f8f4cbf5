import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { deliveryId, queueEmail } from '../src/db/email-messages';

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
    expect(
      await database
        .db('email_messages')
        .where({ event_id: deliveryId(eventId, 'confirmEmail', 'ada@example.com') })
        .count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });

  it('queues one e-mail per recipient when an event mails several people', async () => {
    const eventId = randomUUID();
    const email = { subject: 'Booking confirmed', html: '<p>hi</p>', text: 'hi' };
    await database.db.transaction(async (trx) => {
      await queueEmail(trx, eventId, 'bookingConfirmedGuest', 'guest@example.com', email);
      await queueEmail(trx, eventId, 'bookingConfirmedHost', 'host@example.com', email);
      await queueEmail(trx, eventId, 'bookingConfirmedGuest', 'GUEST@example.com', email);
    });
    const rows = await database
      .db('email_messages')
      .whereIn('recipient', ['guest@example.com', 'host@example.com', 'GUEST@example.com'])
      .select('kind');
    expect(rows.map((row) => row.kind).sort()).toEqual(['bookingConfirmedGuest', 'bookingConfirmedHost']);
  });
});
