// Stays e-mails of inquiries and special prices (spec 001 §4 Inquiry, §9 24-hour windows): the inquiry, the special
// price request, the host's approval or decline, her counter-offer and the guest's answer, and the admin's notice of
// declined offers.
import { type AnyEmailDefinition, defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate } from '../format';
import { guestsLabel, money, type GuestsByKind } from './stays-shared';

/** The host answers an inquiry, the guest books after an approval, and answers a counter-offer, within 24 hours. */
export const OFFER_WINDOW = '24 hours';

/** Special price / counter-offer fields (spec 001 §3); the sender and receiver change with the step. */
export interface OfferData {
  threadId: number;
  listId: number;
  title: string;
  city: string;
  startDate: string;
  endDate: string;
  guests: GuestsByKind;
  currency: string;
  /** The special price for the stay, spelt as the spec spells it; absent on a plain inquiry. */
  isSpecalPrice?: number | null;
  /** What the sender wrote; empty when she wrote nothing. */
  message?: string | null;
  senderName: string;
  senderProfileId: number;
  receiverName: string;
  receiverProfileId: number;
}

function OfferRows({ data }: { data: OfferData }) {
  return (
    <Details
      rows={[
        ['Listing', `${data.title}, ${data.city}`],
        ['Dates', `${formatEmailDate(data.startDate)} to ${formatEmailDate(data.endDate)}`],
        ['Guests', guestsLabel(data.guests)],
        ['Special price', data.isSpecalPrice ? money(data.isSpecalPrice, data.currency) : null],
      ]}
    />
  );
}

function MemberWords({ message }: { message?: string | null }) {
  return message ? <Quote>{message}</Quote> : null;
}

const fromGuest: OfferData = {
  threadId: 90455,
  listId: 3120,
  title: 'Light-filled loft in the Marais',
  city: 'Paris',
  startDate: '2027-05-03',
  endDate: '2027-05-10',
  guests: { women: 2 },
  currency: 'EUR',
  isSpecalPrice: 1150,
  message: 'My friend and I are celebrating our fortieth birthdays. Would you consider a small discount for the week?',
  senderName: 'Priya',
  senderProfileId: 3377,
  receiverName: 'Camille',
  receiverProfileId: 2519,
};

const fromHost: OfferData = {
  ...fromGuest,
  message: 'Happy birthday to you both! I can do this price for the week.',
  senderName: 'Camille',
  senderProfileId: 2519,
  receiverName: 'Priya',
  receiverProfileId: 3377,
};

export const inquiryToHost = defineEmail<OfferData>({
  type: 'inquiryToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: 'A member sends an inquiry about a listing (status inquiry); the host answers within 24 hours.',
  subject: (data) => `${data.senderName} has a question about ${data.title}`,
  preview: () => `Please answer within ${OFFER_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} is thinking of staying at {data.title} and sent you a message. Please answer within{' '}
        {OFFER_WINDOW}.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Reply to {data.senderName}</Action>
      <SignOff />
    </>
  ),
  sample: {
    ...fromGuest,
    isSpecalPrice: null,
    message: 'Is the loft quiet at night? I work early mornings during my stay.',
  },
});

export const specialPriceRequestToHost = defineEmail<OfferData>({
  type: 'specialPriceRequestToHost',
  area: 'stays',
  audience: 'host',
  sentWhen:
    'A member asks the host for a special price (status specialPriceInquiry); the host answers within 24 hours.',
  subject: (data) => `Special price request from ${data.senderName}`,
  preview: (data) =>
    `${data.senderName} asks for ${money(data.isSpecalPrice, data.currency)} for her stay. Please answer within ${OFFER_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} would like to stay at {data.title} for a special price of{' '}
        {money(data.isSpecalPrice, data.currency)}. You can approve it, decline it or send her a counter-offer; please
        answer within {OFFER_WINDOW}.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Answer the request</Action>
      <SignOff />
    </>
  ),
  sample: fromGuest,
});

export const inquiryPreApprovedToGuest = defineEmail<OfferData>({
  type: 'inquiryPreApprovedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: "The host pre-approves a member's inquiry (status preApproved); the guest has 24 hours to book.",
  subject: (data) => `${data.senderName} pre-approved your stay at ${data.title}`,
  preview: () => `Book within ${OFFER_WINDOW} to keep these dates.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} would be happy to host you at {data.title}. You have {OFFER_WINDOW} to book these dates; after
        that the pre-approval ends and the dates may go to someone else.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Book now</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromHost, isSpecalPrice: null, message: 'It is very quiet at night: the bedroom faces the courtyard.' },
});

export const inquiryDeclinedToGuest = defineEmail<OfferData>({
  type: 'inquiryDeclinedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: "The host declines a member's inquiry (status declined).",
  subject: (data) => `${data.senderName} is not able to host you at ${data.title}`,
  preview: () => "Your inquiry was declined. Other members' homes are waiting for you.",
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} is not able to host you at {data.title} from {formatEmailDate(data.startDate)} to{' '}
        {formatEmailDate(data.endDate)}. There are many more members&apos; homes to discover.
      </Paragraph>
      <MemberWords message={data.message} />
      <Action href={ctx.links.home()}>Find another stay</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromHost, isSpecalPrice: null, message: 'I am so sorry, my sister is staying with me that week.' },
});

export const specialPriceApprovedToGuest = defineEmail<OfferData>({
  type: 'specialPriceApprovedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen:
    'The host approves a special price request (status specialPriceHostAccepted); the guest has 24 hours to book.',
  subject: (data) => `${data.senderName} approved your special price`,
  preview: (data) => `Book ${data.title} for ${money(data.isSpecalPrice, data.currency)} within ${OFFER_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} approved your special price of {money(data.isSpecalPrice, data.currency)} for {data.title}.
        You have {OFFER_WINDOW} to book at this price; after that the offer ends and the dates may go to someone else.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Book now</Action>
      <SignOff />
    </>
  ),
  sample: fromHost,
});

export const specialPriceDeclinedToGuest = defineEmail<OfferData>({
  type: 'specialPriceDeclinedToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The host declines a special price request (status specialPriceHostDeclined).',
  subject: (data) => `${data.senderName} could not accept your special price`,
  preview: (data) => `Your request for ${data.title} was declined.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} is not able to offer {data.title} for {money(data.isSpecalPrice, data.currency)} on these
        dates. You can still book at the listed price, or find another home for your trip.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromHost, message: 'I am sorry, that week is already my lowest rate.' },
});

export const counterOfferToGuest = defineEmail<OfferData>({
  type: 'counterOfferToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen:
    'The host sends a counter-offer (status specialPriceHostRequest); the guest has 24 hours to accept or decline.',
  subject: (data) => `${data.senderName} sent you a counter-offer for ${data.title}`,
  preview: (data) =>
    `${money(data.isSpecalPrice, data.currency)} for your stay. Please accept or decline within ${OFFER_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} would like to host you at {data.title} for {money(data.isSpecalPrice, data.currency)}. Please
        accept or decline her counter-offer within {OFFER_WINDOW}; after that it expires.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>See the counter-offer</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromHost, isSpecalPrice: 1240, message: 'I can do €1,240 for the week, breakfast basket included.' },
});

export const counterOfferAcceptedToHost = defineEmail<OfferData>({
  type: 'counterOfferAcceptedToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "The guest accepts the host's counter-offer (status specialPriceGuestAccepted).",
  subject: (data) => `${data.senderName} accepted your counter-offer`,
  preview: (data) => `${data.title}, ${formatEmailDate(data.startDate)} to ${formatEmailDate(data.endDate)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} accepted your counter-offer of {money(data.isSpecalPrice, data.currency)} for {data.title}.
        You will get a confirmation as soon as her booking is paid.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromGuest, isSpecalPrice: 1240, message: 'Thank you, Camille! See you in May.' },
});

export const counterOfferDeclinedToHost = defineEmail<OfferData>({
  type: 'counterOfferDeclinedToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: "The guest declines the host's counter-offer (status specialPriceGuestDeclined).",
  subject: (data) => `${data.senderName} declined your counter-offer`,
  preview: (data) => `Your dates at ${data.title} stay open.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.receiverName} />
      <Paragraph>
        {data.senderName} declined your counter-offer of {money(data.isSpecalPrice, data.currency)} for {data.title}.
        The dates stay open on your calendar.
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: { ...fromGuest, isSpecalPrice: 1240, message: 'Thank you, but that is a little beyond our budget.' },
});

interface DeclinedOfferData extends OfferData {
  /** Which decline it was: the host's of a special price request, or the guest's of a counter-offer. */
  type: 'specialPriceHostDeclined' | 'specialPriceGuestDeclined';
}

export const declinedOfferToAdmin = defineEmail<DeclinedOfferData>({
  type: 'declinedOfferToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A host declines a special price request or a guest declines a counter-offer (spec 001 §4, §6).',
  subject: (data) =>
    data.type === 'specialPriceHostDeclined'
      ? `Special price request declined by host ${data.senderName}`
      : `Counter-offer declined by guest ${data.senderName}`,
  preview: (data) => `${data.title}, ${money(data.isSpecalPrice, data.currency)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.type === 'specialPriceHostDeclined'
          ? `${data.senderName} (host) declined ${data.receiverName}'s special price request.`
          : `${data.senderName} (guest) declined ${data.receiverName}'s counter-offer.`}
      </Paragraph>
      <MemberWords message={data.message} />
      <OfferRows data={data} />
      <Details
        rows={[
          ['Declined by', `${data.senderName} (profile ${data.senderProfileId})`],
          ['Offer from', `${data.receiverName} (profile ${data.receiverProfileId})`],
        ]}
      />
      <Action href={ctx.links.listing(data.listId)}>Open the listing</Action>
      <SmallPrint>
        Status: {data.type === 'specialPriceHostDeclined' ? 'Special price request declined' : 'counter-offer declined'}
      </SmallPrint>
    </>
  ),
  sample: {
    ...fromHost,
    type: 'specialPriceHostDeclined',
    message: 'I am sorry, that week is already my lowest rate.',
  },
});

export const STAYS_INQUIRY_EMAILS: AnyEmailDefinition[] = [
  inquiryToHost,
  specialPriceRequestToHost,
  inquiryPreApprovedToGuest,
  inquiryDeclinedToGuest,
  specialPriceApprovedToGuest,
  specialPriceDeclinedToGuest,
  counterOfferToGuest,
  counterOfferAcceptedToHost,
  counterOfferDeclinedToHost,
  declinedOfferToAdmin,
];
