// The e-mails of reservation thread messages (decision 0054) from bookings-payments' own events: the recipient gets
// the message with a Reply link to the thread on her side, and a message the screening flagged also reaches the
// admins with what was found. Queued once per event, however often it is delivered.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertMemberContact } from '../src/db/member-contacts';
import { startConsumingService, type ConsumingService } from './support/consuming-service';
import { eventually } from './support/eventually';
import { startThreadProducer, type ThreadProducer } from './support/thread-producer';

const ADMINS = 'admins@golightly.test';

describe('the e-mails of a thread message', () => {
  let service: ConsumingService;
  let threads: ThreadProducer;
  const db = () => service.database.db;
  const queued = (recipients: string[]) =>
    db()('email_messages')
      .whereIn('recipient', recipients)
      .orderBy('id')
      .select('kind', 'recipient', 'subject', 'html');

  beforeAll(async () => {
    service = await startConsumingService('notifications_thread_emails', { ADMIN_EMAIL: ADMINS });
    threads = await startThreadProducer('notifications_thread_emails', service.eventsUrl);
  }, 60_000);
  afterAll(async () => {
    await threads?.stop();
    await service?.stop();
  });

  async function registered(firstName: string, profileId: number) {
    const userId = randomUUID();
    const email = `${firstName.toLowerCase()}.${profileId}@example.com`;
    await db().transaction((trx) =>
      upsertMemberContact(trx, {
        userId,
        profileId,
        email,
        firstName,
        lastName: 'Test',
        gender: 'female',
        registeredAt: new Date(),
      }),
    );
    return { userId, email };
  }

  it('mails the recipient the message with a link to her side of the thread, and tells the admins of a flagged one', async () => {
    const host = await registered('Ines', 4101);
    const guest = await registered('Maya', 4102);
    const threadId = await threads.thread(host.userId, guest.userId);
    await threads.send(threadId, guest.userId, 'Is the terrace sunny? <b>Thanks</b>');
    const [toHost] = await eventually(async () => {
      const rows = await queued([host.email]);
      return rows.length === 1 ? rows : undefined;
    });
    expect(toHost).toMatchObject({ kind: 'reservationThreadMessage', subject: expect.stringContaining('Maya') });
    expect(toHost.html).toContain(`/message/${threadId}/host`);
    expect(toHost.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');

    await threads.send(threadId, host.userId, 'Sure! Call me on 555-123-4567');
    const mails = await eventually(async () => {
      const rows = await queued([guest.email, ADMINS]);
      return rows.length === 2 ? rows : undefined;
    });
    expect(mails.map((row) => [row.kind, row.recipient])).toEqual(
      expect.arrayContaining([
        ['reservationThreadMessage', guest.email],
        ['flaggedThreadMessageToAdmin', ADMINS],
      ]),
    );
    const notice = mails.find((row) => row.kind === 'flaggedThreadMessageToAdmin')!;
    expect(notice.html).toContain('a request to share contact information and a phone number');
    expect(mails.find((row) => row.recipient === guest.email)!.html).toContain(`/message/${threadId}/guest`);
  });
});
