// Stays e-mails of the booking request flow (spec 001 §4): request, instant book, confirmation, insufficient funds,
// decline with alternatives, expiry.
import { Link, Section } from '@react-email/components';
import { type AnyEmailDefinition, defineEmail } from '../define';
import { Action, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate } from '../format';
import {
  SAMPLE_STAY,
  StayRows,
  adminReservationNumber,
  adminStayRows,
  knownMoney,
  money,
  type StayData,
} from './stays-shared';

/** The host's window to answer a request or inquiry (spec 001 §9). */
export const HOST_RESPONSE_WINDOW = '24 hours';

/** The guest's text when her card could not pay (spec 001 §8), word for word. */
export const INSUFFICIENT_FUNDS_TEXT =
  'We regret to inform you that your request to book has been canceled due to insufficient funds in your card. Please try another request with a valid card.';

/** The guest's text when a host declines (spec 001 §8), word for word. */
export const DECLINED_TEXT = 'Since your request was declined, your card will not be charged.';

/** A declined request suggests at most this many other listings (spec 001 §4, §9). */
export const MAX_ALTERNATIVES = 3;

/** ' Your payout is €1,155.' for a host's preview, or nothing when the payout is not known. */
function payoutSentence(data: Pick<StayData, 'payoutToHost' | 'currency'>): string {
  const payout = knownMoney(data.payoutToHost, data.currency);
  return payout ? ` Your payout is ${payout}.` : '';
}

interface RequestData extends StayData {
  /** What the guest wrote with her request; empty when she wrote nothing. */
  message?: string | null;
}

export const bookingRequestToHost = defineEmail<RequestData>({
  type: 'bookingRequestToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: 'A guest sends a request to book a listing (status requestToBook); the host has 24 hours to answer.',
  subject: (data) => `Booking request from ${data.guestName} for ${formatEmailDate(data.checkIn)}`,
  preview: () => `Please accept or decline within ${HOST_RESPONSE_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName} would love to stay at {data.listTitle}. Please accept or decline her request within{' '}
        {HOST_RESPONSE_WINDOW}; after that it expires and she is not charged.
      </Paragraph>
      {data.message ? <Quote>{data.message}</Quote> : null}
      <StayRows stay={data} extra={[['Your payout', knownMoney(data.payoutToHost, data.currency)]]} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Answer the request</Action>
      <SignOff />
    </>
  ),
  sample: {
    ...SAMPLE_STAY,
    message: 'Hello Inês! My sister, my daughter and I are visiting Lisbon for the first time. We are quiet and tidy.',
  },
});

export const bookingRequestToGuest = defineEmail<RequestData>({
  type: 'bookingRequestToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'A guest sends a request to book: she is told it arrived and the host answers within 24 hours.',
  subject: (data) => `Your request to stay at ${data.listTitle} has been sent`,
  preview: (data) => `${data.hostName} will answer within ${HOST_RESPONSE_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        We have sent your request to {data.hostName}. She will answer within {HOST_RESPONSE_WINDOW}. Your card is only
        charged if she accepts.
      </Paragraph>
      <StayRows stay={data} extra={[['Total', money(data.total, data.currency)]]} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>See your request</Action>
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_STAY, message: null },
});

export const bookingConfirmedToGuest = defineEmail<StayData>({
  type: 'bookingConfirmedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The host accepts a request to book (status confirmed): the guest gets her confirmation.',
  subject: (data) => `Your stay in ${data.city} is confirmed`,
  preview: (data) => `${data.hostName} accepted your request. Confirmation code ${data.confirmationCode}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        Good news: {data.hostName} accepted your request, and your stay at {data.listTitle} is booked.
      </Paragraph>
      <StayRows
        stay={data}
        extra={[
          ['Service fee', knownMoney(data.serviceFee, data.currency)],
          ['Total charged', money(data.total, data.currency)],
        ]}
      />
      <Paragraph>
        Say hello to {data.hostName} and ask her anything about your arrival in your message thread.
      </Paragraph>
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Message your host</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const bookingConfirmedToHost = defineEmail<StayData>({
  type: 'bookingConfirmedToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: 'The host accepts a request to book and the payment goes through (status confirmed).',
  subject: (data) => `Reservation confirmed: ${data.guestName} arrives ${formatEmailDate(data.checkIn)}`,
  preview: (data) => `Confirmation code ${data.confirmationCode}.${payoutSentence(data)}`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName}&apos;s stay at {data.listTitle} is confirmed and paid. Your payout is released about 24 hours
        after she checks in.
      </Paragraph>
      <StayRows stay={data} extra={[['Your payout', knownMoney(data.payoutToHost, data.currency)]]} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Message your guest</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const instantBookingToGuest = defineEmail<StayData>({
  type: 'instantBookingToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'A guest books a listing with Instant Book (status intantBooking): booked at once, no host answer needed.',
  subject: (data) => `You're booked: ${data.listTitle}`,
  preview: (data) => `Instant Book confirmed your stay in ${data.city}. Confirmation code ${data.confirmationCode}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        You booked {data.listTitle} with Instant Book, so your stay is confirmed right away. {data.hostName} has been
        told you are coming.
      </Paragraph>
      <StayRows
        stay={data}
        extra={[
          ['Service fee', knownMoney(data.serviceFee, data.currency)],
          ['Total charged', money(data.total, data.currency)],
        ]}
      />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Message your host</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const instantBookingToHost = defineEmail<StayData>({
  type: 'instantBookingToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "A guest books the host's listing with Instant Book (status intantBooking).",
  subject: (data) => `New Instant Book reservation: ${data.guestName}, ${formatEmailDate(data.checkIn)}`,
  preview: (data) => `${data.guestName} booked ${data.listTitle}.${payoutSentence(data)}`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName} booked {data.listTitle} with Instant Book. The reservation is confirmed and paid; your payout
        is released about 24 hours after she checks in.
      </Paragraph>
      <StayRows stay={data} extra={[['Your payout', knownMoney(data.payoutToHost, data.currency)]]} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Welcome your guest</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const insufficientFundsToGuest = defineEmail<StayData>({
  type: 'insufficientFundsToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen:
    "A request to book is cancelled because the guest's card has insufficient funds, also when the host tries to accept.",
  subject: (data) => `Your request to book ${data.listTitle} was canceled`,
  preview: () => 'Your card had insufficient funds. Please try another request with a valid card.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>{INSUFFICIENT_FUNDS_TEXT}</Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.listing(data.listId)}>Request again</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const insufficientFundsToHost = defineEmail<StayData>({
  type: 'insufficientFundsToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "The host tries to accept a request and the guest's card has insufficient funds: the request is cancelled.",
  subject: (data) => `${data.guestName}'s request could not be booked`,
  preview: () => "The guest's card had insufficient funds when you accepted.",
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        Thank you for accepting {data.guestName}&apos;s request. When we tried to charge her card, it had insufficient
        funds, so the request has been canceled and your dates are free again. We have let {data.guestName} know, and
        she may send a new request with a valid card.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const insufficientFundsToAdmin = defineEmail<StayData>({
  type: 'insufficientFundsToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A request to book is cancelled for insufficient funds (spec 001 §8 admin notices).',
  subject: (data) =>
    `Request canceled for insufficient funds: reservation ${adminReservationNumber(data.reservationId)}`,
  preview: (data) => `${data.guestName}'s card could not pay for ${data.listTitle}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        A request to book was canceled because the guest&apos;s card had insufficient funds. Both members have been
        told.
      </Paragraph>
      <StayRows stay={data} extra={[...adminStayRows(data), ['Total', money(data.total, data.currency)]]} />
      <Action href={ctx.links.profile(data.guestProfileId)}>Open the guest&apos;s profile</Action>
    </>
  ),
  sample: SAMPLE_STAY,
});

/** Another member's home suggested to a guest whose request was declined (decision 0051). */
export interface AlternativeListing {
  listId: number;
  listTitle: string;
  city: string;
  /** The price of a night in `currency`; absent when not known. */
  nightlyPrice?: number | null;
  currency?: string | null;
}

/** 'Tiled townhouse near Graça, Lisbon · €95 a night': the link is the title. */
function Alternative({ alternative, href }: { alternative: AlternativeListing; href: string }) {
  const price =
    alternative.currency && alternative.nightlyPrice
      ? knownMoney(alternative.nightlyPrice, alternative.currency)
      : null;
  return (
    <Paragraph>
      <Link href={href}>{alternative.listTitle}</Link>
      {`, ${alternative.city}`}
      {price ? ` · ${price} a night` : null}
    </Paragraph>
  );
}

interface DeclinedData extends StayData {
  /** Other listings to suggest; only the first three are shown. */
  alternatives: readonly AlternativeListing[];
}

export const requestDeclinedToGuest = defineEmail<DeclinedData>({
  type: 'requestDeclinedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The host declines a request to book (status declined); up to 3 other listings are suggested.',
  subject: (data) => `Your request for ${data.listTitle} was declined`,
  preview: () => DECLINED_TEXT,
  Body: ({ data, ctx }) => {
    const alternatives = data.alternatives.slice(0, MAX_ALTERNATIVES);
    return (
      <>
        <Greeting name={data.guestName} />
        <Paragraph>
          {`${data.hostName} is not able to host you from ${formatEmailDate(data.checkIn)} to ${formatEmailDate(data.checkOut)}. `}
          {DECLINED_TEXT}
        </Paragraph>
        {alternatives.length > 0 ? (
          <Section style={{ margin: '16px 0' }}>
            <Paragraph>
              {alternatives.every((alternative) => alternative.city === data.city)
                ? `These members' homes in ${data.city} might suit you just as well:`
                : "These members' homes might suit you just as well:"}
            </Paragraph>
            {alternatives.map((alternative) => (
              <Alternative
                key={alternative.listId}
                alternative={alternative}
                href={ctx.links.listing(alternative.listId, alternative.listTitle)}
              />
            ))}
          </Section>
        ) : null}
        <Action href={ctx.links.home()}>Find another stay</Action>
        <SignOff />
      </>
    );
  },
  sample: {
    ...SAMPLE_STAY,
    alternatives: [
      { listId: 2307, listTitle: 'Tiled townhouse near Graça', city: 'Lisbon', nightlyPrice: 175, currency: 'EUR' },
      { listId: 2318, listTitle: 'Quiet studio in Príncipe Real', city: 'Lisbon', nightlyPrice: 160, currency: 'EUR' },
      {
        listId: 2342,
        listTitle: 'Garden room in Campo de Ourique',
        city: 'Lisbon',
        nightlyPrice: 149.5,
        currency: 'EUR',
      },
    ],
  },
});

export const requestExpiredToGuest = defineEmail<StayData>({
  type: 'requestExpiredToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'A request to book expires before the host answers (status expired): the guest is not charged.',
  subject: (data) => `Your request for ${data.listTitle} has expired`,
  preview: () => 'You will not be charged. You may request again.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        Your request to stay with {data.hostName} at {data.listTitle} has expired before it was confirmed. You will not
        be charged. You may request these dates again, or find another home for your trip.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.home()}>Request again</Action>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const requestExpiredToHost = defineEmail<StayData>({
  type: 'requestExpiredToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "A reservation request on the host's listing expires (status expired): no payment is received.",
  subject: (data) => `${data.guestName}'s request has expired`,
  preview: () => 'No payment was received and your dates are free again.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.guestName}&apos;s request for {data.listTitle} has expired. No payment was received, and the dates are
        open on your calendar again.
      </Paragraph>
      <StayRows stay={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SmallPrint>Answering requests within {HOST_RESPONSE_WINDOW} helps guests plan their trips.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: SAMPLE_STAY,
});

export const STAYS_EMAILS: AnyEmailDefinition[] = [
  bookingRequestToHost,
  bookingRequestToGuest,
  bookingConfirmedToGuest,
  bookingConfirmedToHost,
  instantBookingToGuest,
  instantBookingToHost,
  insufficientFundsToGuest,
  insufficientFundsToHost,
  insufficientFundsToAdmin,
  requestDeclinedToGuest,
  requestExpiredToGuest,
  requestExpiredToHost,
];
