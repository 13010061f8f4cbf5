// Concierge and contact e-mails: a concierge request to the admin with every field and the member's confirmation (a
// reply within 24 to 48 hours, spec 001 §9), and a contact-us message to the admin (spec 001 §3 Concierge request,
// Contact message).
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import { Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate, formatMoney } from '../format';

/** Spec 001 §9: the concierge replies within 24 to 48 hours. */
export const CONCIERGE_REPLY_WINDOW = '24 to 48 hours';
/** Spec 001 §5: a budget is per month when the stay is 30 days or longer. */
const MONTHLY_BUDGET_DAYS = 30;

/** Concierge request (spec 001 §3). name is the name given on the form, requestorName the member who sent it. */
export interface ConciergeRequest {
  name: string;
  requestorName: string;
  email: string;
  /** The day she sent the request (YYYY-MM-DD or ISO). */
  date: string;
  location: string;
  totalTravellers: number;
  totalRooms: number;
  datesFlexible: boolean;
  budget: number;
  currency: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  detailedMessage?: string | null;
}

/** Days between two calendar days. */
function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}

/** '$4,500 per month' for a stay of 30 days or longer, else '$1,200'. */
export function conciergeBudget(
  request: Pick<ConciergeRequest, 'budget' | 'currency' | 'startDate' | 'endDate'>,
): string {
  const amount = formatMoney(request.budget, request.currency);
  return daysBetween(request.startDate, request.endDate) >= MONTHLY_BUDGET_DAYS ? `${amount} per month` : amount;
}

const conciergeDates = (request: ConciergeRequest) =>
  `${formatEmailDate(request.startDate)} to ${formatEmailDate(request.endDate)}`;

function ConciergeDetails({ request, forAdmin }: { request: ConciergeRequest; forAdmin: boolean }) {
  return (
    <Details
      rows={[
        ...(forAdmin
          ? ([
              ['Name', request.name],
              ['Member', request.requestorName !== request.name ? request.requestorName : null],
              ['E-mail', request.email],
              ['Sent', formatEmailDate(request.date)],
            ] as const)
          : []),
        ['Where', request.location],
        ['Dates', conciergeDates(request)],
        ['Dates flexible', request.datesFlexible ? 'Yes' : 'No'],
        ['Travellers', String(request.totalTravellers)],
        ['Rooms', String(request.totalRooms)],
        ['Budget', conciergeBudget(request)],
      ]}
    />
  );
}

const AMALFI: ConciergeRequest = {
  name: 'Catherine Dubois',
  requestorName: 'Catherine Dubois',
  email: 'catherine.dubois@example.com',
  date: '2027-02-02',
  location: 'Amalfi Coast, Italy',
  totalTravellers: 4,
  totalRooms: 2,
  datesFlexible: true,
  budget: 6000,
  currency: 'EUR',
  startDate: '2027-05-20',
  endDate: '2027-05-27',
  detailedMessage:
    'A birthday trip for my mother and two aunts. Somewhere with a sea view and no long staircases, and a boat day to Capri if possible.',
};

export const conciergeRequest = defineEmail<ConciergeRequest>({
  type: 'conciergeRequest',
  area: 'concierge',
  audience: 'admin',
  sentWhen: 'A member sends the concierge form; the admin replies within 24 to 48 hours.',
  subject: (data) => `Concierge request from ${data.requestorName}: ${data.location}`,
  preview: (data) =>
    `${data.totalTravellers} travellers, ${formatEmailDate(data.startDate)}. Reply within ${CONCIERGE_REPLY_WINDOW}.`,
  Body: ({ data }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.requestorName} has asked the concierge for help. She has been told to expect a reply within{' '}
        {CONCIERGE_REPLY_WINDOW}.
      </Paragraph>
      <ConciergeDetails request={data} forAdmin />
      {data.detailedMessage ? <Quote>{data.detailedMessage}</Quote> : null}
      <Paragraph>
        Reply to {data.name} at{' '}
        <Link
          href={`mailto:${data.email}?subject=${encodeURIComponent(`Your Golightly concierge request: ${data.location}`)}`}
        >
          {data.email}
        </Link>
        .
      </Paragraph>
    </>
  ),
  sample: AMALFI,
});

export const conciergeRequestReceived = defineEmail<ConciergeRequest>({
  type: 'conciergeRequestReceived',
  area: 'concierge',
  audience: 'member',
  sentWhen: 'A member sends the concierge form: her confirmation, with what she asked for.',
  subject: () => 'We have your concierge request',
  preview: () => `Our concierge will reply within ${CONCIERGE_REPLY_WINDOW}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>
        Thank you for your request. Our concierge is on it and will reply within {CONCIERGE_REPLY_WINDOW}, at{' '}
        {data.email}.
      </Paragraph>
      <ConciergeDetails request={data} forAdmin={false} />
      {data.detailedMessage ? <Quote>{data.detailedMessage}</Quote> : null}
      <SmallPrint>
        Something to add or change? Send it from the <Link href={ctx.links.page('/concierge')}>concierge page</Link> and
        mention this request.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: { ...AMALFI, name: 'Catherine' },
});

/** Contact message (spec 001 §3): name, email, phoneNumber, ContactMessage. */
interface ContactMessage {
  name: string;
  email: string;
  phoneNumber?: string | null;
  ContactMessage: string;
}

export const contactMessage = defineEmail<ContactMessage>({
  type: 'contactMessage',
  area: 'concierge',
  audience: 'admin',
  sentWhen: 'Someone sends the contact-us form.',
  subject: (data) => `Contact message from ${data.name}`,
  preview: (data) => data.ContactMessage.replace(/\s+/g, ' ').slice(0, 90),
  Body: ({ data }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>{data.name} wrote through the contact-us page:</Paragraph>
      <Details
        rows={[
          ['Name', data.name],
          ['E-mail', data.email],
          ['Phone', data.phoneNumber],
        ]}
      />
      <Quote>{data.ContactMessage}</Quote>
      <Paragraph>
        Reply to {data.name} at{' '}
        <Link href={`mailto:${data.email}?subject=${encodeURIComponent('Your message to Golightly')}`}>
          {data.email}
        </Link>
        .
      </Paragraph>
    </>
  ),
  sample: {
    name: 'Beatriz Santos',
    email: 'beatriz.santos@example.com',
    phoneNumber: '+351 912 345 678',
    ContactMessage:
      'Hello! I run a small guesthouse in Sintra owned by women. How can I list it with Golightly and what does it cost?',
  },
});

export const CONCIERGE_EMAILS = [conciergeRequest, conciergeRequestReceived, contactMessage];
