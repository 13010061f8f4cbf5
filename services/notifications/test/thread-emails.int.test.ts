// The e-mails of reservation thread messages (decision 0054) from bookings-payments' own events: the recipient gets
// the message with a Reply link to the thread on her side, and a message the screening flagged also reaches the
// admins with what was found. Queued once per event, however often it is delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually';
import { useMailService } from './support/mail-service';
import { startThreadProducer, type ThreadProducer } from './support/thread-producer';

const ADMINS = 'admins@golightly.test';

describe('the e-mails of a thread message', () => {
  // No SMTP listener: the e-mails stay queued, where the test reads them.
  const mail = useMailService('notifications_thread_emails', { smtp: false, env: { ADMIN_EMAIL: ADMINS } });
  let threads: ThreadProducer;
  const db = () => mail.db();
  const queued = (recipients: string[]) =>
    db()('email_messages')
      .whereIn('recipient', recipients)
      .orderBy('id')
      .select('kind', 'recipient', 'subject', 'html');

  beforeAll(async () => {
    threads = await startThreadProducer('notifications_thread_emails', mail.service.eventsUrl);
  }, 60_000);
  afterAll(async () => {
    await threads?.stop();
  });

  it('mails the recipient the message with a link to her side of the thread, and tells the admins of a flagged one', async () => {
    const host = await mail.known('Ines');
    const guest = await mail.known('Maya');
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

  it("sends no message e-mail for a booking's own message (its booking e-mail quotes it), but still tells the admins of a flagged one", async () => {
    const host = await mail.known('Lena');
    const guest = await mail.known('Sofia');
    const threadId = await threads.thread(host.userId, guest.userId);
    await threads.bookingMessage(threadId, guest.userId, 'We arrive late; my number is 555 987 6543');
    const [notice] = await eventually(async () => {
      const rows = await queued([ADMINS]);
      const fromHer = rows.filter((row) => row.subject === 'Flagged message from Sofia');
      return fromHer.length === 1 ? fromHer : undefined;
    });
    expect(notice.kind).toBe('flaggedThreadMessageToAdmin');
    expect(notice.html).toContain('555 987 6543');
    // the notice was queued in the same transaction as any e-mail to the host would have been: none was
    expect(await queued([host.email])).toEqual([]);

    await threads.send(threadId, guest.userId, 'See you soon!');
    const [later] = await eventually(async () => {
      const rows = await queued([host.email]);
      return rows.length === 1 ? rows : undefined;
    });
    expect(later.kind).toBe('reservationThreadMessage');
  });
});
