// The stays e-mails around the stay itself (issue 17 item 5, decision 0058), sent from bookings-payments'
// StayStepDue over a real Postgres event log, rendered and delivered by the mail worker to a real SMTP listener:
// the arrival reminders 7 days and 24 hours before to guest, host and admins, the check-in notice to both, the
// review prompt to both. Each e-mail is queued once for an event however often it is delivered.
import { randomUUID } from 'node:crypto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { StayStepDueSchema, type StayStepDue } from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { formatEmailDate } from '../src/domain/emails/format';
import { ADMINS, stayFacts, useMailService } from './support/mail-service';

const SITE = 'https://club.example';

type Step = Exclude<MessageInitShape<typeof StayStepDueSchema>, StayStepDue>;

describe('the stay-step e-mails', () => {
  const mail = useMailService('notifications_stay_steps');
  const { registered, delivered } = mail;
  const db = () => mail.db();

  /** A confirmed stay of `guest` at a Lisbon listing of `host`; `due` publishes one of its StayStepDue. */
  async function stayOf(guest: { userId: string }, host: { userId: string }, title: string) {
    const listing = await mail.listed(host, title, { checkInStart: '15:00', checkOutTime: '11:00', version: 2 });
    const facts = stayFacts(guest, host, listing);
    const reservationId = Number(facts.reservationId);
    const base: Step = {
      ...facts,
      timeZone: 'Europe/Lisbon',
      guestChildren: 1,
      guestServiceFeeMinor: 9650n,
      hostPayoutMinor: 115500n,
    };
    return {
      reservationId,
      title: listing.title,
      due: (step: string) => mail.service.publish('bookings-payments', StayStepDueSchema, { ...base, step }),
    };
  }

  const queued = async (to: string, kind: string) =>
    Number((await db()('email_messages').where({ recipient: to, kind }).count({ n: '*' }))[0]!.n);

  it('reminds guest, host and admins 7 days and 24 hours before arrival', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const stay = await stayOf(maya, ines, 'Sunny Alfama flat');
    await stay.due('reminderWeek');
    const toGuest = await delivered(maya.email, 'Your stay in Lisbon begins in 7 days');
    expect(toGuest.text).toContain('Hi Maya,');
    expect(toGuest.text).toContain(`Your stay at ${stay.title} begins in 7 days.`);
    expect(toGuest.text).toContain('2 women, 1 child');
    expect(toGuest.html).toContain(`${SITE}/message/${stay.reservationId}/guest`);
    await delivered(ines.email, 'Maya arrives in 7 days');
    const notice = await delivered(ADMINS, `Arrival in 7 days: reservation ${stay.reservationId + 1000}`);
    expect(notice.text).toContain('€1,286.50');

    await stay.due('reminderDay');
    await delivered(maya.email, 'Your stay in Lisbon begins in 24 hours');
    await delivered(ines.email, 'Maya arrives in 24 hours');
    await delivered(ADMINS, `Arrival in 24 hours: reservation ${stay.reservationId + 1000}`);
  });

  it('sends the check-in notice on the day and the review prompts after check-out', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const stay = await stayOf(maya, ines, 'Garden house');
    await stay.due('checkInNotice');
    await delivered(maya.email, `Welcome to Lisbon: check-in today at ${stay.title}`);
    const toHost = await delivered(ines.email, 'Maya checks in today');
    expect(toHost.text).toContain('€1,155');

    await stay.due('reviewPrompt');
    const prompt = await delivered(maya.email, `How was your stay at ${stay.title}?`);
    expect(prompt.html).toContain(`${SITE}/review/write/${stay.reservationId}`);
    const hostPrompt = await delivered(ines.email, 'How was hosting Maya?');
    expect(hostPrompt.text).toContain(formatEmailDate('2027-04-19'));
  });

  it('queues each reminder once for a redelivered event, and records a member the directory does not know', async () => {
    const ines = await registered('Inês');
    const stranger = { userId: randomUUID() };
    const stay = await stayOf(stranger, ines, 'Attic room');
    const reminder = await stay.due('reminderWeek');
    await delivered(ines.email, 'A guest arrives in 7 days');
    await mail.service.redeliver(reminder);
    await mail.service.redeliver(reminder);
    // One reservation's events are applied in order: once the next is delivered, the redeliveries were applied.
    await stay.due('reminderDay');
    await delivered(ines.email, 'A guest arrives in 24 hours');

    expect(await queued(ines.email, 'arrivalReminderToHost')).toBe(2); // the week's and the day's, once each
    expect(mail.smtp.messages.filter((email) => email.subject === 'A guest arrives in 7 days')).toHaveLength(1);
    const unsent = await db()('unsent_emails').where({ user_id: stranger.userId }).orderBy('id').pluck('kind');
    expect(unsent).toEqual(['arrivalReminderToGuest', 'arrivalReminderToGuest']);
  });

  it('sends nothing for a step it does not know', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const stay = await stayOf(maya, ines, 'River loft');
    await stay.due('somethingNew');
    await stay.due('checkInNotice');
    await delivered(ines.email, 'Maya checks in today');
    expect(await db()('email_messages').where({ recipient: maya.email }).pluck('kind')).toEqual(['checkInToGuest']);
  });
});
