// The booking panel against a mocked gateway (issue 16 item 5, decision 0047): dates and guests ask the server for its
// quote, whose lines and total are shown in her currency and, in the price split-up, in the home's too; a refusal is
// shown in the server's words; booking needs Booking Protection chosen (spec 001 §9's text) and then goes to
// /book/{listId}?quote={id}; a visitor is sent to sign in.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../auth/session';
import { accountAnswer, ADA, noAccountAnswer } from '../../gates/testing';
import { QuoteStayDocument, type QuoteStayMutation } from '../../gen/graphql';
import { BookingPanel } from './booking-panel';

const LIST_ID = 4242;
const QUOTE_ID = '3f0c8a8e-2b1d-4c1e-9a7b-1d2e3f4a5b6c';
const GUESTS = { women: 1, men: 0, children: 0, others: 0, infants: 0 };

type Quote = QuoteStayMutation['quoteStay'];
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

function quote(overrides: Partial<Quote> = {}): Quote & { __typename: 'StayQuote' } {
  return {
    __typename: 'StayQuote' as const,
    id: QUOTE_ID,
    expiresAt: '2027-05-01T10:30:00.000Z',
    listId: LIST_ID,
    startDate: '2027-05-03',
    endDate: '2027-05-10',
    currency: 'USD',
    displayCurrency: 'EUR',
    nights: 7,
    lines: [
      line('nights', 700, 603.4, { count: 7 }),
      line('weekly-discount', 70, 60.34, { deducted: true, percent: 10 }),
      line('cleaning', 20, 17.24),
      line('service-fee', 78, 67.24, { percent: 12 }),
    ],
    total: 728,
    displayTotal: 627.54,
    securityDeposit: 200,
    displaySecurityDeposit: 172.4,
    bookingProtection: null,
    bookingProtectionPercent: 7,
    errorMessage: null,
    ...overrides,
  };
}

const quoteAnswer = (bookingProtection: boolean | null, answer: Quote): MockLink.MockedResponse => ({
  request: {
    query: QuoteStayDocument,
    variables: {
      listId: LIST_ID,
      startDate: '2027-05-03',
      endDate: '2027-05-10',
      guests: GUESTS,
      pets: 0,
      bookingProtection,
    },
  },
  result: { data: { quoteStay: answer } },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPanel(mocks: MockLink.MockedResponse[], signedIn = true) {
  render(
    <MockedProvider mocks={[signedIn ? accountAnswer(ADA) : noAccountAnswer(), ...mocks]}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <SessionProvider>
          <MemoryRouter initialEntries={['/rooms/tiled-apartment-4242']}>
            <Routes>
              <Route
                path="/rooms/:listId"
                element={<BookingPanel listId={LIST_ID} timeZone="Europe/Lisbon" instantBook={false} />}
              />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

const chooseDates = () => {
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2027-05-03' } });
  fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2027-05-10' } });
};

describe('the booking panel', () => {
  it("shows the server's lines and total in her currency, and both currencies in the price split-up", async () => {
    renderPanel([quoteAnswer(null, quote())]);
    expect(screen.getByText('Choose your dates to see the price.')).toBeTruthy();
    chooseDates();
    const lines = await screen.findByRole('list');
    const rows = within(lines)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      '7 nights€603.40',
      'Weekly discount (10%)−€60.34',
      'Cleaning fee€17.24',
      'Service fee€67.24',
      'Total€627.54',
    ]);
    expect(screen.getByText(/Security deposit, held on your card .*: €172.40/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Price split-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price split-up' });
    expect(within(dialog).getByRole('columnheader', { name: 'In the home’s currency (USD)' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'In your currency (EUR)' })).toBeTruthy();
    const total = within(dialog).getByRole('row', { name: /Total/ });
    expect(total.textContent).toBe('Total$728€627.54');
    expect(within(dialog).getByText('Converted from USD at the club’s stored exchange rates.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for Booking Protection yes or no before booking, then goes to /book with the stored quote', async () => {
    renderPanel([quoteAnswer(null, quote()), quoteAnswer(true, quote({ bookingProtection: true }))]);
    chooseDates();
    await screen.findByText('Total');
    expect(
      screen.getByText(
        /Travel insurance for US residents: trip cancellation 100% of trip cost, trip interruption 150%/,
      ),
    ).toBeTruthy();
    const request = screen.getByRole('button', { name: 'Request to book' });
    await waitFor(() => expect((request as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(request);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Booking Protection yes or no must be chosen to continue booking',
    );
    fireEvent.click(screen.getByLabelText('Yes, add Booking Protection (7% of the stay)'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Priced again with the choice before she may go on: the button waits for the answer.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Request to book' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    const where = new URL((await screen.findByTestId('where')).textContent ?? '', 'https://club.example');
    expect(where.pathname).toBe(`/book/${LIST_ID}`);
    expect(where.searchParams.get('quote')).toBe(QUOTE_ID);
    expect(where.searchParams.get('guests')).toMatch(/^\d+,\d+,\d+,\d+,\d+$/);
    expect(where.searchParams.get('pets')).toBe('0');
  });

  it("shows a refusal in the server's words and offers no booking", async () => {
    const refused = quote({
      id: null,
      expiresAt: null,
      currency: null,
      displayCurrency: null,
      nights: 0,
      lines: [],
      total: 0,
      displayTotal: 0,
      securityDeposit: 0,
      displaySecurityDeposit: 0,
      errorMessage: 'Property is not available for selected dates',
    });
    renderPanel([quoteAnswer(null, refused)]);
    chooseDates();
    expect((await screen.findByRole('alert')).textContent).toBe('Property is not available for selected dates');
    // the button names the action once her session has loaded, which may come after the quote's answer
    expect(((await screen.findByRole('button', { name: 'Request to book' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a visitor to sign in and back', async () => {
    renderPanel([quoteAnswer(null, quote({ id: null, expiresAt: null }))], false);
    chooseDates();
    await screen.findByText('Total');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to book' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/login?refer=${encodeURIComponent('/rooms/tiled-apartment-4242')}`,
    );
  });
});
