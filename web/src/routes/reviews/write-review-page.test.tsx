// /review/write/{reservationId} against a mocked gateway: the shared rule refuses an empty form before any call, a
// completed stay of hers is reviewed once with stars and words, and a stay not over yet or already reviewed is told
// in plain words instead of the form.
import type { MockLink } from '@apollo/client/testing';
import { REVIEW_TEXTS } from '@golightly/stay-rules';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewWriteStateDocument, WriteReviewDocument } from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import WriteReviewPage from './write-review-page';

const stay = {
  __typename: 'Reservation' as const,
  id: 77,
  listingTitle: 'Tiled apartment',
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  listing: { __typename: 'Listing' as const, id: 4242 },
};

const writeState = (status: string, message: string | null = null, side: string | null = 'guest') => ({
  request: { query: ReviewWriteStateDocument, variables: { reservationId: 77 } },
  result: {
    data: {
      reviewWriteState: {
        __typename: 'ReviewWriteState' as const,
        status,
        message,
        side,
        reservation: status === 'notFound' ? null : stay,
      },
    },
  },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/review/write/:reservationId',
    '/review/write/77',
    <WriteReviewPage screen={screenOf('/review/write/:reservationId', 'writeAReview')} />,
    mocks,
  );

describe('writing a review', () => {
  it('asks for the stars and the words before sending anything, then publishes her review', async () => {
    let sent: unknown = null;
    render([
      writeState('open'),
      {
        request: {
          query: WriteReviewDocument,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          data: {
            writeReview: {
              __typename: 'ReviewResult' as const,
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              review: {
                __typename: 'Review' as const,
                id: 5,
                listId: 4242,
                reservationId: 77,
                authorRole: 'guest',
                authorName: '',
                author: { __typename: 'User' as const, id: 'u1', firstName: 'Ada', profileId: 3, picture: null },
                rating: 4,
                text: 'Bright and calm.',
                hidden: false,
                createdAt: '2026-07-15T10:00:00.000Z',
              },
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'How was your stay at Tiled apartment?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(REVIEW_TEXTS.ratingRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXTS.textRequired)).toBeTruthy();
    expect(sent).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Bright and calm. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeTruthy();
    expect(sent).toEqual({ reservationId: 77, rating: 4, text: 'Bright and calm.' });
  });

  it('tells her a stay not over yet can be reviewed after check-out, without a form', async () => {
    render([writeState('notYetCheckedOut', REVIEW_TEXTS.notYetCheckedOut)]);
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_TEXTS.notYetCheckedOut);
    expect(screen.queryByRole('button', { name: 'Publish review' })).toBeNull();
  });

  it('tells her she has already reviewed the stay, and a stay that is not hers as not found', async () => {
    const first = render([writeState('alreadyReviewed', REVIEW_TEXTS.alreadyReviewed)]);
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_TEXTS.alreadyReviewed);
    first.unmount();
    render([writeState('notFound', REVIEW_TEXTS.notFound, null)]);
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_TEXTS.notFound);
  });

  it("asks a host about her guest's stay", async () => {
    render([writeState('open', null, 'host')]);
    expect(await screen.findByRole('heading', { name: 'How was your guest’s stay at Tiled apartment?' })).toBeTruthy();
  });
});
