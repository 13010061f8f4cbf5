// /book/{hostingId}?quote={id} against a mocked gateway: the stored quote's lines, the coverage copy, the request with
// her message going on to /payment/{id}, the server's refusal shown in its words, the Booking Protection sentence of
// spec 001 §9 when no choice was made, and an expired quote priced again with one click.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookStayDocument, QuoteStayDocument, RequestToBookDocument, type BookStayQuery } from '../../gen/graphql';
import BookPage from './book-page';
import { renderScreen, screenOf } from './testing';

const LIST_ID = 4242;
const QUOTE_ID = '3f0c8a8e-2b1d-4c1e-9a7b-1d2e3f4a5b6c';
const NEW_QUOTE_ID = '9d3b5a6c-1111-4c1e-9a7b-1d2e3f4a5b6c';
type Quote = NonNullable<BookStayQuery['stayQuote']>;

const line = (kind: string, amount: number, displayAmount: number, extra: Partial<Quote['lines'][number]> = {}) => ({
  __typename: 'StayQuoteLine' as const,
  kind,
  label: kind,
  amount,
  displayAmount,
  deducted: false,
  count: null,
  percent: null,
  ...extra,
});

const quote = (overrides: Partial<Quote> = {}) => ({
  __typename: 'StayQuote' as const,
  id: QUOTE_ID,
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  listId: LIST_ID,
  startDate: '2027-05-03',
  endDate: '2027-05-10',
  currency: 'USD',
  displayCurrency: 'USD',
  nights: 7,
  lines: [
    line('nights', 700, 700, { count: 7 }),
    line('service-fee', 84, 84, { percent: 12 }),
    line('booking-protection', 49, 49, { percent: 7 }),
  ],
  total: 833,
  displayTotal: 833,
  securityDeposit: 0,
  displaySecurityDeposit: 0,
  bookingProtection: true,
  bookingProtectionPercent: 7,
  errorMessage: null,
  ...overrides,
});

const listing = (bookingType = 'request') => ({
  __typename: 'Listing' as const,
  id: LIST_ID,
  title: 'Tiled apartment',
  slug: 'tiled-apartment',
  city: 'Lisbon',
  countryName: 'Portugal',
  coverPhoto: null,
  bookingType,
  timeZone: 'Europe/Lisbon',
});

const bookStay = (stayQuote: ReturnType<typeof quote> | null, quoteId = QUOTE_ID): MockLink.MockedResponse => ({
  request: { query: BookStayDocument, variables: { quoteId, listId: LIST_ID } },
  result: { data: { stayQuote, listing: listing() } },
});

const requestAnswer = (answer: object): MockLink.MockedResponse => ({
  request: { query: RequestToBookDocument, variables: { quoteId: QUOTE_ID, message: 'Hello Grace!' } },
  result: { data: { requestToBook: { __typename: 'ReservationResult', ...answer } } },
});

const renderBook = (mocks: MockLink.MockedResponse[], search = `?quote=${QUOTE_ID}`) =>
  renderScreen(
    '/book/:hostingId',
    `/book/${LIST_ID}${search}`,
    <BookPage screen={screenOf('/book/:hostingId', 'requestToBook')} />,
    mocks,
  );

describe('the booking screen', () => {
  it("shows the stored quote and sends the request with her message, then goes to the reservation's payment", async () => {
    renderBook([
      bookStay(quote()),
      requestAnswer({
        status: 200,
        errorMessage: null,
        reservation: { __typename: 'Reservation', id: 77, status: 'pending', statusLabel: 'Pending' },
      }),
    ]);
    const lines = await screen.findByRole('list', { name: 'Price details' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 nights$700', 'Service fee$84', 'Booking Protection (7%)$49', 'Total$833']);
    expect(screen.getByText(/Travel insurance for US residents: trip cancellation 100% of trip cost/)).toBeTruthy();
    expect((screen.getByLabelText('Yes, add Booking Protection (7% of the stay)') as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Message to the host'), { target: { value: 'Hello Grace!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/payment/77');
  });

  it("shows the server's refusal in its words", async () => {
    renderBook([
      bookStay(quote()),
      requestAnswer({ status: 409, errorMessage: 'Property is not available for selected dates', reservation: null }),
    ]);
    fireEvent.change(await screen.findByLabelText('Message to the host'), { target: { value: 'Hello Grace!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Property is not available for selected dates');
  });

  it('asks for Booking Protection yes or no when the quote has no choice', async () => {
    renderBook([bookStay(quote({ bookingProtection: null }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Request to Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Booking Protection yes or no must be chosen to continue booking',
    );
  });

  it('prices an expired quote again with one click when the link carries the guests', async () => {
    const requote: MockLink.MockedResponse = {
      request: {
        query: QuoteStayDocument,
        variables: {
          listId: LIST_ID,
          startDate: '2027-05-03',
          endDate: '2027-05-10',
          guests: { women: 2, men: 0, children: 0, others: 0, infants: 0 },
          pets: 0,
          bookingProtection: true,
        },
      },
      result: { data: { quoteStay: quote({ id: NEW_QUOTE_ID }) } },
    };
    renderBook(
      [
        bookStay(quote({ expiresAt: '2020-01-01T00:00:00.000Z' })),
        requote,
        bookStay(quote({ id: NEW_QUOTE_ID }), NEW_QUOTE_ID),
      ],
      `?quote=${QUOTE_ID}&guests=2,0,0,0,0&pets=0`,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This price has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Get a new price' }));
    expect(await screen.findByRole('button', { name: 'Request to Book' })).toBeTruthy();
    expect(screen.queryByText('This price has expired.')).toBeNull();
  });

  it('says a quote that is gone is no longer available', async () => {
    renderBook([bookStay(null)]);
    expect((await screen.findByRole('alert')).textContent).toBe('This price is no longer available.');
    expect(screen.getByRole('link', { name: 'Choose your stay again on the home’s page' })).toBeTruthy();
  });
});
