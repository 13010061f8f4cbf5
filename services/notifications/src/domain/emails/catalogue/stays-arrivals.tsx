// Stays e-mails around the stay itself (spec 001 §4, §9): arrival reminders 7 days and 24 hours before, the
// check-in notice, review prompts after checkout and the admin's notice of a new review.
import { type AnyEmailDefinition, defineEmail } from '../define';
import { Action, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate } from '../format';
import { SAMPLE_STAY, StayRows, adminReservationNumber, adminStayRows, money, type StayData } from './stays-shared';

/** Reminders go out 7 days and 24 hours before arrival (spec 001 §9). */
export type ReminderWindow = 'week' | 'day';
export const REMINDER_WINDOWS: Record<ReminderWindow, string> = { week: '7 days', day: '24 hours' };

/** A host claims against the security deposit within 7 days after check-out (spec 001 §9). */
export const DEPOSIT_CLAIM_DAYS = 7;

interface ReminderData extends StayData {
  window: ReminderWindow;
}

export const arrivalReminderToGuest = defineEmail<ReminderData>({
  type: 'arrivalReminderToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'A confirmed stay begins in 7 days, and again in 24 hours (window: week or day).',
  subject: (data) => `Your stay in ${data.city} begins in ${REMINDER_WINDOWS[data.window]}`,
  preview: (data) => `Check-in ${formatEmailDate(data.checkIn)} at ${data.listTitle}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        Your stay at {data.listTitle} begins in {REMINDER_WINDOWS[data.window]}. If you have questions about getting
        there or checking in, {data.hostName} is one message away.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Message your host</Action>
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_STAY, window: 'week' },
});

export const arrivalReminderToHost = defineEmail<ReminderData>({
  type: 'arrivalReminderToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "A guest arrives at the host's listing in 7 days, and again in 24 hours (window: week or day).",
  subject: (data) => `${data.guestName} arrives in ${REMINDER_WINDOWS[data.window]}`,
  preview: (data) => `Check-in ${formatEmailDate(data.checkIn)} at ${data.listTitle}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName} arrives at {data.listTitle} in {REMINDER_WINDOWS[data.window]}. It is a good moment to send her
        your check-in details.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Message your guest</Action>
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_STAY, window: 'day' },
});

export const arrivalReminderToAdmin = defineEmail<ReminderData>({
  type: 'arrivalReminderToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A confirmed stay begins in 7 days, and again in 24 hours: the admin reminder (spec 001 §6, §9).',
  subject: (data) =>
    `Arrival in ${REMINDER_WINDOWS[data.window]}: reservation ${adminReservationNumber(data.reservationId)}`,
  preview: (data) => `${data.guestName} checks in at ${data.listTitle} on ${formatEmailDate(data.checkIn)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.guestName} checks in at {data.hostName}&apos;s listing in {REMINDER_WINDOWS[data.window]}.
      </Paragraph>
      <StayRows stay={data} extra={[...adminStayRows(data), ['Total', money(data.total, data.currency)]]} />
      <Action href={ctx.links.listing(data.listId)}>Open the listing</Action>
    </>
  ),
  sample: { ...SAMPLE_STAY, window: 'week' },
});

export const checkInToGuest = defineEmail<StayData>({
  type: 'checkInToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'Check-in day of a confirmed stay.',
  subject: (data) => `Welcome to ${data.city}: check-in today at ${data.listTitle}`,
  preview: (data) => `${data.hostName} is expecting you today.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        Today is the day! {data.hostName} is expecting you at {data.listTitle}. We hope you have a wonderful stay.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Message your host</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const checkInToHost = defineEmail<StayData>({
  type: 'checkInToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "Check-in day of a confirmed stay at the host's listing; the payout follows about 24 hours later.",
  subject: (data) => `${data.guestName} checks in today`,
  preview: (data) =>
    `Your payout of ${money(data.payoutToHost, data.currency)} is released about 24 hours after check-in.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName} checks in at {data.listTitle} today.
      </Paragraph>
      <StayRows stay={data} extra={[['Your payout', money(data.payoutToHost, data.currency)]]} />
      <Paragraph>
        Your payout is released about 24 hours after check-in. A bank transfer takes 5 to 7 days to arrive; payment
        providers take 1 to 3 days.
      </Paragraph>
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Message your guest</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const reviewPromptToGuest = defineEmail<StayData>({
  type: 'reviewPromptToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The day after checkout: the guest is asked to review her stay.',
  subject: (data) => `How was your stay at ${data.listTitle}?`,
  preview: (data) => `Tell other members about ${data.hostName}'s home.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        We hope you loved {data.city}. Your review helps other members choose their next stay and helps {data.hostName}{' '}
        welcome more women.
      </Paragraph>
      <Action href={ctx.links.writeReview(data.reservationId)}>Write a review</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

interface HostReviewPromptData extends StayData {
  /** The listing's security deposit; when there is one, the host is reminded of the claim window. */
  securityDeposit?: number | null;
}

/** The last day a host may claim against the deposit: 7 days after check-out. */
export function depositClaimDeadline(checkOut: string): string {
  const deadline = new Date(`${checkOut}T00:00:00Z`);
  deadline.setUTCDate(deadline.getUTCDate() + DEPOSIT_CLAIM_DAYS);
  return formatEmailDate(deadline);
}

export const reviewPromptToHost = defineEmail<HostReviewPromptData>({
  type: 'reviewPromptToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: 'The day after checkout: the host is asked to review her guest (and reminded of the deposit claim window).',
  subject: (data) => `How was hosting ${data.guestName}?`,
  preview: () => 'Your review helps hosts welcome the right guests.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName} checked out of {data.listTitle} on {formatEmailDate(data.checkOut)}. A few words about her stay
        help other hosts in the club.
      </Paragraph>
      <Action href={ctx.links.writeReview(data.reservationId)}>Review your guest</Action>
      {data.securityDeposit ? (
        <SmallPrint>
          If anything was damaged, you can claim against the security deposit of{' '}
          {money(data.securityDeposit, data.currency)} within {DEPOSIT_CLAIM_DAYS} days after check-out, until{' '}
          {depositClaimDeadline(data.checkOut)}.
        </SmallPrint>
      ) : null}
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_STAY, securityDeposit: 200 },
});

interface NewReviewData extends StayData {
  /** Who wrote it: the guest about the stay, or the host about her guest. */
  reviewerRole: 'guest' | 'host';
  rating: number;
  reviewText: string;
}

export const newReviewToAdmin = defineEmail<NewReviewData>({
  type: 'newReviewToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A guest or host posts a review (spec 001 §6 admin notices: new reviews).',
  subject: (data) =>
    `New review by ${data.reviewerRole === 'guest' ? data.guestName : data.hostName} (${data.rating}/5)`,
  preview: (data) => `Reservation ${adminReservationNumber(data.reservationId)}, ${data.listTitle}.`,
  Body: ({ data, ctx }) => {
    const [author, subject] =
      data.reviewerRole === 'guest' ? [data.guestName, data.listTitle] : [data.hostName, data.guestName];
    return (
      <>
        <Greeting name="admin" />
        <Paragraph>
          {author} ({data.reviewerRole}) reviewed {subject} and gave {data.rating} out of 5:
        </Paragraph>
        <Quote>{data.reviewText}</Quote>
        <StayRows stay={data} extra={adminStayRows(data)} />
        <Action href={ctx.links.listing(data.listId)}>Open the listing</Action>
      </>
    );
  },
  sample: {
    ...SAMPLE_STAY,
    reviewerRole: 'guest',
    rating: 5,
    reviewText:
      'Inês left us pastéis de nata and a hand-drawn map of the Alfama. The flat is even lovelier than the photos.',
  },
});

export const STAYS_ARRIVAL_EMAILS: AnyEmailDefinition[] = [
  arrivalReminderToGuest,
  arrivalReminderToHost,
  arrivalReminderToAdmin,
  checkInToGuest,
  checkInToHost,
  reviewPromptToGuest,
  reviewPromptToHost,
  newReviewToAdmin,
];
