// The review e-mails (issue 17 item 4): a member's new review, as bookings-payments' ReviewPublished tells it, reaches
// the admins with the stay, both members' names and what she wrote, over a real Postgres event log and a real SMTP
// listener; an admin's own review tells no one.
import { randomInt, randomUUID } from 'node:crypto';
import { ReviewPublishedSchema, UserRegisteredSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryId } from '../src/db/email-messages';
import { findMemberContact } from '../src/db/member-contacts';
import { startSmtpListener, type SmtpListener } from '../src/testing';
import { startConsumingService, type ConsumingService } from './support/consuming-service';
import { eventually } from './support/eventually';

const ADMINS = 'admin@golightly.test';

describe('the review e-mails', () => {
  let smtp: SmtpListener;
  let service: ConsumingService;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    service = await startConsumingService('notifications_reviews', { SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
    await smtp?.stop();
  });

  async function registered(firstName: string) {
    const member = {
      userId: randomUUID(),
      email: `${firstName.toLowerCase()}.${randomInt(1e9)}@example.com`,
      profileId: randomInt(1000, 1e6),
      firstName,
    };
    await service.publish('accounts', UserRegisteredSchema, {
      ...member,
      lastName: 'Silva',
      gender: 'female',
      countryCode: 'PT',
    });
    await eventually(() => findMemberContact(service.database.db, member.userId));
    return member;
  }

  it("tells the admins of a guest's review with the stay and her words", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listId = randomInt(10_000, 2_000_000_000);
    const reservationId = randomInt(1, 1_000_000);
    await service.publish('bookings-payments', ReviewPublishedSchema, {
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
    const notice = await smtp.waitFor(
      (email) => email.subject === 'New review by Maya (4/5)' && (email.to ?? []).some((a) => a.address === ADMINS),
    );
    expect(notice.text).toContain('Bright, calm and close to the tram.');
    expect(notice.text).toContain(`Reservation number: ${reservationId + 1000}`);
    expect(notice.text).toContain(`Host: Inês (profile ${ines.profileId})`);
    expect(notice.text).toContain('ABCD234567');
  });

  it("sends nothing for an admin's own review", async () => {
    const listId = randomInt(10_000, 2_000_000_000);
    const sent = await service.publish('bookings-payments', ReviewPublishedSchema, {
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
      (await service.database.db('inbox').where({ event_id: sent.eventId }).first()) ? true : undefined,
    );
    // The event and any e-mail it queued commit together: none was queued.
    expect(
      await service.database
        .db('email_messages')
        .where({ event_id: deliveryId(sent.eventId, 'newReviewToAdmin', ADMINS) }),
    ).toEqual([]);
  });
});
