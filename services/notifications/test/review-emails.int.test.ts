// The review e-mails (issue 17 item 4): a member's new review, as bookings-payments' ReviewPublished tells it, reaches
// the admins with the stay, both members' names and what she wrote, over a real Postgres event log and a real SMTP
// listener; an admin's own review tells no one.
import { randomInt } from 'node:crypto';
import { ReviewPublishedSchema } from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { deliveryId } from '../src/db/email-messages';
import { eventually } from './support/eventually';
import { ADMINS, useMailService } from './support/mail-service';

describe('the review e-mails', () => {
  const mail = useMailService('notifications_reviews');
  const { registered } = mail;

  it("tells the admins of a guest's review with the stay and her words", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listId = randomInt(10_000, 2_000_000_000);
    const reservationId = randomInt(1, 1_000_000);
    await mail.service.publish('bookings-payments', ReviewPublishedSchema, {
      listingKey: String(listId),
      reviewId: '41',
      listId,
      reservationId: String(reservationId),
      authorRole: 'guest',
      authorUserId: maya.userId,
      subjectUserId: ines.userId,
      rating: 4,
      listingTitle: `Tiled flat ${listId}`,
      reviewText: 'Bright, calm and close to the tram.',
      listingRating: { reviewsCount: 1, reviewsSum: 4, version: 1n },
      stay: {
        confirmationCode: 'ABCD234567',
        checkIn: '2026-07-10',
        checkOut: '2026-07-14',
        guestUserId: maya.userId,
        hostUserId: ines.userId,
        guestWomen: 2,
      },
    });
    const notice = await mail.smtp.waitFor(
      (email) => email.subject === 'New review by Maya (4/5)' && (email.to ?? []).some((a) => a.address === ADMINS),
    );
    expect(notice.text).toContain('Bright, calm and close to the tram.');
    expect(notice.text).toContain(`Reservation number: ${reservationId + 1000}`);
    expect(notice.text).toContain(`Host: Inês (profile ${ines.profileId})`);
    expect(notice.text).toContain('ABCD234567');
  });

  it("sends nothing for an admin's own review", async () => {
    const listId = randomInt(10_000, 2_000_000_000);
    const sent = await mail.service.publish('bookings-payments', ReviewPublishedSchema, {
      listingKey: String(listId),
      reviewId: '42',
      listId,
      authorRole: 'admin',
      rating: 5,
      listingTitle: 'Admin-reviewed flat',
      reviewText: 'We stayed.',
      listingRating: { reviewsCount: 1, reviewsSum: 5, version: 1n },
    });
    await eventually(async () =>
      (await mail.db()('inbox').where({ event_id: sent.eventId }).first()) ? true : undefined,
    );
    // The event and any e-mail it queued commit together: none was queued.
    expect(
      await mail
        .db()('email_messages')
        .where({ event_id: deliveryId(sent.eventId, 'newReviewToAdmin', ADMINS) }),
    ).toEqual([]);
  });
});
