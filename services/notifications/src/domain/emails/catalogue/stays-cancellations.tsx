// Stays e-mails of cancellations and the security deposit (spec 001 §4, §9): cancellation by guest or host to guest,
// host and admin with the refund or payout of the policy, and the deposit claim, its review and its refund.
import { type AnyEmailDefinition, defineEmail, type EmailContext } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate, startedOrStarting } from '../format';
import { DEPOSIT_CLAIM_DAYS } from './stays-arrivals';
import { SAMPLE_STAY, StayRows, adminReservationNumber, adminStayRows, money, type StayData } from './stays-shared';

/** The cancellation policies and what each refunds (spec 001 §9). */
export const CANCELLATION_POLICIES = {
  Flexible: 'full refund up to 1 day before arrival',
  Moderate: 'full refund up to 5 days before arrival',
  Strict: '50% refund up to 1 week before arrival',
  'Super Strict 30 Days': '50% refund up to 30 days before arrival',
} as const;

export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

export interface CancellationData extends StayData {
  cancelledBy: 'guest' | 'host';
  cancellationPolicy: CancellationPolicy;
  /** What the guest gets back and what the host still receives, as the policy worked them out. */
  refundToGuest: number;
  payoutToHost: number;
  /** The words of the member who cancelled, if she wrote any. */
  message?: string | null;
}

/** 'starting Mon, Apr 12th, 2027' or, once that day has passed, 'started Mon, Apr 12th, 2027' (spec 001 §4). */
export function stayStart(data: Pick<StayData, 'checkIn'>, ctx: EmailContext): string {
  return `${startedOrStarting(data.checkIn, ctx.now)} ${formatEmailDate(data.checkIn)}`;
}

function policyLine(policy: CancellationPolicy): string {
  return `${policy} (${CANCELLATION_POLICIES[policy]})`;
}

/** What the host hears about her payout; a zero payout means she gets nothing (spec 001 §4). */
export function hostPayoutSentence(
  data: Pick<CancellationData, 'payoutToHost' | 'currency' | 'cancellationPolicy'>,
): string {
  return data.payoutToHost > 0
    ? `Under the ${data.cancellationPolicy} cancellation policy, you will receive a payout of ${money(data.payoutToHost, data.currency)} for this reservation.`
    : `Under the ${data.cancellationPolicy} cancellation policy, there is no payout for this reservation: you will receive nothing for it.`;
}

function guestRefundSentence(data: CancellationData): string {
  if (data.cancelledBy === 'host') {
    return `You will be refunded ${money(data.refundToGuest, data.currency)}.`;
  }
  return data.refundToGuest > 0
    ? `Under the ${data.cancellationPolicy} cancellation policy, ${money(data.refundToGuest, data.currency)} will be refunded to your card.`
    : `Under the ${data.cancellationPolicy} cancellation policy, this cancellation is not refundable.`;
}

const cancelledByGuest: CancellationData = {
  ...SAMPLE_STAY,
  cancelledBy: 'guest',
  cancellationPolicy: 'Moderate',
  refundToGuest: 1190,
  payoutToHost: 0,
  message: 'My mother is unwell and I need to stay home. I am so sorry, Inês.',
};

export const cancellationToGuest = defineEmail<CancellationData>({
  type: 'cancellationToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'A reservation is cancelled by the guest or by the host (cancelledByGuest, cancelledByHost).',
  subject: (data) =>
    data.cancelledBy === 'guest'
      ? `Your reservation at ${data.listTitle} is cancelled`
      : `${data.hostName} had to cancel your reservation`,
  preview: (data) => guestRefundSentence(data),
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        {data.cancelledBy === 'guest'
          ? `As you asked, your stay at ${data.listTitle}, ${stayStart(data, ctx)}, is cancelled.`
          : `We are sorry: ${data.hostName} had to cancel your stay at ${data.listTitle}, ${stayStart(data, ctx)}.`}{' '}
        {guestRefundSentence(data)}
      </Paragraph>
      {data.cancelledBy === 'host' ? <MemberMessage data={data} /> : null}
      <StayRows
        stay={data}
        extra={[
          ['Cancellation policy', policyLine(data.cancellationPolicy)],
          ['Refund', money(data.refundToGuest, data.currency)],
        ]}
      />
      {data.cancelledBy === 'host' ? (
        <Action href={ctx.links.home()}>Find another stay</Action>
      ) : (
        <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Open the conversation</Action>
      )}
      <SignOff />
    </>
  ),
  sample: cancelledByGuest,
});

function MemberMessage({ data }: { data: CancellationData }) {
  return data.message ? <Quote>{data.message}</Quote> : null;
}

export const cancellationToHost = defineEmail<CancellationData>({
  type: 'cancellationToHost',
  area: 'stays',
  audience: 'host',
  sentWhen:
    "A reservation at the host's listing is cancelled by the guest or by the host; a zero payout means she gets nothing.",
  subject: (data) =>
    data.cancelledBy === 'guest'
      ? `${data.guestName} cancelled her reservation at ${data.listTitle}`
      : `You cancelled ${data.guestName}'s reservation`,
  preview: (data) => hostPayoutSentence(data),
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        {data.cancelledBy === 'guest'
          ? `${data.guestName} cancelled her stay at ${data.listTitle}, ${stayStart(data, ctx)}.${startedOrStarting(data.checkIn, ctx.now) === 'starting' ? ' The dates are open on your calendar again.' : ''}`
          : `You cancelled ${data.guestName}'s stay at ${data.listTitle}, ${stayStart(data, ctx)}. We have told her, and she is refunded ${money(data.refundToGuest, data.currency)}.`}
      </Paragraph>
      {data.cancelledBy === 'guest' ? <MemberMessage data={data} /> : null}
      <Paragraph>{hostPayoutSentence(data)}</Paragraph>
      <StayRows
        stay={data}
        extra={[
          ['Cancellation policy', policyLine(data.cancellationPolicy)],
          ['Your payout', money(data.payoutToHost, data.currency)],
        ]}
      />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: cancelledByGuest,
});

export const cancellationToAdmin = defineEmail<CancellationData>({
  type: 'cancellationToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A reservation is cancelled by the guest or by the host (spec 001 §6 admin notices: cancellations).',
  subject: (data) => `Reservation ${adminReservationNumber(data.reservationId)} cancelled by ${data.cancelledBy}`,
  preview: (data) =>
    `Refund ${money(data.refundToGuest, data.currency)}, host payout ${money(data.payoutToHost, data.currency)} (${data.cancellationPolicy}).`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.cancelledBy === 'guest' ? `${data.guestName} (guest)` : `${data.hostName} (host)`} cancelled reservation{' '}
        {adminReservationNumber(data.reservationId)} at {data.listTitle}, {stayStart(data, ctx)}.
      </Paragraph>
      <MemberMessage data={data} />
      <StayRows
        stay={data}
        extra={[
          ...adminStayRows(data),
          ['Cancelled by', data.cancelledBy],
          ['Cancellation policy', policyLine(data.cancellationPolicy)],
          ['Total paid', money(data.total, data.currency)],
          ['Refund to guest', money(data.refundToGuest, data.currency)],
          ['Payout to host', money(data.payoutToHost, data.currency)],
        ]}
      />
      <Action href={ctx.links.listing(data.listId)}>Open the listing</Action>
    </>
  ),
  sample: {
    ...cancelledByGuest,
    cancelledBy: 'host',
    refundToGuest: 1286.5,
    message: 'A pipe burst in the bathroom and the flat needs repairs. I am very sorry.',
  },
});

/** Who asked to cancel a begun stay: the guest, the host, or the host's co-host on her side. */
export type CancellationAsker = 'guest' | 'host' | 'coHost';

export interface CancellationRequestData extends StayData {
  requestedBy: CancellationAsker;
  cancellationPolicy: CancellationPolicy;
  /** What confirming would refund and still pay, worked out at the moment she asked (decision 0055). */
  refundToGuest: number;
  payoutToHost: number;
  /** Her reason, in her words, if she gave one. */
  message?: string | null;
}

function askerName(data: Pick<CancellationRequestData, 'requestedBy' | 'guestName' | 'hostName'>): string {
  if (data.requestedBy === 'guest') return `${data.guestName} (guest)`;
  return data.requestedBy === 'host' ? `${data.hostName} (host)` : `${data.hostName}'s co-host`;
}

export const cancellationRequestedToAdmin = defineEmail<CancellationRequestData>({
  type: 'cancellationRequestedToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen:
    'The guest or the host asks to cancel a stay that has begun (cancellationRequested, decision 0055): an admin confirms or refuses it.',
  subject: (data) =>
    `Cancellation requested for reservation ${adminReservationNumber(data.reservationId)} by ${data.requestedBy === 'guest' ? 'guest' : 'host'}`,
  preview: (data) =>
    `If confirmed: refund ${money(data.refundToGuest, data.currency)}, host payout ${money(data.payoutToHost, data.currency)} (${data.cancellationPolicy}).`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {askerName(data)} asked to cancel reservation {adminReservationNumber(data.reservationId)} at {data.listTitle},{' '}
        {stayStart(data, ctx)}. The stay has begun, so the cancellation waits for an admin: please confirm or refuse it
        on the reservation&apos;s page.
      </Paragraph>
      {data.message ? <Quote>{data.message}</Quote> : <Paragraph>No reason was given.</Paragraph>}
      <StayRows
        stay={data}
        extra={[
          ...adminStayRows(data),
          ['Asked by', askerName(data)],
          ['Cancellation policy', policyLine(data.cancellationPolicy)],
          ['Total paid', money(data.total, data.currency)],
          ['Refund to guest if confirmed', money(data.refundToGuest, data.currency)],
          ['Payout to host if confirmed', money(data.payoutToHost, data.currency)],
        ]}
      />
      <Action href={ctx.links.page(`/siteadmin/viewreservation/${data.reservationId}`)}>Open the reservation</Action>
    </>
  ),
  sample: {
    ...SAMPLE_STAY,
    requestedBy: 'guest',
    cancellationPolicy: 'Moderate',
    refundToGuest: 340,
    payoutToHost: 850,
    message: 'The flat has no hot water since yesterday and the host is not answering. I would like to leave today.',
  },
});

export interface DepositClaimData extends StayData {
  securityDeposit: number;
  /** The claim (spec 001 §3 Claim): the amount the host asks for and her reason, in her words. */
  claimedFee: number;
  reason: string;
}

const sampleClaim: DepositClaimData = {
  ...SAMPLE_STAY,
  securityDeposit: 200,
  claimedFee: 85,
  reason: 'A ceramic lamp in the bedroom was broken and the rug has a red wine stain that did not come out.',
};

export const depositClaimToGuest = defineEmail<DepositClaimData>({
  type: 'depositClaimToGuest',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The host claims against the security deposit (within 7 days after check-out): the admin will review it.',
  subject: (data) => `${data.hostName} made a claim on your security deposit`,
  preview: (data) => `A claim of ${money(data.claimedFee, data.currency)}; the Golightly team will review it.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        After your stay at {data.listTitle}, {data.hostName} made a claim of {money(data.claimedFee, data.currency)}{' '}
        against your security deposit of {money(data.securityDeposit, data.currency)}. Her reason:
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <Paragraph>
        The Golightly team will review the claim and may charge the amount to your card. If you see things differently,
        please tell us and {data.hostName} in your message thread.
      </Paragraph>
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: sampleClaim,
});

export const depositClaimToHost = defineEmail<DepositClaimData>({
  type: 'depositClaimToHost',
  area: 'stays',
  audience: 'host',
  sentWhen: 'The host claims against the security deposit: she is told the claim went to the admin.',
  subject: () => 'We received your security deposit claim',
  preview: (data) => `Your claim of ${money(data.claimedFee, data.currency)} is with the Golightly team for review.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.hostName} />
      <Paragraph>
        Your claim of {money(data.claimedFee, data.currency)} against {data.guestName}&apos;s security deposit has gone
        to the Golightly team. We will review it and let you know the outcome.
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <StayRows stay={data} extra={[['Security deposit', money(data.securityDeposit, data.currency)]]} />
      <Action href={ctx.links.messageThread(data.threadId, 'host')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: sampleClaim,
});

export const depositClaimToAdmin = defineEmail<DepositClaimData>({
  type: 'depositClaimToAdmin',
  area: 'stays',
  audience: 'admin',
  sentWhen: 'A host claims against a security deposit (spec 001 §6 admin notices: security-deposit claims).',
  subject: (data) => `Security deposit claim on reservation ${adminReservationNumber(data.reservationId)}`,
  preview: (data) =>
    `${data.hostName} claims ${money(data.claimedFee, data.currency)} of ${money(data.securityDeposit, data.currency)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.hostName} claims {money(data.claimedFee, data.currency)} from {data.guestName}&apos;s security deposit.
        Please review the claim; both members have been told.
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <StayRows
        stay={data}
        extra={[
          ...adminStayRows(data),
          ['Security deposit', money(data.securityDeposit, data.currency)],
          ['Claimed fee', money(data.claimedFee, data.currency)],
        ]}
      />
      <Action href={ctx.links.listing(data.listId)}>Open the listing</Action>
      <SmallPrint>Hosts may claim within {DEPOSIT_CLAIM_DAYS} days after check-out.</SmallPrint>
    </>
  ),
  sample: sampleClaim,
});

interface DepositRefundData extends StayData {
  /** What is refunded: the deposit less any claim the admin allowed. */
  refundAmount: number;
}

export const depositRefundCompleted = defineEmail<DepositRefundData>({
  type: 'depositRefundCompleted',
  area: 'stays',
  audience: 'guest',
  sentWhen: 'The security deposit refund of a stay is completed (refund status completed).',
  subject: () => 'Your security deposit has been refunded',
  preview: (data) => `${money(data.refundAmount, data.currency)} is on its way back to your card.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.guestName} />
      <Paragraph>
        We have refunded {money(data.refundAmount, data.currency)} of your security deposit for your stay at{' '}
        {data.listTitle}. Depending on your bank, it can take a few days to appear on your card.
      </Paragraph>
      <Details
        rows={[
          ['Listing', `${data.listTitle}, ${data.city}`],
          ['Stay', `${formatEmailDate(data.checkIn)} to ${formatEmailDate(data.checkOut)}`],
          ['Confirmation code', data.confirmationCode],
          ['Refunded', money(data.refundAmount, data.currency)],
        ]}
      />
      <Action href={ctx.links.messageThread(data.threadId, 'guest')}>Open the conversation</Action>
      <SignOff />
    </>
  ),
  sample: { ...SAMPLE_STAY, refundAmount: 200 },
});

export const STAYS_CANCELLATION_EMAILS: AnyEmailDefinition[] = [
  cancellationToGuest,
  cancellationToHost,
  cancellationToAdmin,
  cancellationRequestedToAdmin,
  depositClaimToGuest,
  depositClaimToHost,
  depositClaimToAdmin,
  depositRefundCompleted,
];
