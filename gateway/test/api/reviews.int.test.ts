// Reviews through the real gateway (issue 17 item 4, decision 0057): each admin review field is refused to a member,
// a visitor and an admin without its privilege, in the gateway's words; Manage Admin Reviews (19) writes, edits and
// deletes a listing's review and cannot reach members' reviews; Manage User Reviews (18) lists members' reviews and
// cannot reach the club's; a member's review of a stay that is not hers reads as not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTerms } from '../support/booking';
import { startStack, type Member, type TestStack } from '../support/stack';

const LIST_ID = 6363;
const HOST_ID = '5e1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e71';
const MANAGE_USER_REVIEWS = 18;
const MANAGE_ADMIN_REVIEWS = 19;

const ADMIN_LIST = `{ adminReviews { count results { id authorName rating text hidden } } }`;
const ADMIN_ONE = `query ($id: Int!) { adminReview(reviewId: $id) { id } }`;
const ADMIN_WRITE = `mutation ($listId: Int!) { adminWriteReview(listId: $listId, authorName: "Go Lightly team",
  rating: 5, text: "We stayed: lovely.") { status errorMessage review { id authorRole authorName rating } } }`;
const ADMIN_EDIT = `mutation ($id: Int!) { adminEditReview(reviewId: $id, authorName: "Team", rating: 4, text: "Good.") {
  status review { rating } } }`;
const ADMIN_HIDE = `mutation ($id: Int!) { adminSetReviewHidden(reviewId: $id, hidden: true) { status } }`;
const ADMIN_DELETE = `mutation ($id: Int!) { adminDeleteReview(reviewId: $id) { status } }`;
const USER_LIST = `{ adminUserReviews { count results { id } } }`;
const USER_HIDE = `mutation ($id: Int!) { setUserReviewHidden(reviewId: $id, hidden: true) { status } }`;
const USER_DELETE = `mutation ($id: Int!) { deleteUserReview(reviewId: $id) { status } }`;

const ADMIN_URLS = {
  list: '/siteadmin/reviews',
  write: '/siteadmin/write-reviews',
  edit: '/siteadmin/edit-review/{reviewId}',
  members: '/siteadmin/user-reviews',
};
/** Each admin field with the variables to call it and the privilege URL it needs. */
const CALLS: [name: string, query: string, variables: Record<string, unknown>, url: string][] = [
  ['adminReviews', ADMIN_LIST, {}, ADMIN_URLS.list],
  ['adminReview', ADMIN_ONE, { id: 1 }, ADMIN_URLS.edit],
  ['adminWriteReview', ADMIN_WRITE, { listId: LIST_ID }, ADMIN_URLS.write],
  ['adminEditReview', ADMIN_EDIT, { id: 1 }, ADMIN_URLS.edit],
  ['adminSetReviewHidden', ADMIN_HIDE, { id: 1 }, ADMIN_URLS.list],
  ['adminDeleteReview', ADMIN_DELETE, { id: 1 }, ADMIN_URLS.list],
  ['adminUserReviews', USER_LIST, {}, ADMIN_URLS.members],
  ['setUserReviewHidden', USER_HIDE, { id: 1 }, ADMIN_URLS.members],
  ['deleteUserReview', USER_DELETE, { id: 1 }, ADMIN_URLS.members],
];
const needs = (url: string) => `Your admin role does not allow this: it needs the privilege for ${url}.`;

describe('reviews through the gateway', () => {
  let stack: TestStack;
  let member: Member;
  let userReviewsDesk: Member;
  let adminReviewsDesk: Member;
  const bookingsDb = () => stack.db('bookings-payments');

  beforeAll(async () => {
    stack = await startStack();
    await listingTerms(stack, { listId: LIST_ID, hostId: HOST_ID, instantBook: false });
    member = (await stack.member('Vera', { ip: '198.51.100.101', idVerified: false })).browser;
    userReviewsDesk = await stack.admin('User reviews desk', [MANAGE_USER_REVIEWS], '198.51.100.102');
    adminReviewsDesk = await stack.admin('Admin reviews desk', [MANAGE_ADMIN_REVIEWS], '198.51.100.103');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses every admin review field to a member and a visitor, and to the other privilege', async () => {
    for (const [name, query, variables, url] of CALLS) {
      for (const caller of [member, stack.visitor('198.51.100.104')]) {
        const refused = await caller.graphql(query, variables);
        expect(refused.data ?? null, name).toBeNull();
        expect(refused.errors?.[0]?.extensions, name).toMatchObject({
          code: expect.stringMatching(/FORBIDDEN|UNAUTHENTICATED/),
        });
      }
      const other = url === ADMIN_URLS.members ? adminReviewsDesk : userReviewsDesk;
      const admin = await other.graphql(query, variables);
      expect(admin.data ?? null, name).toBeNull();
      expect(admin.errors?.[0], name).toMatchObject({ message: needs(url), extensions: { code: 'FORBIDDEN' } });
    }
    expect(await bookingsDb()('reviews').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("lets Manage Admin Reviews write, edit and delete a listing's review, and Manage User Reviews see members' only", async () => {
    const written = await adminReviewsDesk.graphql<{ adminWriteReview: { review: { id: number } } }>(ADMIN_WRITE, {
      listId: LIST_ID,
    });
    expect(written.data!.adminWriteReview).toMatchObject({
      status: 'success',
      review: { authorRole: 'admin', authorName: 'Go Lightly team', rating: 5 },
    });
    const id = written.data!.adminWriteReview.review.id;
    expect((await adminReviewsDesk.graphql(ADMIN_EDIT, { id })).data).toEqual({
      adminEditReview: { status: 'success', review: { rating: 4 } },
    });
    const listed = await adminReviewsDesk.graphql(ADMIN_LIST);
    expect(listed.data).toEqual({
      adminReviews: { count: 1, results: [{ id, authorName: 'Team', rating: 4, text: 'Good.', hidden: false }] },
    });
    // Manage User Reviews sees no admin review and cannot hide one: it reads as none.
    expect((await userReviewsDesk.graphql(USER_LIST)).data).toEqual({ adminUserReviews: { count: 0, results: [] } });
    expect((await userReviewsDesk.graphql(USER_HIDE, { id })).data).toEqual({
      setUserReviewHidden: { status: 'notFound' },
    });
    // The listing's public reviews show it to a member.
    const shown = await member.graphql(`query ($listId: Int!) { listingReviews(listId: $listId) { count } }`, {
      listId: LIST_ID,
    });
    expect(shown.data).toEqual({ listingReviews: { count: 1 } });
    expect((await adminReviewsDesk.graphql(ADMIN_DELETE, { id })).data).toEqual({
      adminDeleteReview: { status: 'success' },
    });
  });

  it("answers a member's review of a stay that is not hers as not found", async () => {
    const answer = await member.graphql(
      `mutation { writeReview(reservationId: 999999, rating: 5, text: "Lovely") { status errorMessage } }`,
    );
    expect(answer.data).toEqual({ writeReview: { status: 'notFound', errorMessage: 'We could not find that stay.' } });
  });
});
