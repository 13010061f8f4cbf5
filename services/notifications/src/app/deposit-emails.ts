// The security deposit e-mails of spec 001 §4 (issue 17 item 3, decision 0056): when the host claims, the guest is
// told the admin will review it and may charge it, the host that her claim went to the admin, and the admins get the
// security-deposit-claim notice (spec 001 §6); when the deposit's refund is completed, the guest is told how much came
// back. Each e-mail is queued in the event's transaction under its id, so a redelivered event sends nothing twice; a
// member notifications has not heard of is recorded as unsent.
import type { Knex } from '@golightly/db';
import type { DepositStay } from '@golightly/proto';
import { fromMinor } from '../domain/booking-mail';
import type { EventFact, MailSettings } from './email-queue';
import { openStayMail, type StayFacts } from './stay-mail';

/** A deposit's stay as the deposit events carry it; amounts in minor units of `currency`. */
export interface DepositStayFacts extends StayFacts {
  depositMinor: bigint | number;
}

/** The stay a deposit event names, with its defaults for fields an older event lacks. */
export const depositStayFacts = (reservationId: string, stay: DepositStay | undefined): DepositStayFacts => ({
  reservationId,
  confirmationCode: stay?.confirmationCode ?? '',
  listId: stay?.listId ?? 0,
  listingTitle: stay?.listingTitle ?? '',
  hostUserId: stay?.hostUserId ?? '',
  guestUserId: stay?.guestUserId ?? '',
  checkIn: stay?.checkIn ?? '',
  checkOut: stay?.checkOut ?? '',
  depositMinor: stay?.depositMinor ?? 0n,
  currency: stay?.currency ?? '',
  totalMinor: stay?.totalMinor ?? 0n,
  guests: {
    women: stay?.guestWomen ?? 0,
    men: stay?.guestMen ?? 0,
    children: stay?.guestChildren ?? 0,
    others: stay?.guestOthers ?? 0,
    infants: stay?.guestInfants ?? 0,
    pets: stay?.pets ?? 0,
  },
});

export type DepositMail =
  | { kind: 'claimed'; stay: DepositStayFacts; claimedMinor: bigint | number; reason: string }
  | { kind: 'settled'; stay: DepositStayFacts; refundedMinor: bigint | number };

export async function mailDepositEvent(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  what: DepositMail,
): Promise<void> {
  const facts = what.stay;
  if (what.kind === 'settled' && Number(what.refundedMinor) <= 0) return;
  const { stay, send } = await openStayMail(trx, settings, event, facts);

  if (what.kind === 'settled') {
    await send('depositRefundCompleted', 'guest', {
      ...stay,
      refundAmount: fromMinor(what.refundedMinor, facts.currency),
    });
    return;
  }
  const claim = {
    ...stay,
    securityDeposit: fromMinor(facts.depositMinor, facts.currency),
    claimedFee: fromMinor(what.claimedMinor, facts.currency),
    reason: what.reason,
  };
  await send('depositClaimToGuest', 'guest', claim);
  await send('depositClaimToHost', 'host', claim);
  await send('depositClaimToAdmin', 'admin', claim);
}
