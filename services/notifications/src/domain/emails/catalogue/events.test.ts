// Events e-mails: the isAdmin wording of the confirmation, decimal-hour times in the event's time zone, the right links.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import {
  eventCancelled,
  eventConfirmed,
  eventInvitation,
  eventInvitationAnswered,
  eventSchedule,
  eventWaitlisted,
} from './events';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe('events e-mails', () => {
  it('writes decimal-hour times as clock times with the date and the event’s time zone', () => {
    const event = {
      ...eventConfirmed.sample,
      eventStartDate: '2027-03-12',
      eventStartTime: 18.5,
      eventEndTime: 21.75,
      eventTimeZone: 'America/New_York',
    };
    expect(eventSchedule(event)).toBe('Fri, Mar 12th, 2027, 6:30 PM to 9:45 PM (America/New_York)');
    expect(eventSchedule({ ...event, eventStartTime: 9, eventEndTime: null })).toBe(
      'Fri, Mar 12th, 2027, 9:00 AM (America/New_York)',
    );
  });

  it('gives both dates when an event runs over several days', () => {
    const event = {
      ...eventConfirmed.sample,
      eventStartDate: '2027-03-12',
      eventEndDate: '2027-03-14',
      eventStartTime: 17,
      eventEndTime: 12,
    };
    expect(eventSchedule(event)).toBe('Fri, Mar 12th, 2027, 5:00 PM to Sun, Mar 14th, 2027, 12:00 PM (Europe/Lisbon)');
  });

  it('tells the member she is going, with the event page', async () => {
    const email = await renderEmail(eventConfirmed, { ...eventConfirmed.sample, isAdmin: false }, ctx);
    expect(email.subject).toBe("You're going to Supper club in Lisbon");
    expect(email.text).toContain('Hi Amara,');
    expect(email.text).toContain('You’re going!');
    expect(email.text).toContain('Fri, Mar 12th, 2027, 6:30 PM to 10:00 PM (Europe/Lisbon)');
    expect(hrefs(email.html)).toContain('https://club.example/social/confirm-event/57');
    expect(hrefs(email.html)).not.toContain('https://club.example/siteadmin/event/57');
  });

  it('words the same confirmation for the admin when isAdmin, with the member’s profile and the admin event page', async () => {
    const email = await renderEmail(eventConfirmed, { ...eventConfirmed.sample, isAdmin: true }, ctx);
    expect(email.subject).toBe('Amara Nwosu is going to Supper club in Lisbon');
    expect(email.text).toContain('Hi admin,');
    expect(email.text).toContain('has registered for Supper club in Lisbon');
    expect(email.text).not.toContain('You’re going');
    expect(hrefs(email.html)).toContain('https://club.example/users/show/2277');
    expect(hrefs(email.html)).toContain('https://club.example/siteadmin/event/57');
  });

  it('promises a waitlisted member she will be contacted if space opens', async () => {
    const email = await renderEmail(eventWaitlisted, eventWaitlisted.sample, ctx);
    expect(email.text).toContain('we will contact you if space opens');
  });

  it('sends an invitee to the page where she accepts or declines', async () => {
    const email = await renderEmail(eventInvitation, { ...eventInvitation.sample, eventId: 91 }, ctx);
    expect(email.text).toContain('Accept or decline https://club.example/social/confirm-event/91');
  });

  it('tells the admin whether an invitation was accepted or declined', async () => {
    const accepted = await renderEmail(
      eventInvitationAnswered,
      { ...eventInvitationAnswered.sample, inviteStatus: 'accepted' },
      ctx,
    );
    expect(accepted.subject).toBe('Noor Haddad accepted the invitation to Supper club in Lisbon');
    const declined = await renderEmail(
      eventInvitationAnswered,
      { ...eventInvitationAnswered.sample, inviteStatus: 'declined' },
      ctx,
    );
    expect(declined.subject).toBe('Noor Haddad declined the invitation to Supper club in Lisbon');
    expect(declined.text).toContain('waitlist could take her place');
  });

  it('says unfortunately the event is cancelled', async () => {
    const email = await renderEmail(eventCancelled, eventCancelled.sample, ctx);
    expect(email.subject).toBe('Unfortunately, Supper club in Lisbon is cancelled');
    expect(email.text).toContain('Unfortunately, Supper club in Lisbon on Fri, Mar 12th, 2027 is cancelled.');
  });
});
