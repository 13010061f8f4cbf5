// The review screens against a mocked gateway: Manage User Reviews hides a member's review and the list shows it
// hidden; Manage Admin Reviews writes a review of a listing, the form refusing an empty rating and text first (the
// shared rule); each screen opens only for its own privilege.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { REVIEW_TEXTS } from '@golightly/stay-rules';
import { describe, expect, it } from 'vitest';
import {
  AdminReviewsDocument,
  AdminUserReviewsDocument,
  AdminWriteReviewDocument,
  SetUserReviewHiddenDocument,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_REVIEW_TEXTS as R, ADMIN_TEXTS } from '../../texts';

const MANAGE_USER_REVIEWS = 18;
const MANAGE_ADMIN_REVIEWS = 19;

const person = (id: string, firstName: string, profileId: number) => ({
  __typename: 'User' as const,
  id,
  profileId,
  firstName,
  lastName: 'Silva',
});
const review = (overrides: object = {}) => ({
  __typename: 'Review' as const,
  id: 31,
  listId: 4242,
  reservationId: 77,
  authorRole: 'guest',
  authorName: '',
  author: person('g1', 'Maya', 501),
  subject: person('h1', 'Inês', 502),
  rating: 2,
  text: 'Noisy street.',
  hidden: false,
  createdAt: '2026-07-15T10:00:00.000Z',
  ...overrides,
});
const page = (document: unknown, field: string, rows: object[]) => ({
  request: { query: document as never, variables: { page: 1, pageSize: 20 } },
  result: { data: { [field]: { __typename: 'ReviewPage', count: rows.length, results: rows } } },
});
const answer = (field: string, reviewRow: object | null) => ({
  data: {
    [field]: { __typename: 'ReviewResult', status: 'success', errorMessage: null, fieldErrors: [], review: reviewRow },
  },
});

describe('the review screens', () => {
  it("lets Manage User Reviews hide a member's review", async () => {
    renderAdminAt(
      '/user-reviews',
      [
        page(AdminUserReviewsDocument, 'adminUserReviews', [review()]),
        {
          request: { query: SetUserReviewHiddenDocument, variables: { reviewId: 31, hidden: true } },
          result: answer('setUserReviewHidden', review({ hidden: true })),
        },
        page(AdminUserReviewsDocument, 'adminUserReviews', [review({ hidden: true })]),
      ],
      {},
      { access: subAdmin(MANAGE_USER_REVIEWS) },
    );
    const table = await screen.findByRole('table', { name: 'User reviews' });
    const row = await within(table).findByRole('row', { name: /Maya Silva/ });
    expect(within(row).getByText('Noisy street.')).toBeTruthy();
    act(() => fireEvent.click(within(row).getByRole('button', { name: `${R.hide} ${R.reviewName(31)}` })));
    expect(await screen.findByText(R.reviewHidden(31))).toBeTruthy();
    expect(await within(table).findByRole('button', { name: `${R.show} ${R.reviewName(31)}` })).toBeTruthy();
  });

  it('lets Manage Admin Reviews write a review of a listing, the rating and words required first', async () => {
    let sent: unknown = null;
    const written = review({ id: 40, authorRole: 'admin', authorName: 'Go Lightly team', author: null, subject: null });
    const { router } = renderAdminAt(
      '/write-reviews',
      [
        {
          request: {
            query: AdminWriteReviewDocument,
            variables: (variables: unknown) => {
              sent = variables;
              return true;
            },
          },
          result: answer('adminWriteReview', { ...written, rating: 5, text: 'We stayed: lovely.' }),
        },
        page(AdminReviewsDocument, 'adminReviews', [written]),
      ],
      {},
      { access: subAdmin(MANAGE_ADMIN_REVIEWS) },
    );
    fireEvent.change(await screen.findByLabelText(R.listingNumber), { target: { value: '4242' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: R.writeReview })));
    expect(await screen.findByText(REVIEW_TEXTS.ratingRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXTS.textRequired)).toBeTruthy();
    expect(sent).toBeNull();

    fireEvent.change(screen.getByLabelText(R.signedAs), { target: { value: 'Go Lightly team' } });
    fireEvent.change(screen.getByLabelText(R.rating), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(R.text), { target: { value: 'We stayed: lovely.' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: R.writeReview })));
    expect(await screen.findByText(R.reviewWritten(40))).toBeTruthy();
    expect(sent).toEqual({ listId: 4242, authorName: 'Go Lightly team', rating: 5, text: 'We stayed: lovely.' });
    expect(router.state.location.pathname).toBe('/siteadmin/reviews');
  });

  it('keeps each screen to its own privilege', async () => {
    const first = renderAdminAt('/reviews', [], {}, { access: subAdmin(MANAGE_USER_REVIEWS) });
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(first.requests()).not.toContain('AdminReviews');
  });
});
