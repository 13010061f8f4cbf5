// Events e-mails: requests, confirmations ('going'), the waitlist, invitations and their answers, cancellations and
// reminders (spec 001 §3 Event, §4 Event, §6 isAdmin wording, §8 event texts). Times are decimal hours in the event's
// own time zone; decision 0016 explains the links and the isAdmin reading.
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import type { EmailContext } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatDecimalHour, formatEmailDate } from '../format';

/** Event (spec 001 §3) as the e-mails need it: eventId is the event's number in its pages. */
export interface ClubEvent {
  eventId: number;
  eventTitle: string;
  eventDescription?: string | null;
  /** YYYY-MM-DD. */
  eventStartDate: string;
  /** YYYY-MM-DD; missing or equal to the start for a one-day event. */
  eventEndDate?: string | null;
  /** Decimal hours: 18.5 is 6:30 PM. */
  eventStartTime: number;
  eventEndTime?: number | null;
  eventTimeZone: string;
  location: string;
}

/** When an event happens, as one line: 'Fri, Mar 12th, 2027, 6:30 PM to 9:00 PM (Europe/Lisbon)'. */
export function eventSchedule(event: ClubEvent): string {
  const start = `${formatEmailDate(event.eventStartDate)}, ${formatDecimalHour(event.eventStartTime)}`;
  const multiDay = Boolean(event.eventEndDate) && event.eventEndDate !== event.eventStartDate;
  const endTime =
    event.eventEndTime === null || event.eventEndTime === undefined ? null : formatDecimalHour(event.eventEndTime);
  const end = multiDay ? `${formatEmailDate(event.eventEndDate!)}${endTime ? `, ${endTime}` : ''}` : endTime;
  return `${start}${end ? ` to ${end}` : ''} (${event.eventTimeZone})`;
}

/** Where a member sees an event and answers an invitation (spec 000 §2: /social/confirm-event/{eventId}). */
const eventPage = (event: ClubEvent, ctx: EmailContext) =>
  ctx.links.page(`/social/confirm-event/${encodeURIComponent(event.eventId)}`);
const adminEventPage = (event: ClubEvent, ctx: EmailContext) =>
  ctx.links.page(`/siteadmin/event/${encodeURIComponent(event.eventId)}`);

function EventDetails({ event }: { event: ClubEvent }) {
  return (
    <Details
      rows={[
        ['Event', event.eventTitle],
        ['When', eventSchedule(event)],
        ['Where', event.location],
      ]}
    />
  );
}

const LISBON_SUPPER: ClubEvent = {
  eventId: 57,
  eventTitle: 'Supper club in Lisbon',
  eventDescription: 'A long table, Portuguese wines and twenty members who love to travel.',
  eventStartDate: '2027-03-12',
  eventEndDate: '2027-03-12',
  eventStartTime: 18.5,
  eventEndTime: 22,
  eventTimeZone: 'Europe/Lisbon',
  location: 'Casa do Alentejo, Rua das Portas de Santo Antão 58, Lisbon',
};

/** A member asked for a place (spec 001 §4: 'going' is confirmed, otherwise she waits until space opens). */
interface EventRequest extends ClubEvent {
  memberName: string;
  profileId: number;
  email: string;
}

export const eventRequest = defineEmail<EventRequest>({
  type: 'eventRequest',
  area: 'events',
  audience: 'admin',
  sentWhen:
    'A member asks for a place at an event that is full: she joins the waitlist and the admin contacts her if space opens (confirmed places send eventConfirmed with isAdmin instead).',
  subject: (data) => `Waitlist request for ${data.eventTitle} from ${data.memberName}`,
  preview: (data) => `${data.memberName} would like a place if one opens up.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.memberName}</Link> ({data.email}) asked to join{' '}
        {data.eventTitle}. The event is full, so she is on the waitlist and has been told we will contact her if space
        opens.
      </Paragraph>
      <EventDetails event={data} />
      <Action href={adminEventPage(data, ctx)}>Open the event</Action>
    </>
  ),
  sample: { ...LISBON_SUPPER, memberName: 'Amara Nwosu', profileId: 2277, email: 'amara.nwosu@example.com' },
});

/** Spec 001 §6: isAdmin turns the member's confirmation into the admin's notice of the same registration. */
interface EventConfirmed extends ClubEvent {
  isAdmin: boolean;
  /** The member who registered. */
  firstName: string;
  memberName: string;
  profileId: number;
}

export const eventConfirmed = defineEmail<EventConfirmed>({
  type: 'eventConfirmed',
  area: 'events',
  audience: 'member',
  sentWhen:
    'A member registers for an event as going; she gets her confirmation and, with isAdmin, the admin gets the same e-mail worded as a notice.',
  subject: (data) =>
    data.isAdmin ? `${data.memberName} is going to ${data.eventTitle}` : `You're going to ${data.eventTitle}`,
  preview: (data) =>
    data.isAdmin
      ? `A confirmed place for ${formatEmailDate(data.eventStartDate)}.`
      : `Your place is confirmed for ${formatEmailDate(data.eventStartDate)}.`,
  Body: ({ data, ctx }) =>
    data.isAdmin ? (
      <>
        <Greeting name="admin" />
        <Paragraph>
          <Link href={ctx.links.profile(data.profileId)}>{data.memberName}</Link> has registered for {data.eventTitle}.
          Her place is confirmed.
        </Paragraph>
        <EventDetails event={data} />
        <Action href={adminEventPage(data, ctx)}>See who is going</Action>
      </>
    ) : (
      <>
        <Greeting name={data.firstName} />
        <Paragraph>
          You’re going! Your place at {data.eventTitle} is confirmed, and we can’t wait to see you there.
        </Paragraph>
        <EventDetails event={data} />
        {data.eventDescription ? <Paragraph>{data.eventDescription}</Paragraph> : null}
        <Action href={eventPage(data, ctx)}>See the event</Action>
        <SmallPrint>
          Times are local to the event ({data.eventTimeZone}). If your plans change, please let us know so another
          member can take your place.
        </SmallPrint>
        <SignOff />
      </>
    ),
  sample: { ...LISBON_SUPPER, isAdmin: false, firstName: 'Amara', memberName: 'Amara Nwosu', profileId: 2277 },
});

interface EventMemberNotice extends ClubEvent {
  firstName: string;
}

export const eventWaitlisted = defineEmail<EventMemberNotice>({
  type: 'eventWaitlisted',
  area: 'events',
  audience: 'member',
  sentWhen: 'A member asks for a place at a full event and is put on the waitlist.',
  subject: (data) => `You're on the waitlist for ${data.eventTitle}`,
  preview: () => 'We will contact you if space opens.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Thank you for your interest in {data.eventTitle}. The event is full right now, so you are on the waitlist: we
        will contact you if space opens.
      </Paragraph>
      <EventDetails event={data} />
      <Action href={eventPage(data, ctx)}>See the event</Action>
      <SignOff />
    </>
  ),
  sample: { ...LISBON_SUPPER, firstName: 'Julia' },
});

interface EventInvitation extends ClubEvent {
  firstName: string;
  /** Who invites her: a member, or the Golightly team for a club event. */
  inviterName: string;
  personalNote?: string | null;
}

export const eventInvitation = defineEmail<EventInvitation>({
  type: 'eventInvitation',
  area: 'events',
  audience: 'invitee',
  sentWhen: 'A member is invited to an event; she accepts or declines from the event page.',
  subject: (data) => `You're invited: ${data.eventTitle}`,
  preview: (data) => `${data.inviterName} would love you to join on ${formatEmailDate(data.eventStartDate)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        {data.inviterName} has invited you to {data.eventTitle}.
      </Paragraph>
      {data.personalNote ? <Quote>{data.personalNote}</Quote> : null}
      <EventDetails event={data} />
      {data.eventDescription ? <Paragraph>{data.eventDescription}</Paragraph> : null}
      <Action href={eventPage(data, ctx)}>Accept or decline</Action>
      <SignOff />
    </>
  ),
  sample: {
    ...LISBON_SUPPER,
    firstName: 'Noor',
    inviterName: 'The Golightly team',
    personalNote: 'We are keeping a seat for our newest Lisbon members. Come hungry!',
  },
});

interface EventInvitationAnswered extends ClubEvent {
  /** The invited member. */
  memberName: string;
  profileId: number;
  inviteStatus: 'accepted' | 'declined';
}

export const eventInvitationAnswered = defineEmail<EventInvitationAnswered>({
  type: 'eventInvitationAnswered',
  area: 'events',
  audience: 'admin',
  sentWhen: 'An invited member accepts or declines an event invitation (inviteStatus accepted or declined).',
  subject: (data) => `${data.memberName} ${data.inviteStatus} the invitation to ${data.eventTitle}`,
  preview: (data) =>
    data.inviteStatus === 'accepted'
      ? `One more place taken for ${data.eventTitle}.`
      : `A place may be free for someone on the waitlist.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.memberName}</Link>{' '}
        {data.inviteStatus === 'accepted'
          ? `accepted her invitation to ${data.eventTitle}: she is going.`
          : `declined her invitation to ${data.eventTitle}. If the event was full, a member on the waitlist could take her place.`}
      </Paragraph>
      <EventDetails event={data} />
      <Action href={adminEventPage(data, ctx)}>Open the event</Action>
    </>
  ),
  sample: { ...LISBON_SUPPER, memberName: 'Noor Haddad', profileId: 2318, inviteStatus: 'accepted' },
});

export const eventCancelled = defineEmail<EventMemberNotice>({
  type: 'eventCancelled',
  area: 'events',
  audience: 'member',
  sentWhen: 'An event a member is going to, waitlisted for or invited to is cancelled.',
  subject: (data) => `Unfortunately, ${data.eventTitle} is cancelled`,
  preview: (data) => `The event on ${formatEmailDate(data.eventStartDate)} will not take place.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Unfortunately, {data.eventTitle} on {formatEmailDate(data.eventStartDate)} is cancelled. We are sorry to
        disappoint you, and hope to see you at another club event soon.
      </Paragraph>
      <EventDetails event={data} />
      <Action href={ctx.links.page('/social')}>See what else is on</Action>
      <SignOff />
    </>
  ),
  sample: { ...LISBON_SUPPER, firstName: 'Amara' },
});

export const eventReminder = defineEmail<EventMemberNotice>({
  type: 'eventReminder',
  area: 'events',
  audience: 'member',
  sentWhen:
    'The day before an event (24 hours ahead, like the arrival reminders of spec 001 §9), to every member going.',
  subject: (data) => `See you tomorrow at ${data.eventTitle}`,
  preview: (data) => `${formatDecimalHour(data.eventStartTime)} at ${data.location}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>A friendly reminder: {data.eventTitle} is tomorrow, and your place is saved.</Paragraph>
      <EventDetails event={data} />
      <Action href={eventPage(data, ctx)}>See the event</Action>
      <SmallPrint>Can’t make it after all? Let us know so a member on the waitlist can come instead.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: { ...LISBON_SUPPER, firstName: 'Amara' },
});

export const EVENTS_EMAILS = [
  eventRequest,
  eventConfirmed,
  eventWaitlisted,
  eventInvitation,
  eventInvitationAnswered,
  eventCancelled,
  eventReminder,
];
