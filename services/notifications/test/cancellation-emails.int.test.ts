// The cancellation e-mails (issue 17 item 2, decision 0055), sent from bookings-payments' ReservationStatusChanged:
// the guest, the host and the admins hear of a stay cancelled by either side with the refund and payout the event
// carries under its policy; a zero payout is said plainly. Over a real Postgres event log, rendered and delivered to a
// real SMTP listener.
import type { MessageInitShape } from '@bufbuild/protobuf';
import { ReservationStatusChangedSchema, type ReservationStatusChanged } from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { ADMINS, stayFacts, useMailService } from './support/mail-service';

type Change = Exclude<MessageInitShape<typeof ReservationStatusChangedSchema>, ReservationStatusChanged>;

describe('the cancellation e-mails', () => {
  const mail = useMailService('notifications_cancellations');
  const { registered, delivered } = mail;
  const listingOf = (host: { userId: string }, title: string) => mail.listed(host, title, { checkInStart: '15:00' });

  const cancelled = (
    guest: { userId: string },
    host: { userId: string },
    listing: { listId: number; title: string },
    change: Partial<Change>,
  ) => {
    const facts = stayFacts(guest, host, listing);
    const reservationId = Number(facts.reservationId);
    const event: Change = {
      ...facts,
      timeZone: 'Europe/Lisbon',
      statusLabel: '',
      fromStatus: 'confirmed',
      tellAdmin: true,
      ...change,
    };
    return {
      reservationId,
      publish: () => mail.service.publish('bookings-payments', ReservationStatusChangedSchema, event),
    };
  };

  it('tells guest, host and admins of a guest cancellation; a zero payout is said plainly', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Sunny Alfama flat');
    const stay = cancelled(maya, ines, listing, {
      toStatus: 'cancelledByGuest',
      action: 'cancelByGuest',
      actorRole: 'guest',
      reason: 'My plans changed.',
      guestRefundMinor: 128650n,
      hostPayoutMinor: 0n,
      cancellationPolicy: 'moderate',
    });
    await stay.publish();
    const toGuest = await delivered(maya.email, `Your reservation at ${listing.title} is cancelled`);
    expect(toGuest.text).toContain('Under the Moderate cancellation policy, €1,286.50 will be refunded to your card.');
    const toHost = await delivered(ines.email, `Maya cancelled her reservation at ${listing.title}`);
    expect(toHost.text).toContain('there is no payout for this reservation: you will receive nothing for it.');
    expect(toHost.text).toContain('My plans changed.');
    await delivered(ADMINS, `Reservation ${stay.reservationId + 1000} cancelled by guest`);
  });

  it("tells the guest of the host's cancellation with her full refund and the host of no payout", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Garden house');
    await cancelled(maya, ines, listing, {
      toStatus: 'cancelledByHost',
      action: 'cancelByHost',
      actorRole: 'host',
      guestRefundMinor: 128650n,
      hostPayoutMinor: 0n,
      cancellationPolicy: 'strict',
    }).publish();
    const toGuest = await delivered(maya.email, 'Inês had to cancel your reservation');
    expect(toGuest.text).toContain('You will be refunded €1,286.50.');
    await delivered(ines.email, "You cancelled Maya's reservation");
  });

  it('tells the admins, and only them, of a begun stay the guest asks to cancel: who asked, why, and what confirming would do', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Hillside cottage');
    const stay = cancelled(maya, ines, listing, {
      toStatus: 'cancellationRequested',
      action: 'requestCancellation',
      actorRole: 'guest',
      reason: 'There has been no hot water since we arrived.',
      guestRefundMinor: 34000n,
      hostPayoutMinor: 85000n,
      cancellationPolicy: 'strict',
    });
    await stay.publish();
    const notice = await delivered(
      ADMINS,
      `Cancellation requested for reservation ${stay.reservationId + 1000} by guest`,
    );
    expect(notice.text).toContain(`Maya (guest) asked to cancel reservation ${stay.reservationId + 1000}`);
    expect(notice.text).toContain('There has been no hot water since we arrived.');
    expect(notice.text).toContain('Refund to guest if confirmed: €340');
    expect(notice.text).toContain('Payout to host if confirmed: €850');
    expect(notice.html).toContain(`https://club.example/siteadmin/viewreservation/${stay.reservationId}`);
    // The request's e-mails are queued in one transaction with the event: neither member was e-mailed.
    expect(await mail.db()('email_messages').whereIn('recipient', [maya.email, ines.email])).toEqual([]);
  });

  it("names the host's side when her co-host asks, and says when no reason was given", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Harbour flat');
    const stay = cancelled(maya, ines, listing, {
      toStatus: 'cancellationRequested',
      action: 'requestCancellation',
      actorRole: 'coHost',
      guestRefundMinor: 128650n,
      hostPayoutMinor: 0n,
      cancellationPolicy: 'flexible',
    });
    await stay.publish();
    const notice = await delivered(
      ADMINS,
      `Cancellation requested for reservation ${stay.reservationId + 1000} by host`,
    );
    expect(notice.text).toContain("Inês's co-host asked to cancel");
    expect(notice.text).toContain('No reason was given.');
  });
});
