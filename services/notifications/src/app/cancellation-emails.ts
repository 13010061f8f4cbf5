// The cancellation e-mails of spec 001 §4 (issue 17 item 2, decision 0055): when a stay is cancelled by the guest or
// by the host, ReservationStatusChanged carries the refund, the host's payout and the policy they were worked out
// under, and the guest, the host and (when the event says the admin is told) the admins get the catalogue's
// cancellation e-mails. A zero payout is said plainly (the catalogue's sentence). When either side asks to cancel a
// stay that has begun (cancellationRequested), only an admin can decide, so the admins are told who asked, why, and
// what confirming would refund and pay. Each e-mail is queued in the event's transaction under its id, so a
// redelivered event sends nothing twice; a member notifications has not heard of is recorded as unsent.
import type { Knex } from '@golightly/db';
import { CANCELLATION_POLICIES, isCancellationPolicy } from '@golightly/listing-rules';
import { fromMinor } from '../domain/booking-mail';
import type {
  CancellationAsker,
  CancellationData,
  CancellationPolicy,
  CancellationRequestData,
} from '../domain/emails/catalogue/stays-cancellations';
import type { ReservationChange } from './booking-emails';
import type { EventFact, MailSettings } from './email-queue';
import { openStayMail } from './stay-mail';

/** The statuses a cancellation ends in, and who cancelled. */
const CANCELLED_BY: Readonly<Record<string, 'guest' | 'host'>> = {
  cancelledByGuest: 'guest',
  cancelledByHost: 'host',
};

const REQUESTED = 'cancellationRequested';

/** Who asks, as the event's actor role names her; anyone else (an older event without it) is read as the guest. */
const ASKERS: Readonly<Record<string, CancellationAsker>> = { guest: 'guest', host: 'host', coHost: 'coHost' };

export interface CancellationChange extends ReservationChange {
  /** What the guest gets back; absent on an event that does not carry it (then no amount is invented). */
  guestRefundMinor?: number | bigint;
  /** The policy's code (flexible, moderate, strict, superStrict30). */
  cancellationPolicy: string;
  /** Who moved the stay: guest, host, coHost, admin or system. */
  actorRole?: string;
}

/** The policy as the e-mails name it; a code the club does not know (an older event) reads as itself. */
const policyLabel = (code: string): CancellationPolicy =>
  (isCancellationPolicy(code) ? CANCELLATION_POLICIES[code].label : code) as CancellationPolicy;

export async function mailCancellation(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  change: CancellationChange,
): Promise<void> {
  const cancelledBy = CANCELLED_BY[change.toStatus];
  const requested = change.toStatus === REQUESTED;
  if (!cancelledBy && !requested) return;
  if (change.guestRefundMinor === undefined || change.hostPayoutMinor === undefined) return;
  const { stay, send } = await openStayMail(trx, settings, event, change);
  const terms = {
    cancellationPolicy: policyLabel(change.cancellationPolicy),
    refundToGuest: fromMinor(change.guestRefundMinor, change.currency),
    payoutToHost: fromMinor(change.hostPayoutMinor, change.currency),
    message: change.reason || null,
  };
  if (!cancelledBy) {
    const request: CancellationRequestData = {
      ...stay,
      ...terms,
      requestedBy: ASKERS[change.actorRole ?? ''] ?? 'guest',
    };
    await send('cancellationRequestedToAdmin', 'admin', request);
    return;
  }
  const data: CancellationData = { ...stay, cancelledBy, ...terms };
  await send('cancellationToGuest', 'guest', data);
  await send('cancellationToHost', 'host', data);
  if (change.tellAdmin) await send('cancellationToAdmin', 'admin', data);
}
