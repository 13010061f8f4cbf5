// Reviews of stays on a real database (issue 17 item 4, decision 0057): a stay is reviewed only once it is over, by
// its guest and its host once each, whatever the concurrency; a stranger is refused as if the stay did not exist;
// every write publishes the listing's rating; admins' writes go to the admin log, each within its own privilege.
import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import {
  AdminActionRecordedSchema,
  ReviewChangedSchema,
  ReviewPublishedSchema,
  ReviewRemovedSchema,
} from '@golightly/proto';
import type { Identity } from '@golightly/service-kit';
import { REVIEW_TEXTS } from '@golightly/stay-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeReservations } from '../src/app/expire-reservations';
import { instantBook } from '../src/app/instant-book';
import type { BookableQuote, ReservationDeps } from '../src/app/reservation-deps';
import { writeReview } from '../src/app/write-review';
import {
  answerAs,
  bookableQuote,
  callerOf,
  liveListing,
  memberIdentity,
  outboxEvents,
  paidOffline,
  startTestService,
  stubQuoteDeps,
  type TestService,
} from './support/booking';

const START = Date.parse('2026-06-01T09:00:00Z');
const AFTER_CHECK_OUT = Date.parse('2026-07-14T12:00:00Z');
const MANAGE_USER_REVIEWS = 18;
const MANAGE_ADMIN_REVIEWS = 19;

const adminIdentity = (privilegeIds: number[]): Identity => ({
  userId: randomUUID(),
  sessionId: randomUUID(),
  admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds },
});

describe('reviews of stays', () => {
  let service: TestService;
  let db: Knex;
  let app: FastifyInstance;
  let clock = START;
  let deps: ReservationDeps;
  const quotes = new Map<string, BookableQuote>();

  const graphql = async (identity: Identity | null, query: string, variables: Record<string, unknown> = {}) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (await answerAs<Record<string, any>>(app, identity, query, variables)).body;

  const events = <Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc>[]> => outboxEvents(db, schema);

  /** A live listing in the read-model, as ListingTermsChanged leaves it. */
  const listing = () =>
    liveListing(db, {
      instantBook: true,
      terms: { currency: 'USD', basePriceMinor: 10_000, cleaningPriceMinor: 0 },
    });

  /** A guest instant-books and pays a stay at `home` from 10 to 14 July 2026; the stay's id. */
  async function bookedStay(home: { listId: number; hostId: string }, guest: Identity): Promise<number> {
    const quote = bookableQuote(clock, {
      listingId: home.listId,
      hostId: home.hostId,
      guestId: guest.userId,
      instantBook: true,
    });
    quotes.set(quote.id, quote);
    const outcome = await instantBook(deps, callerOf(guest), quote.id);
    if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
    await paidOffline(deps, outcome.reservation.id);
    return outcome.reservation.id;
  }

  /** A stay booked, paid and completed by the sweeper once check-out passed. */
  async function completedStay() {
    const home = await listing();
    const guest = memberIdentity();
    const host = memberIdentity(home.hostId);
    clock = START;
    const reservationId = await bookedStay(home, guest);
    clock = AFTER_CHECK_OUT;
    await completeReservations(deps);
    return { ...home, guest, host, reservationId };
  }

  const WRITE = `mutation($id: Int!, $rating: Int, $text: String) {
    writeReview(reservationId: $id, rating: $rating, text: $text) {
      status errorMessage fieldErrors { field message } review { id rating text authorRole listId }
    } }`;

  beforeAll(async () => {
    service = await startTestService('bookings_reviews', { poolMax: 6 });
    ({ db, app } = service);
    deps = stubQuoteDeps(db, quotes, () => clock);
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });
  beforeEach(() => {
    clock = START;
  });

  it('refuses a review before check-out with a clear sentence, and writes nothing', async () => {
    const home = await listing();
    const guest = memberIdentity();
    const reservationId = await bookedStay(home, guest);
    const answer = await graphql(guest, WRITE, { id: reservationId, rating: 5, text: 'Lovely.' });
    expect(answer.data!.writeReview).toMatchObject({
      status: 'notYetCheckedOut',
      errorMessage: REVIEW_TEXTS.notYetCheckedOut,
      review: null,
    });
    expect(await db('reviews').where({ reservation_id: reservationId })).toEqual([]);
  });

  it('lets the guest review the home and the host review the guest once the stay is over', async () => {
    const stay = await completedStay();
    const before = (await events(ReviewPublishedSchema)).length;
    const byGuest = await graphql(stay.guest, WRITE, {
      id: stay.reservationId,
      rating: 4,
      text: '  Bright and calm. ',
    });
    expect(byGuest.data!.writeReview).toMatchObject({
      status: 'success',
      review: { rating: 4, text: 'Bright and calm.', authorRole: 'guest', listId: stay.listId },
    });
    const byHost = await graphql(stay.host, WRITE, { id: stay.reservationId, rating: 5, text: 'A perfect guest.' });
    expect(byHost.data!.writeReview).toMatchObject({ status: 'success', review: { authorRole: 'host' } });

    const published = (await events(ReviewPublishedSchema)).slice(before);
    expect(
      published.map((e) => [e.authorRole, e.subjectUserId, e.listingRating?.reviewsCount, e.listingRating?.reviewsSum]),
    ).toEqual([
      ['guest', stay.hostId, 1, 4],
      // A host's review is about her guest: the home's rating stays as it was, under a newer version.
      ['host', stay.guest.userId, 1, 4],
    ]);
    expect(published[1]!.listingRating!.version).toBeGreaterThan(published[0]!.listingRating!.version);
    expect(published[0]).toMatchObject({
      reviewText: 'Bright and calm.',
      stay: { checkIn: '2026-07-10', checkOut: '2026-07-14', guestUserId: stay.guest.userId, hostUserId: stay.hostId },
    });

    const listed = await graphql(
      stay.guest,
      `
        query ($id: Int!) {
          listingReviews(listId: $id) {
            count
            results {
              rating
              text
            }
          }
        }
      `,
      {
        id: stay.listId,
      },
    );
    expect(listed.data!.listingReviews).toEqual({ count: 1, results: [{ rating: 4, text: 'Bright and calm.' }] });
  });

  it('keeps one review a side when the same member sends hers twice at once', async () => {
    const stay = await completedStay();
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        writeReview(db, callerOf(stay.guest), stay.reservationId, { rating: 5, text: `Attempt ${i}` }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'alreadyReviewed')).toHaveLength(3);
    expect(await db('reviews').where({ reservation_id: stay.reservationId })).toHaveLength(1);
  });

  it('answers a stranger, and a form without rating or text, without writing anything', async () => {
    const stay = await completedStay();
    const stranger = await graphql(memberIdentity(), WRITE, { id: stay.reservationId, rating: 5, text: 'Hi' });
    expect(stranger.data!.writeReview).toMatchObject({ status: 'notFound', errorMessage: REVIEW_TEXTS.notFound });
    const empty = await graphql(stay.guest, WRITE, { id: stay.reservationId, rating: null, text: ' ' });
    expect(empty.data!.writeReview).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        { field: 'rating', message: REVIEW_TEXTS.ratingRequired },
        { field: 'text', message: REVIEW_TEXTS.textRequired },
      ],
    });
    const visitor = await graphql(null, WRITE, { id: stay.reservationId, rating: 5, text: 'Hi' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db('reviews').where({ reservation_id: stay.reservationId })).toEqual([]);
  });

  it('shows her page: reviews about her, by her, and the stays waiting for hers', async () => {
    const stay = await completedStay();
    await writeReview(db, callerOf(stay.host), stay.reservationId, { rating: 5, text: 'Tidy and kind.' });
    const mine = await graphql(
      stay.guest,
      `
        {
          myReviews {
            aboutMe {
              text
              authorRole
            }
            byMe {
              text
            }
            pending {
              reservationId
              side
              listingTitle
            }
          }
        }
      `,
    );
    expect(mine.data!.myReviews).toEqual({
      aboutMe: [{ text: 'Tidy and kind.', authorRole: 'host' }],
      byMe: [],
      pending: [{ reservationId: stay.reservationId, side: 'guest', listingTitle: 'Tiled flat in Alfama' }],
    });
  });

  describe('admins', () => {
    const ADMIN_WRITE = `mutation($listId: Int!, $rating: Int, $text: String) {
      adminWriteReview(listId: $listId, authorName: "Go Lightly team", rating: $rating, text: $text) {
        status errorMessage review { id authorRole authorName rating } } }`;

    it('Manage Admin Reviews writes, edits and deletes a listing review, each in the admin log', async () => {
      const home = await listing();
      const admin = adminIdentity([MANAGE_ADMIN_REVIEWS]);
      const written = await graphql(admin, ADMIN_WRITE, { listId: home.listId, rating: 5, text: 'We stayed: lovely.' });
      const review = written.data!.adminWriteReview.review;
      expect(review).toMatchObject({ authorRole: 'admin', authorName: 'Go Lightly team', rating: 5 });
      const edited = await graphql(
        admin,
        `
          mutation ($id: Int!) {
            adminEditReview(reviewId: $id, authorName: "Team", rating: 3, text: "Fine.") {
              status
              review {
                rating
                text
                authorName
              }
            }
          }
        `,
        { id: review.id },
      );
      expect(edited.data!.adminEditReview).toMatchObject({
        status: 'success',
        review: { rating: 3, authorName: 'Team' },
      });
      const deleted = await graphql(
        admin,
        `
          mutation ($id: Int!) {
            adminDeleteReview(reviewId: $id) {
              status
            }
          }
        `,
        {
          id: review.id,
        },
      );
      expect(deleted.data!.adminDeleteReview.status).toBe('success');

      const log = (await events(AdminActionRecordedSchema)).filter((e) => e.recordId === String(review.id));
      expect(log.map((e) => [e.action, e.privilegeId])).toEqual([
        ['review.written', MANAGE_ADMIN_REVIEWS],
        ['review.edited', MANAGE_ADMIN_REVIEWS],
        ['review.deleted', MANAGE_ADMIN_REVIEWS],
      ]);
      const removed = (await events(ReviewRemovedSchema)).at(-1)!;
      expect(removed).toMatchObject({ listId: home.listId, listingRating: { reviewsCount: 0, reviewsSum: 0 } });
    });

    it("Manage User Reviews hides a member's review from the listing and its rating, and shows it again", async () => {
      const stay = await completedStay();
      const written = await writeReview(db, callerOf(stay.guest), stay.reservationId, { rating: 2, text: 'Noisy.' });
      const id = written.status === 'success' ? written.review!.id : 0;
      const moderator = adminIdentity([MANAGE_USER_REVIEWS]);
      const HIDE = `mutation($id: Int!, $hidden: Boolean!) { setUserReviewHidden(reviewId: $id, hidden: $hidden) {
        status review { hidden } } }`;
      expect((await graphql(moderator, HIDE, { id, hidden: true })).data!.setUserReviewHidden).toEqual({
        status: 'success',
        review: { hidden: true },
      });
      const listed = await graphql(
        stay.guest,
        `
          query ($id: Int!) {
            listingReviews(listId: $id) {
              count
            }
          }
        `,
        {
          id: stay.listId,
        },
      );
      expect(listed.data!.listingReviews.count).toBe(0);
      expect((await events(ReviewChangedSchema)).at(-1)).toMatchObject({
        reviewId: String(id),
        hidden: true,
        listingRating: { reviewsCount: 0, reviewsSum: 0 },
      });
      await graphql(moderator, HIDE, { id, hidden: false });
      expect((await events(ReviewChangedSchema)).at(-1)).toMatchObject({
        listingRating: { reviewsCount: 1, reviewsSum: 2 },
      });
      const log = (await events(AdminActionRecordedSchema)).filter((e) => e.recordId === String(id));
      expect(log.map((e) => [e.action, e.privilegeId])).toEqual([
        ['review.hidden', MANAGE_USER_REVIEWS],
        ['review.shown', MANAGE_USER_REVIEWS],
      ]);
    });

    it('keeps each privilege to its own reviews and refuses members', async () => {
      const stay = await completedStay();
      const written = await writeReview(db, callerOf(stay.guest), stay.reservationId, { rating: 4, text: 'Good.' });
      const id = written.status === 'success' ? written.review!.id : 0;
      const adminReviews = adminIdentity([MANAGE_ADMIN_REVIEWS]);
      // Manage Admin Reviews never rewrites nor deletes a member's words; it reads as no such review.
      const edit = await graphql(
        adminReviews,
        `
          mutation ($id: Int!) {
            adminEditReview(reviewId: $id, authorName: "x", rating: 1, text: "x") {
              status
            }
          }
        `,
        { id },
      );
      expect(edit.data!.adminEditReview.status).toBe('notFound');
      const del = await graphql(
        adminReviews,
        `
          mutation ($id: Int!) {
            adminDeleteReview(reviewId: $id) {
              status
            }
          }
        `,
        { id },
      );
      expect(del.data!.adminDeleteReview.status).toBe('notFound');
      // Manage User Reviews cannot reach the admin reviews' screens.
      const userReviews = adminIdentity([MANAGE_USER_REVIEWS]);
      const list = await graphql(
        userReviews,
        `
          {
            adminReviews {
              count
            }
          }
        `,
      );
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const member = await graphql(
        stay.guest,
        `
          mutation ($id: Int!) {
            deleteUserReview(reviewId: $id) {
              status
            }
          }
        `,
        { id },
      );
      expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await db('reviews').where({ id }).first()).toMatchObject({ rating: 4, hidden: false });
    });
  });
});
