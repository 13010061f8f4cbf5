// GoSolo e-mails: the payment link, booking confirmed, the Just BFs half invoice with its 24 hours, the three ways a
// booking ends cancelled, the waiting list of a sold-out trip and the admin's notices (spec 001 §3 GoSolo trip, GoSolo
// payment link e-mail, Room price types; §4 GoSolo booking; §9 24 hours for a Just-BF, Diamond 20% on GoSolo trips).
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import type { EmailContext } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatDecimalHour, formatEmailDate, formatMoney, startedOrStarting } from '../format';

/** Spec 001 §9: a Just-BF has 24 hours to pay her half of the invoice. */
export const JUST_BF_PAYMENT_HOURS = 24;
/** Spec 001 §9: Diamond members get 20% off GoSolo trips. */
export const DIAMOND_GOSOLO_DISCOUNT_PERCENT = 20;

/** The six room price types of spec 001 §3, by the code a trip stores. */
export const ROOM_PRICE_TYPES = {
  privateLuxEnSuite: 'Private lux en suite',
  privateEnSuite: 'Private en suite',
  privateLuxSharedBath: 'Private lux shared bath',
  privateSharedBath: 'Private shared bath',
  sharedEnSuite: 'Shared en suite',
  sharedSharedBath: 'Shared shared bath',
} as const;

export type RoomPriceType = keyof typeof ROOM_PRICE_TYPES;

/** A room type's words; a value that is not one of the codes is shown as it is. */
export function roomTypeLabel(roomType: RoomPriceType | string): string {
  return (ROOM_PRICE_TYPES as Record<string, string>)[roomType] ?? roomType;
}

/** Who is going (spec 001 §4): alone, with a friend who pays for both, or Just BFs splitting the cost. */
export type WhoIsGoing = 'solo' | 'bff' | 'justBFs';
const WHO_IS_GOING: Record<WhoIsGoing, string> = { solo: 'Solo', bff: 'BFF', justBFs: 'Just BFs' };

/** The trip's date set, the fullDate of the spec's payment link e-mail: 'Sat, Jun 5th, 2027 to Sat, Jun 12th, 2027'. */
export function tripDates(startDate: string, endDate: string): string {
  return `${formatEmailDate(startDate)} to ${formatEmailDate(endDate)}`;
}

/** When a Just-BF's 24 hours end, from the moment her half was invoiced: 'Tue, Mar 2nd, 2027 at 6:30 PM UTC'. */
export function justBfDeadline(invoicedAt: string | Date): string {
  const deadline = new Date(new Date(invoicedAt).getTime() + JUST_BF_PAYMENT_HOURS * 3_600_000);
  if (Number.isNaN(deadline.getTime())) throw new RangeError(`Not a moment: ${String(invoicedAt)}`);
  return `${formatEmailDate(deadline)} at ${formatDecimalHour(deadline.getUTCHours() + deadline.getUTCMinutes() / 60)} UTC`;
}

/** A payment link is a page of the site (/go-solo/book/12) or a full address the admin pasted. */
function onSiteOrAbsolute(link: string, ctx: EmailContext): string {
  return /^https?:\/\//i.test(link) ? link : ctx.links.page(link);
}

interface TripOfBooking {
  goSoloId: number;
  title: string;
  /** The booked date set, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  roomType: RoomPriceType | string;
}

function TripDetails({
  trip,
  extra = [],
}: {
  trip: TripOfBooking;
  extra?: ReadonlyArray<readonly [string, string | null | undefined]>;
}) {
  return (
    <Details
      rows={[
        ['Trip', trip.title],
        ['Dates', tripDates(trip.startDate, trip.endDate)],
        ['Room', roomTypeLabel(trip.roomType)],
        ...extra,
      ]}
    />
  );
}

const SICILY: TripOfBooking = {
  goSoloId: 31,
  title: 'Slow summer in Sicily',
  startDate: '2027-06-05',
  endDate: '2027-06-12',
  roomType: 'privateEnSuite',
};

/** GoSolo payment link e-mail (spec 001 §3): link, title, fullDate (from the date set), roomType, guestName, profileId. */
interface GoSoloPaymentLink extends TripOfBooking {
  link: string;
  guestName: string;
  profileId: number;
  isDiamond?: boolean;
}

export const goSoloPaymentLink = defineEmail<GoSoloPaymentLink>({
  type: 'goSoloPaymentLink',
  area: 'gosolo',
  audience: 'member',
  sentWhen:
    'An admin sends a member the payment link for her place on a GoSolo trip (after her interest, or for a private trip).',
  subject: (data) => `Your payment link for ${data.title}`,
  preview: (data) => `${roomTypeLabel(data.roomType)}, ${tripDates(data.startDate, data.endDate)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        Your place on <Link href={ctx.links.goSoloTrip(data.goSoloId)}>{data.title}</Link> is ready to book. Pay with
        the link below to secure it.
      </Paragraph>
      <TripDetails trip={data} />
      {data.isDiamond ? (
        <Paragraph>
          As a Diamond member you save {DIAMOND_GOSOLO_DISCOUNT_PERCENT}% on GoSolo trips; the discount is applied at
          payment.
        </Paragraph>
      ) : null}
      <Action href={onSiteOrAbsolute(data.link, ctx)}>Pay and book my place</Action>
      <SmallPrint>Places on GoSolo trips are limited and go to the first members who pay.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: { ...SICILY, link: '/go-solo/book/31', guestName: 'Olivia', profileId: 2145, isDiamond: true },
});

interface GoSoloBookingConfirmed extends TripOfBooking {
  firstName: string;
  bookingId: number;
  whoIsGoing: WhoIsGoing;
  /** The BFF or Just BF she travels with. */
  friendName?: string | null;
  currency: string;
  /** The trip price before any discount. */
  price: number;
  /** Her Diamond 20% discount, when she is a Diamond member. */
  diamondDiscount?: number | null;
  /** What she paid. */
  total: number;
}

export const goSoloBookingConfirmed = defineEmail<GoSoloBookingConfirmed>({
  type: 'goSoloBookingConfirmed',
  area: 'gosolo',
  audience: 'member',
  sentWhen: 'A GoSolo booking is paid in full (for Just BFs, once both halves are paid).',
  subject: (data) => `You're going on ${data.title}!`,
  preview: (data) => `Your GoSolo trip starts ${formatEmailDate(data.startDate)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Your place on {data.title} is booked
        {data.friendName && data.whoIsGoing !== 'solo' ? `, and you are travelling with ${data.friendName}` : ''}. We
        can’t wait for this trip!
      </Paragraph>
      <TripDetails
        trip={data}
        extra={[
          ['Booking', `#${data.bookingId}`],
          ['Who is going', WHO_IS_GOING[data.whoIsGoing]],
          ['Trip price', formatMoney(data.price, data.currency)],
          [
            `Diamond discount (${DIAMOND_GOSOLO_DISCOUNT_PERCENT}%)`,
            data.diamondDiscount ? `−${formatMoney(data.diamondDiscount, data.currency)}` : null,
          ],
          [data.whoIsGoing === 'justBFs' ? 'Your half, paid' : 'Paid', formatMoney(data.total, data.currency)],
        ]}
      />
      <Action href={ctx.links.goSoloTrip(data.goSoloId)}>See the trip</Action>
      <SmallPrint>
        Your bookings and receipts are on your <Link href={ctx.links.page('/go-solo-bookings')}>GoSolo bookings</Link>{' '}
        page.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    ...SICILY,
    firstName: 'Olivia',
    bookingId: 412,
    whoIsGoing: 'bff',
    friendName: 'Grace Kim',
    currency: 'USD',
    price: 2900,
    diamondDiscount: 580,
    total: 2320,
  },
});

/** Just BFs (spec 001 §4): the friend is sent her half of the invoice and has 24 hours to pay. */
interface GoSoloFriendInvoice extends TripOfBooking {
  friendName: string;
  bookedByName: string;
  bookingId: number;
  amount: number;
  currency: string;
  /** When her half was invoiced (ISO); her 24 hours run from here. */
  invoicedAt: string;
}

export const goSoloFriendInvoice = defineEmail<GoSoloFriendInvoice>({
  type: 'goSoloFriendInvoice',
  area: 'gosolo',
  audience: 'invitee',
  sentWhen:
    'A member books a GoSolo trip as Just BFs: her friend is sent her half of the invoice, to pay within 24 hours.',
  subject: (data) => `${data.bookedByName} booked ${data.title} for you both: your half is ready`,
  preview: (data) =>
    `Pay ${formatMoney(data.amount, data.currency)} within ${JUST_BF_PAYMENT_HOURS} hours to keep your place.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.friendName} />
      <Paragraph>
        {data.bookedByName} has booked {data.title} for the two of you as Just BFs, splitting the cost. Here is your
        half of the invoice.
      </Paragraph>
      <TripDetails trip={data} extra={[['Your half', formatMoney(data.amount, data.currency)]]} />
      <Paragraph>
        You have {JUST_BF_PAYMENT_HOURS} hours to pay, until {justBfDeadline(data.invoicedAt)}. If your half is not paid
        by then, the booking is cancelled as unpaid for both of you.
      </Paragraph>
      <Action href={ctx.links.page(`/go-solo-remaining-payment/${encodeURIComponent(data.bookingId)}`)}>
        Pay my half
      </Action>
      <SmallPrint>
        Curious about the trip? <Link href={ctx.links.goSoloTrip(data.goSoloId)}>See everything it includes</Link>.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    ...SICILY,
    roomType: 'sharedEnSuite',
    friendName: 'Grace',
    bookedByName: 'Olivia Bennett',
    bookingId: 412,
    amount: 725,
    currency: 'USD',
    invoicedAt: '2027-03-01T18:30:00Z',
  },
});

/** Just BFs: the member who booked has paid her half; her friend's 24 hours are running. */
interface GoSoloAwaitingFriend extends TripOfBooking {
  firstName: string;
  friendName: string;
  bookingId: number;
  /** Her half, paid. */
  amount: number;
  currency: string;
  /** When the friend's half was invoiced (ISO). */
  invoicedAt: string;
}

export const goSoloAwaitingFriend = defineEmail<GoSoloAwaitingFriend>({
  type: 'goSoloAwaitingFriend',
  area: 'gosolo',
  audience: 'member',
  sentWhen:
    'A member books as Just BFs and pays her half: she is told her friend was sent the other half and has 24 hours to pay.',
  subject: (data) => `Your half is paid: now it's ${data.friendName}'s turn`,
  preview: (data) => `${data.friendName} has ${JUST_BF_PAYMENT_HOURS} hours to pay her half of ${data.title}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Thank you, your half of {data.title} is paid. We have sent {data.friendName} her half of the invoice. She has{' '}
        {JUST_BF_PAYMENT_HOURS} hours to pay it, until {justBfDeadline(data.invoicedAt)}; once she has, your places are
        booked and we will confirm. If her half is not paid in time, the booking is cancelled as unpaid.
      </Paragraph>
      <TripDetails
        trip={data}
        extra={[
          ['Booking', `#${data.bookingId}`],
          ['Your half, paid', formatMoney(data.amount, data.currency)],
        ]}
      />
      <Action href={ctx.links.goSoloTrip(data.goSoloId)}>See the trip</Action>
      <SignOff />
    </>
  ),
  sample: {
    ...SICILY,
    roomType: 'sharedEnSuite',
    firstName: 'Olivia',
    friendName: 'Grace',
    bookingId: 412,
    amount: 725,
    currency: 'USD',
    invoicedAt: '2027-03-01T18:30:00Z',
  },
});

/** How a GoSolo booking ended cancelled (spec 001 §4): canceled, canceled by admin, unpaid and canceled. */
export type GoSoloCancellation = 'canceled' | 'canceledByAdmin' | 'unpaidAndCanceled';

interface GoSoloBookingCancelled extends TripOfBooking {
  firstName: string;
  bookingId: number;
  reason: GoSoloCancellation;
  refundAmount?: number | null;
  currency?: string | null;
}

const CANCELLATION_SUBJECTS: Record<GoSoloCancellation, string> = {
  canceled: 'Your GoSolo booking is cancelled',
  canceledByAdmin: 'Your GoSolo booking was cancelled by the Golightly team',
  unpaidAndCanceled: 'Your GoSolo booking was cancelled as unpaid',
};

export const goSoloBookingCancelled = defineEmail<GoSoloBookingCancelled>({
  type: 'goSoloBookingCancelled',
  area: 'gosolo',
  audience: 'member',
  sentWhen:
    'A GoSolo booking is cancelled: by the member (canceled), by an admin (canceledByAdmin), or because it was not paid in time, a Just-BF half included (unpaidAndCanceled).',
  subject: (data) => CANCELLATION_SUBJECTS[data.reason],
  preview: (data) => `${data.title}, ${tripDates(data.startDate, data.endDate)}.`,
  Body: ({ data, ctx }) => {
    const trip = `${data.title}, ${startedOrStarting(data.startDate, ctx.now)} on ${formatEmailDate(data.startDate)}`;
    return (
      <>
        <Greeting name={data.firstName} />
        <Paragraph>
          {data.reason === 'canceled'
            ? `As you asked, your booking #${data.bookingId} for ${trip}, is cancelled.`
            : data.reason === 'canceledByAdmin'
              ? `We are sorry to tell you that the Golightly team has cancelled your booking #${data.bookingId} for ${trip}. We will be in touch if you have any questions.`
              : `Your booking #${data.bookingId} for ${trip}, was not paid in full in time, so it has been cancelled and your place released.`}
        </Paragraph>
        <TripDetails
          trip={data}
          extra={[
            ['Refund', data.refundAmount && data.currency ? formatMoney(data.refundAmount, data.currency) : null],
          ]}
        />
        <Action href={ctx.links.goSoloTrip(data.goSoloId)}>See the trip</Action>
        <SmallPrint>There are more GoSolo trips on the GoSolo page whenever you are ready for the next one.</SmallPrint>
        <SignOff />
      </>
    );
  },
  sample: {
    ...SICILY,
    firstName: 'Olivia',
    bookingId: 412,
    reason: 'canceledByAdmin',
    refundAmount: 2320,
    currency: 'USD',
  },
});

interface GoSoloBookingCancelledAdmin extends TripOfBooking {
  guestName: string;
  profileId: number;
  bookingId: number;
  reason: GoSoloCancellation;
}

const CANCELLATION_WORDS: Record<GoSoloCancellation, string> = {
  canceled: 'cancelled by the member',
  canceledByAdmin: 'cancelled by an admin',
  unpaidAndCanceled: 'cancelled as unpaid',
};

export const goSoloBookingCancelledAdmin = defineEmail<GoSoloBookingCancelledAdmin>({
  type: 'goSoloBookingCancelledAdmin',
  area: 'gosolo',
  audience: 'admin',
  sentWhen:
    'Any GoSolo booking is cancelled, whichever of the three ways (spec 001 §6: the admin is told of cancellations).',
  subject: (data) => `GoSolo booking #${data.bookingId} ${CANCELLATION_WORDS[data.reason]}`,
  preview: (data) => `${data.guestName}, ${data.title}: a place is free again.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        The booking #{data.bookingId} of <Link href={ctx.links.profile(data.profileId)}>{data.guestName}</Link> for{' '}
        {data.title} was {CANCELLATION_WORDS[data.reason]}. Her place is free again for the waiting list.
      </Paragraph>
      <TripDetails trip={data} />
      <Action href={ctx.links.page('/siteadmin/go-solo-booking')}>Open GoSolo bookings</Action>
    </>
  ),
  sample: { ...SICILY, guestName: 'Grace Kim', profileId: 2146, bookingId: 412, reason: 'unpaidAndCanceled' },
});

interface GoSoloWaitingList extends TripOfBooking {
  firstName: string;
}

export const goSoloWaitingList = defineEmail<GoSoloWaitingList>({
  type: 'goSoloWaitingList',
  area: 'gosolo',
  audience: 'member',
  sentWhen: 'A member joins the waiting list of a sold-out GoSolo trip.',
  subject: (data) => `You're on the waiting list for ${data.title}`,
  preview: () => 'This trip is sold out; we will tell you as soon as a place opens.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        {data.title} is sold out, and you are now on its waiting list. If a place opens up we will let you know straight
        away, so you can book it before anyone else.
      </Paragraph>
      <TripDetails trip={data} />
      <Action href={ctx.links.goSoloTrip(data.goSoloId)}>See the trip</Action>
      <SignOff />
    </>
  ),
  sample: { ...SICILY, firstName: 'Hana', roomType: 'privateLuxSharedBath' },
});

interface GoSoloInterest extends TripOfBooking {
  guestName: string;
  profileId: number;
  email: string;
  phoneNumber?: string | null;
  whoIsGoing?: WhoIsGoing | null;
  isDiamond?: boolean;
  message?: string | null;
}

export const goSoloInterest = defineEmail<GoSoloInterest>({
  type: 'goSoloInterest',
  area: 'gosolo',
  audience: 'admin',
  sentWhen:
    'A member registers her interest in a GoSolo trip (status interested); the admin follows up, e.g. with a payment link.',
  subject: (data) => `${data.guestName} is interested in ${data.title}`,
  preview: (data) => `${roomTypeLabel(data.roomType)}, ${tripDates(data.startDate, data.endDate)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.profileId)}>{data.guestName}</Link> would like to join{' '}
        <Link href={ctx.links.goSoloTrip(data.goSoloId)}>{data.title}</Link>.
      </Paragraph>
      <TripDetails
        trip={data}
        extra={[
          ['E-mail', data.email],
          ['Phone', data.phoneNumber],
          ['Who is going', data.whoIsGoing ? WHO_IS_GOING[data.whoIsGoing] : null],
          ['Diamond member', data.isDiamond ? `Yes (${DIAMOND_GOSOLO_DISCOUNT_PERCENT}% GoSolo discount)` : null],
        ]}
      />
      {data.message ? <Quote>{data.message}</Quote> : null}
      <Action href={ctx.links.page('/siteadmin/go-solo-user-request')}>Open GoSolo requests</Action>
    </>
  ),
  sample: {
    ...SICILY,
    guestName: 'Hana Suzuki',
    profileId: 2201,
    email: 'hana.suzuki@example.com',
    phoneNumber: '+1 415 555 0142',
    whoIsGoing: 'bff',
    isDiamond: true,
    message: 'My sister and I would love the June dates. Could we have rooms next to each other?',
  },
});

export const GOSOLO_EMAILS = [
  goSoloPaymentLink,
  goSoloBookingConfirmed,
  goSoloFriendInvoice,
  goSoloAwaitingFriend,
  goSoloBookingCancelled,
  goSoloBookingCancelledAdmin,
  goSoloWaitingList,
  goSoloInterest,
];
