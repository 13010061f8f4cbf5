// The booking e-mails of spec 001 §4, sent from bookings-payments' ReservationStatusChanged (issue 16 item 6): each
// move reaches the guest, the host or the admins with the stay the event carries, the names and addresses of the
// member directory and the listing's city and arrival times from ListingTermsChanged, over a real Postgres event log,
// rendered and delivered by the mail worker to a real SMTP listener. One e-mail per event, however often delivered.
import { randomInt, randomUUID } from 'node:crypto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { ListingApprovalStatus, ReservationStatusChangedSchema, type ReservationStatusChanged } from '@golightly/proto';
import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { formatEmailDate } from '../src/domain/emails/format';
import { ADMINS, stayFacts, useMailService, type Member } from './support/mail-service';

const SITE = 'https://club.example';
/** The stored quote's fees and payout bookings-payments puts on the event, for the stay's €1,286.50. */
const AMOUNTS = { guestServiceFeeMinor: 9650n, hostServiceFeeMinor: 3500n, hostPayoutMinor: 115500n };

type Change = Exclude<MessageInitShape<typeof ReservationStatusChangedSchema>, ReservationStatusChanged>;

/** The listing links of an e-mail's suggestions, in order. */
const roomLinks = (email: Email) =>
  [...(email.html ?? '').matchAll(/href="([^"]*\/rooms\/[^"]*)"/g)].map((match) => match[1]!);

function actionOf(email: Email): string | undefined {
  const match = /copy this link into your browser: <a href="([^"]*)"/.exec(email.html ?? '');
  return match?.[1]?.replace(/&amp;/g, '&');
}

describe('the booking e-mails', () => {
  const mail = useMailService('notifications_bookings');
  const { registered, delivered, deliveredCount } = mail;
  const db = () => mail.db();
  /** A listing of `host` in Lisbon with its arrival times; resolves once notifications keeps it. */
  const listingOf = (host: Member, title: string) =>
    mail.listed(host, title, { checkInStart: '15:00', checkOutTime: '11:00' });

  /**
   * A listing of `host` as listings-search announces it once live (approved, published, listed, bookable), priced
   * at `nightlyMinor` euro cents a night; `state` overrides any of those. Resolves once notifications keeps it.
   */
  function liveListingOf(
    host: Member,
    title: string,
    place: { city: string; country: string },
    nightlyMinor: number,
    state: { published?: boolean; listed?: boolean; deleted?: boolean; bookable?: boolean } = {},
  ) {
    return mail.listed(
      host,
      title,
      {
        personCapacity: 4,
        currency: 'EUR',
        basePriceMinor: BigInt(nightlyMinor),
        approvalStatus: ListingApprovalStatus.APPROVED,
        published: true,
        listed: true,
        deleted: false,
        bookable: true,
        ...state,
        version: 7,
      },
      place,
    );
  }

  /** A reservation between `guest` and `host` of `listing`; `move` publishes its next ReservationStatusChanged. */
  function reservationOf(guest: Member, host: Member, listing: { listId: number; title: string }) {
    const facts = stayFacts(guest, host, listing);
    const reservationId = Number(facts.reservationId);
    const base: Change = { ...facts, timeZone: 'Europe/Lisbon', guestChildren: 1, statusLabel: '' };
    return {
      reservationId,
      base,
      move: (change: Partial<Change>) =>
        mail.service.publish('bookings-payments', ReservationStatusChangedSchema, { ...base, ...change }),
    };
  }

  it("sends a request to the host and its receipt to the guest, with the listing's city and arrival times", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Sunny Alfama flat');
    const stay = reservationOf(maya, ines, listing);
    await stay.move({
      fromStatus: '',
      toStatus: 'requestToBook',
      action: 'requestToBook',
      actorRole: 'guest',
      guestMessage: 'We are three quiet travellers; may we leave bags early?',
      ...AMOUNTS,
    });

    const request = await delivered(ines.email, `Booking request from Maya for ${formatEmailDate('2027-04-12')}`);
    expect(request.text).toContain('Hi Inês,');
    // her words, which the thread's first message does not e-mail again (decision 0054)
    expect(request.text).toContain('We are three quiet travellers; may we leave bags early?');
    expect(request.text).toContain(`${listing.title}, Lisbon`);
    expect(request.text).toContain('from 3:00 PM');
    expect(request.text).toContain('2 women, 1 child');
    expect(actionOf(request)).toBe(`${SITE}/message/${stay.reservationId}/host`);
    expect(request.text).toContain('Your payout: €1,155');

    const sent = await delivered(maya.email, `Your request to stay at ${listing.title} has been sent`);
    expect(sent.text).toContain('€1,286.50');
    expect(sent.text).toContain(stay.base.confirmationCode);
  });

  it('confirms an accepted request once paid, and an instant booking as one', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Garden house');
    const accepted = reservationOf(maya, ines, listing);
    await accepted.move({ fromStatus: 'requestToBook', toStatus: 'approved', action: 'accept', actorRole: 'host' });
    await accepted.move({ fromStatus: 'approved', toStatus: 'confirmed', action: 'paymentCaptured', ...AMOUNTS });
    const confirmed = await delivered(maya.email, 'Your stay in Lisbon is confirmed');
    expect(confirmed.text).toContain('Service fee: €96.50');
    expect(confirmed.text).toContain('Total charged: €1,286.50');
    const toHost = await delivered(ines.email, `Reservation confirmed: Maya arrives ${formatEmailDate('2027-04-12')}`);
    expect(toHost.text).toContain('Your payout: €1,155');
    expect(toHost.html).toContain(`Confirmation code ${accepted.base.confirmationCode}. Your payout is €1,155.`);

    const instant = reservationOf(maya, ines, { ...listing, title: `${listing.title} (instant)` });
    await instant.move({ fromStatus: '', toStatus: 'intantBooking', action: 'instantBook', actorRole: 'guest' });
    await instant.move({ fromStatus: 'intantBooking', toStatus: 'confirmed', action: 'paymentCaptured', ...AMOUNTS });
    const booked = await delivered(maya.email, `You're booked: ${listing.title} (instant)`);
    expect(booked.text).toContain('Instant Book');
    expect(booked.text).toContain('Service fee: €96.50');
    const instantToHost = await delivered(
      ines.email,
      `New Instant Book reservation: Maya, ${formatEmailDate('2027-04-12')}`,
    );
    expect(instantToHost.text).toContain('Your payout: €1,155');
    // The host's yes alone (approved) sends nothing: the guest hears the outcome of the payment.
    expect(await db()('email_messages').where({ recipient: maya.email }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('tells the guest of a declined request with a way to find another stay, and both of an expired one', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Tiled townhouse');
    const declined = reservationOf(maya, ines, listing);
    await declined.move({ fromStatus: 'requestToBook', toStatus: 'declined', action: 'decline', actorRole: 'host' });
    const decline = await delivered(maya.email, `Your request for ${listing.title} was declined`);
    expect(decline.text).toContain('Since your request was declined, your card will not be charged.');
    expect(actionOf(decline)).toBe(`${SITE}/`);

    const expired = reservationOf(maya, ines, listing);
    await expired.move({ fromStatus: 'requestToBook', toStatus: 'expired', action: 'expire', actorRole: 'system' });
    await delivered(maya.email, `Your request for ${listing.title} has expired`);
    await delivered(ines.email, "Maya's request has expired");
  });

  it('tells guest, host and admins of a card with insufficient funds at accept', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'River loft');
    const stay = reservationOf(maya, ines, listing);
    await stay.move({
      fromStatus: 'approved',
      toStatus: 'cancelled',
      action: 'insufficientFunds',
      actorRole: 'system',
      reason: 'insufficientFunds',
      tellAdmin: true,
    });
    const guest = await delivered(maya.email, `Your request to book ${listing.title} was canceled`);
    expect(guest.text).toContain(
      'We regret to inform you that your request to book has been canceled due to insufficient funds in your card.',
    );
    await delivered(ines.email, "Maya's request could not be booked");
    const notice = await delivered(
      ADMINS,
      `Request canceled for insufficient funds: reservation ${stay.reservationId + 1000}`,
    );
    expect(notice.text).toContain(`Maya (profile ${maya.profileId})`);
  });

  it("sends the special-price steps to the other party with the event's amounts, and declined offers to the admins", async () => {
    const [priya, camille] = [await registered('Priya'), await registered('Camille')];
    const listing = await listingOf(camille, 'Marais loft');
    const offer = reservationOf(priya, camille, listing);
    await offer.move({
      fromStatus: '',
      toStatus: 'specialPriceInquiry',
      action: 'requestSpecialPrice',
      actorRole: 'guest',
      specialPriceMinor: 115000n,
      guestMessage: 'Would a week at this price suit you?',
    });
    const asked = await delivered(camille.email, 'Special price request from Priya');
    expect(asked.text).toContain('a special price of €1,150.');
    expect(asked.text).toContain('Would a week at this price suit you?');

    await offer.move({
      fromStatus: 'specialPriceInquiry',
      toStatus: 'specialPriceHostRequest',
      action: 'counterOffer',
      actorRole: 'host',
      specialPriceMinor: 115000n,
      counterOfferMinor: 124000n,
    });
    const counter = await delivered(priya.email, `Camille sent you a counter-offer for ${listing.title}`);
    expect(counter.text).toContain('for €1,240.');

    await offer.move({
      fromStatus: 'specialPriceHostRequest',
      toStatus: 'specialPriceGuestDeclined',
      action: 'declineCounterOffer',
      actorRole: 'guest',
      counterOfferMinor: 124000n,
      tellAdmin: true,
    });
    await delivered(camille.email, 'Priya declined your counter-offer');
    const notice = await delivered(ADMINS, 'Counter-offer declined by guest Priya');
    expect(notice.text).toContain('€1,240');
  });

  it('sends nothing twice when an event is delivered again, and records a member the directory does not know', async () => {
    const ines = await registered('Inês');
    const stranger = { userId: randomUUID(), email: '', profileId: 0, firstName: '' };
    const listing = await listingOf(ines, 'Attic room');
    const stay = reservationOf(stranger, ines, listing);
    const requested = await stay.move({ fromStatus: '', toStatus: 'requestToBook', action: 'requestToBook' });
    const subject = `Booking request from A guest for ${formatEmailDate('2027-04-12')}`;
    await delivered(ines.email, subject);

    await mail.service.redeliver(requested);
    await mail.service.redeliver(requested);
    // One reservation's events are applied in order: once the next is delivered, the redeliveries were applied.
    await stay.move({ fromStatus: 'requestToBook', toStatus: 'expired', action: 'expire', actorRole: 'system' });
    await delivered(ines.email, "A guest's request has expired");

    expect(deliveredCount(ines.email, subject)).toBe(1);
    const unsent = await db()('unsent_emails').where({ user_id: stranger.userId }).orderBy('id').pluck('kind');
    expect(unsent).toEqual(['bookingRequestToGuest', 'requestExpiredToGuest']);
  });

  it('leaves out the fees and payout an older event does not carry, never writing them as 0', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Courtyard flat');
    const stay = reservationOf(maya, ines, listing);
    await stay.move({ fromStatus: '', toStatus: 'requestToBook', action: 'requestToBook', actorRole: 'guest' });
    const request = await delivered(ines.email, `Booking request from Maya for ${formatEmailDate('2027-04-12')}`);
    expect(request.text).not.toContain('Your payout:');
    await stay.move({ fromStatus: 'requestToBook', toStatus: 'approved', action: 'accept', actorRole: 'host' });
    await stay.move({ fromStatus: 'approved', toStatus: 'confirmed', action: 'paymentCaptured' });
    const confirmed = await delivered(maya.email, 'Your stay in Lisbon is confirmed');
    expect(confirmed.text).not.toContain('Service fee:');
    expect(confirmed.text).toContain('Total charged: €1,286.50');
    const toHost = await delivered(ines.email, `Reservation confirmed: Maya arrives ${formatEmailDate('2027-04-12')}`);
    expect(toHost.text).not.toContain('Your payout:');
    expect(toHost.html).not.toMatch(/Your payout is [^r]/);
    for (const email of [request, confirmed, toHost]) expect(email.text).not.toMatch(/€0\b/);
  });

  it('suggests three live homes of other hosts in the same city to a declined guest, nearest in price first', async () => {
    const [maya, ines, ana, rita] = [
      await registered('Maya'),
      await registered('Inês'),
      await registered('Ana'),
      await registered('Rita'),
    ];
    const coimbra = { city: `Coimbra ${randomInt(1e9)}`, country: 'PT' };
    const declined = await liveListingOf(ines, 'River view flat', coimbra, 10_000);
    const nearest = await liveListingOf(ana, 'Old town room', coimbra, 10_500);
    const second = await liveListingOf(rita, 'Garden studio', coimbra, 9_000);
    const third = await liveListingOf(ana, 'Tiled house, near the university', coimbra, 13_000);
    await liveListingOf(rita, 'Hilltop villa', coimbra, 20_000);
    // Elsewhere in the country, and homes that are the host's own or not live, at the very same price.
    await liveListingOf(ana, 'Porto loft', { city: `Porto ${randomInt(1e9)}`, country: 'PT' }, 10_000);
    await liveListingOf(ines, 'Her other flat', coimbra, 10_000);
    await liveListingOf(ana, 'Unlisted room', coimbra, 10_000, { listed: false });
    await liveListingOf(ana, 'Unpublished room', coimbra, 10_000, { published: false });
    await liveListingOf(rita, 'Deleted room', coimbra, 10_000, { deleted: true, bookable: false });

    const stay = reservationOf(maya, ines, declined);
    await stay.move({ fromStatus: 'requestToBook', toStatus: 'declined', action: 'decline', actorRole: 'host' });
    const email = await delivered(maya.email, `Your request for ${declined.title} was declined`);
    expect(roomLinks(email)).toEqual(
      [nearest, second, third].map(
        ({ listId, title }) =>
          `${SITE}/rooms/${encodeURIComponent(`${title.toLowerCase().replaceAll(', ', '--').replaceAll(' ', '-')}-${listId}`)}`,
      ),
    );
    expect(email.text).toContain(`These members' homes in ${coimbra.city} might suit you just as well:`);
    expect(email.text).toContain(`${nearest.title}`);
    expect(email.text).toContain(`, ${coimbra.city} · €105 a night`);
    expect(email.text).toContain(`, ${coimbra.city} · €90 a night`);
    expect(email.text).toContain(`, ${coimbra.city} · €130 a night`);
  }, 30_000);

  it('turns to the same country when the city has too few', async () => {
    const [maya, ines, ana] = [await registered('Maya'), await registered('Inês'), await registered('Ana')];
    const bergen = { city: `Bergen ${randomInt(1e9)}`, country: 'NO' };
    const oslo = { city: `Oslo ${randomInt(1e9)}`, country: 'NO' };
    const declined = await liveListingOf(ines, 'Harbour cabin', bergen, 150_000);
    const inOslo = await liveListingOf(ana, 'Fjord house', oslo, 150_000);
    const inBergen = await liveListingOf(ana, 'Wharf loft', bergen, 300_000);
    const stay = reservationOf(maya, ines, declined);
    await stay.move({ fromStatus: 'requestToBook', toStatus: 'declined', action: 'decline', actorRole: 'host' });
    const email = await delivered(maya.email, `Your request for ${declined.title} was declined`);
    expect(roomLinks(email).map((link) => Number(/-(\d+)$/.exec(link)?.[1]))).toEqual([inBergen.listId, inOslo.listId]);
    expect(email.text).toContain("These members' homes might suit you just as well:");
  }, 30_000);

  it('suggests none when no other home of the country is live or of another host', async () => {
    const [maya, ines, ana] = [await registered('Maya'), await registered('Inês'), await registered('Ana')];
    const reykjavik = { city: `Reykjavik ${randomInt(1e9)}`, country: 'IS' };
    const alone = await liveListingOf(ines, 'Lava field house', reykjavik, 20_000);
    await liveListingOf(ines, 'Her other house', reykjavik, 20_000);
    await liveListingOf(ana, 'Unbookable house', reykjavik, 20_000, { bookable: false });
    await liveListingOf(ana, 'Unlisted house', reykjavik, 20_000, { listed: false });
    const lonely = reservationOf(maya, ines, alone);
    await lonely.move({ fromStatus: 'requestToBook', toStatus: 'declined', action: 'decline', actorRole: 'host' });
    const none = await delivered(maya.email, `Your request for ${alone.title} was declined`);
    expect(roomLinks(none)).toEqual([]);
    expect(none.text).not.toContain('might suit you');
    expect(actionOf(none)).toBe(`${SITE}/`);
  }, 30_000);
});
