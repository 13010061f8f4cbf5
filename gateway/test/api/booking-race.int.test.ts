// No double booking through the real gateway (issue 16 item 3, decision 0048): 200 guests, each with her own stored
// quote for the same nights, send requestToBook at once; exactly one gets the hold and 199 are told 'Property is not
// available for selected dates'. When that hold's window passes the sweeper expires it and the nights are free at once.
import { insertMember, insertSession, setMemberStanding, setVerification } from '@golightly/accounts/testing';
import { expireReservationsAt, saveListingTerms } from '@golightly/bookings-payments/testing';
import { stayTerms } from '@golightly/stay-rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const GUESTS = 200;
const LIST_ID = 4242;
const HOST_ID = '7b0f3c55-6a3e-4f0e-9d3b-2e6a1c0d9f42';
const NOT_AVAILABLE = 'Property is not available for selected dates';

const QUOTE = `mutation Quote($listId: Int!, $start: String!, $end: String!) {
  quoteStay(listId: $listId, startDate: $start, endDate: $end, guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) { id errorMessage } }`;
const REQUEST = `mutation Request($quoteId: ID!) {
  requestToBook(quoteId: $quoteId) { status errorMessage reservation { id status statusLabel } } }`;

interface RequestAnswer {
  status: number;
  errorMessage: string | null;
  reservation: { id: number; status: string; statusLabel: string } | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the booking race through the gateway', () => {
  let stack: TestStack;
  const guests: Member[] = [];
  const quotes: string[] = [];
  let winner = -1;
  const checkIn = day(60);
  const checkOut = day(63);
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const bookingsDb = () => stack.subgraphs.services['bookings-payments'].database.db;

  /** A woman member with verified ID and a complete profile, signed in from her own address. */
  async function guest(n: number): Promise<Member> {
    const userId = await insertMember(accountsDb(), KEY, {
      firstName: `Guest${n}`,
      email: `guest${n}.race@example.com`,
      password: 'RaceForNights2026!',
    });
    await setVerification(accountsDb(), userId, { idVerified: true });
    await setMemberStanding(accountsDb(), userId, { profileComplete: true, phoneVerified: true });
    const member = stack.visitor(`198.51.100.${(n % 250) + 1}`);
    member.cookie = await insertSession(accountsDb(), userId);
    return member;
  }

  async function quoteFor(member: Member): Promise<string> {
    const answer = await member.graphql<{ quoteStay: { id: string | null; errorMessage: string | null } }>(QUOTE, {
      listId: LIST_ID,
      start: checkIn,
      end: checkOut,
    });
    const id = answer.data?.quoteStay.id;
    if (!id) throw new Error(`no quote: ${JSON.stringify(answer)}`);
    return id;
  }

  beforeAll(async () => {
    // Two hundred sign-ins resolved at once on two shared cores: the gateway waits for them as long as it takes and
    // keeps them for the test, so what is measured is the booking's contention, not the session lookup's.
    stack = await startStack({
      gateway: () => ({ sessionCacheMs: 600_000, timeouts: { subgraphMs: 120_000, sessionMs: 120_000 } }),
    });
    // The listing's terms as listings-search publishes them (ListingTermsChanged), stored by the read-model's writer.
    await bookingsDb().transaction((trx) =>
      saveListingTerms(trx, {
        listId: LIST_ID,
        version: 1,
        hostId: HOST_ID,
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({ timeZone: 'Europe/Lisbon', currency: 'EUR', basePriceMinor: 12_000 }),
          instantBook: false,
          womensOnly: true,
          cancellationPolicy: 'flexible',
        },
      }),
    );
    for (let n = 0; n < GUESTS; n += 1) guests.push(await guest(n));
  }, 600_000);
  afterAll(() => stack?.stop());

  it('gives one of 200 simultaneous requests for the same nights the hold and tells the 199 others', async () => {
    // Quoting is not the race: one guest after another.
    for (const member of guests) quotes.push(await quoteFor(member));
    const answers = await Promise.all(
      guests.map(async (member, i) => {
        const answer = await member.graphql<{ requestToBook: RequestAnswer }>(REQUEST, { quoteId: quotes[i] });
        expect(answer.errors).toBeUndefined();
        return answer.data!.requestToBook;
      }),
    );
    winner = answers.findIndex((answer) => answer.status === 200);
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    // the hold waits for her card before the host is asked (decision 0048's amendment)
    expect(winners[0]!.reservation).toMatchObject({ status: 'pending', statusLabel: 'Pending' });
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(GUESTS - 1);
    for (const loser of losers) expect(loser).toEqual({ status: 409, errorMessage: NOT_AVAILABLE, reservation: null });
    const held = await bookingsDb()('reservations').where({ listing_id: LIST_ID }).select('reservation_state');
    expect(held).toEqual([{ reservation_state: 'pending' }]);
  }, 600_000);

  it('frees the nights at once when the hold expires: the next request gets them', async () => {
    // A guest who lost the race, with the quote she was given (still within its 30 minutes).
    const late = (winner + 1) % GUESTS;
    const refused = await guests[late]!.graphql<{ requestToBook: RequestAnswer }>(REQUEST, { quoteId: quotes[late] });
    expect(refused.data?.requestToBook).toMatchObject({ status: 409, errorMessage: NOT_AVAILABLE });
    // The sweeper's use case, a day on: the winner never paid (or the host let her 24 hours pass).
    expect(await expireReservationsAt(bookingsDb(), Date.now() + 25 * 3_600_000)).toBe(1);
    const again = await guests[late]!.graphql<{ requestToBook: RequestAnswer }>(REQUEST, { quoteId: quotes[late] });
    expect(again.data?.requestToBook).toMatchObject({ status: 200, reservation: { status: 'pending' } });
  });
});
