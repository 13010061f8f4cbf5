// A listing's calendar and the rest of its terms on a real database (issue 14 item 3, decision 0039): blocked nights
// (the check-out day free, overlapping ranges once, idempotent, never a held night), seasonal prices and discount
// rules with the spec's messages, the calendar's weekly rules, one terms event per change carrying the new values,
// who may change them, and the calendar read on the listing's clock across daylight-saving changes.
import { readFileSync } from 'node:fs';
import { ListingTermsChangedSchema } from '@golightly/proto';
import {
  canonicalTimeZone,
  checkAvailability,
  localDate,
  quoteStay,
  SPEC_TEXTS,
  TERMS_TEXTS,
  validateTerms,
} from '@golightly/stay-rules';
import type { FastifyInstance } from 'fastify';
import { createLogger, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { blockListingDates, unblockListingDates } from '../src/app/block-dates';
import { createListing } from '../src/app/create-listing';
import type { EditOutcome, ListingsDeps } from '../src/app/deps';
import { readListingCalendar } from '../src/app/read-calendar';
import { saveListingDiscounts } from '../src/app/save-discounts';
import { addListingSeason, deleteListingSeason, updateListingSeason } from '../src/app/save-seasonal-prices';
import { updateListingBookingSettings } from '../src/app/update-listing-booking';
import { updateListingCalendarRules } from '../src/app/update-calendar-rules';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { stayTermsOf } from '../src/domain/calendar-terms';
import { HOST_REFUSALS, type HostCaller } from '../src/domain/host';
import type { SeasonInput } from '../src/domain/seasonal-prices';
import { LISTING_TEXTS } from '../src/domain/texts';
import { findCalendarParts, holdReservedStay } from '../src/db/listing-calendar';
import { listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

/** 12:00 UTC on 1 March 2026: 12:00 in London and Lisbon, 23:00 in Sydney. */
const MARCH_1 = Date.parse('2026-03-01T12:00:00Z');
const SUMMER: SeasonInput = {
  name: 'Summer',
  from: '2026-06-01',
  to: '2026-08-31',
  nightlyPrice: '150',
  weekendPrice: '180',
  minimumStay: 3,
  noCheckInDays: ['sun'],
};

const SECRET = 'listing-calendar-test-secret-0123456789ab';

describe("a listing's calendar and terms", () => {
  let bed: ListingsTestbed;
  let app: FastifyInstance;

  beforeAll(async () => {
    bed = await listingsTestbed('listing-calendar');
    app = await subgraph.buildApp({ db: bed.db, identitySecret: SECRET, logger: createLogger('test'), env: {} });
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bed?.close();
  });

  /** The subgraph answering `query` for `identity`, as the gateway would call it. */
  async function graphql<T>(identity: Identity, query: string, variables: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.21' }, SECRET),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }
  /** The signed identity of a host who may list (or of a member with another standing). */
  const identityOf = (host: HostCaller, gender: 'female' | 'male' = 'female'): Identity => ({
    userId: host.userId,
    sessionId: `session-${host.userId}`,
    standing: {
      gender,
      idVerified: true,
      profileComplete: true,
      phoneVerified: true,
      memberStatus: 'standard',
      isDiamond: false,
      pressUser: false,
      propertyManager: false,
      coHostOf: null,
    },
  });

  /** A host with a priced draft in `timeZone` (EUR 110 a night). */
  async function pricedListing(timeZone = 'Europe/Lisbon'): Promise<{ host: HostCaller; id: number }> {
    const host = bed.host();
    const id = listingOf(await createListing(bed.deps, host, await bed.basics({ timeZone }))).id;
    listingOf(await updateListingPricing(bed.deps, host, id, PRICING));
    return { host, id };
  }
  const termsEvents = async (id: number) =>
    (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id)).map((e) => e.terms!);
  const calendarOf = async (id: number, from: string, to: string, now: number) => {
    const answer = await readListingCalendar(bed.deps, await bed.listing(id), from, to, now);
    if (answer.status !== 'success') throw new Error(answer.message);
    return (date: string) => answer.days.find((day) => day.date === date)!;
  };
  /** Everything a refused change must leave as it was: the listing, its calendar parts and the outbox. */
  async function unchanged(id: number, run: () => Promise<unknown>) {
    const before = [await bed.listing(id), await findCalendarParts(bed.db, id), await bed.eventTypes()];
    await run();
    expect([await bed.listing(id), await findCalendarParts(bed.db, id), await bed.eventTypes()]).toEqual(before);
  }

  describe('blocked nights', () => {
    it('blocks ranges of nights, overlapping ranges once, and blocking them again changes nothing', async () => {
      const { host, id } = await pricedListing();
      const events = (await termsEvents(id)).length;
      const ranges = [
        { from: '2026-03-10', to: '2026-03-12' },
        { from: '2026-03-11', to: '2026-03-14' },
      ];
      const blocked = listingOf(await blockListingDates(bed.deps, host, id, ranges, MARCH_1));
      const nights = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];
      expect((await findCalendarParts(bed.db, id)).blockedDates).toEqual(nights);
      const published = await termsEvents(id);
      expect(published).toHaveLength(events + 1);
      expect(published.at(-1)).toMatchObject({ blockedDates: nights, version: blocked.version });

      const again = listingOf(
        await blockListingDates(bed.deps, host, id, [{ from: '2026-03-12', to: '2026-03-12' }], MARCH_1),
      );
      expect(again.version).toBe(blocked.version);
      expect(await termsEvents(id)).toHaveLength(events + 1);
    });

    it('keeps the check-out day free: a blocked night refuses no stay that leaves that morning', async () => {
      const { host, id } = await pricedListing();
      listingOf(await blockListingDates(bed.deps, host, id, [{ from: '2026-03-10', to: '2026-03-10' }], MARCH_1));
      const day = await calendarOf(id, '2026-03-08', '2026-03-11', MARCH_1);
      expect(day('2026-03-09')).toMatchObject({ night: 'available', checkIn: true, checkOut: true });
      expect(day('2026-03-10')).toMatchObject({ night: 'blocked', checkIn: false, checkOut: true });
      expect(day('2026-03-11')).toMatchObject({ night: 'available', checkIn: true });

      const terms = stayTermsOf(await bed.listing(id), await findCalendarParts(bed.db, id));
      const ask = (checkIn: string, checkOut: string) =>
        checkAvailability(terms, {
          checkIn: localDate(checkIn),
          checkOut: localDate(checkOut),
          now: MARCH_1,
          reserved: [],
        });
      expect(ask('2026-03-07', '2026-03-10')).toEqual({ available: true, nights: 3 });
      expect(ask('2026-03-11', '2026-03-13')).toEqual({ available: true, nights: 2 });
      expect(ask('2026-03-07', '2026-03-11')).toEqual({
        available: false,
        reasons: [{ rule: 'blocked', nights: ['2026-03-10'], message: SPEC_TEXTS.notAvailable }],
      });
    });

    it('unblocks ranges, and unblocking free nights changes nothing', async () => {
      const { host, id } = await pricedListing();
      listingOf(await blockListingDates(bed.deps, host, id, [{ from: '2026-04-01', to: '2026-04-07' }], MARCH_1));
      const events = (await termsEvents(id)).length;
      const ranges = [
        { from: '2026-04-02', to: '2026-04-03' },
        { from: '2026-04-03', to: '2026-04-05' },
      ];
      listingOf(await unblockListingDates(bed.deps, host, id, ranges, MARCH_1));
      expect((await findCalendarParts(bed.db, id)).blockedDates).toEqual(['2026-04-01', '2026-04-06', '2026-04-07']);
      expect((await termsEvents(id)).at(-1)!.blockedDates).toEqual(['2026-04-01', '2026-04-06', '2026-04-07']);
      const version = (await bed.listing(id)).version;
      listingOf(await unblockListingDates(bed.deps, host, id, ranges, MARCH_1));
      expect((await bed.listing(id)).version).toBe(version);
      expect(await termsEvents(id)).toHaveLength(events + 1);
    });

    it("refuses a bad range with the spec's words and blocks none of the others", async () => {
      const { host, id } = await pricedListing();
      const refusals: [Parameters<typeof blockListingDates>[3], { field: string; message: string }][] = [
        [
          [
            { from: '2026-03-10', to: '2026-03-12' },
            { from: '2026-03-20', to: '2026-03-19' },
          ],
          { field: 'ranges.1.to', message: 'From value must be below the to value.' },
        ],
        [[{ from: '2026-02-30', to: '2026-03-02' }], { field: 'ranges.0.from', message: TERMS_TEXTS.dateInvalid }],
        [[{ from: '2026-03-02', to: '3/4/2026' }], { field: 'ranges.0.to', message: TERMS_TEXTS.dateInvalid }],
        [[], { field: 'ranges', message: LISTING_TEXTS.datesRequired }],
        [[{ from: '2026-03-02', to: '2030-03-02' }], { field: 'ranges', message: LISTING_TEXTS.tooManyNights(1096) }],
        [[{ from: '2026-02-20', to: '2026-02-28' }], { field: 'ranges', message: LISTING_TEXTS.pastNights }],
      ];
      for (const [ranges, error] of refusals) {
        await unchanged(id, async () => {
          const outcome = await blockListingDates(bed.deps, host, id, ranges, MARCH_1);
          expect(outcome, JSON.stringify(ranges)).toMatchObject({ status: 'invalid', fieldErrors: [error] });
        });
      }
      // A range reaching back past today keeps only the nights from today on.
      listingOf(await blockListingDates(bed.deps, host, id, [{ from: '2026-02-27', to: '2026-03-02' }], MARCH_1));
      expect((await findCalendarParts(bed.db, id)).blockedDates).toEqual(['2026-03-01', '2026-03-02']);
    });

    it('never blocks a night a guest holds, says which, and lets the host block the day she leaves', async () => {
      const { host, id } = await pricedListing();
      await holdReservedStay(bed.db, id, 'hold-1', {
        checkIn: localDate('2026-03-20'),
        checkOut: localDate('2026-03-23'),
      });
      await unchanged(id, async () => {
        expect(
          await blockListingDates(bed.deps, host, id, [{ from: '2026-03-21', to: '2026-03-25' }], MARCH_1),
        ).toEqual({
          status: 'conflict',
          errorMessage:
            'Guests have already reserved Mar 21, 2026 and Mar 22, 2026: a reservation keeps its nights, so nothing was blocked.',
        });
      });
      listingOf(await blockListingDates(bed.deps, host, id, [{ from: '2026-03-23', to: '2026-03-24' }], MARCH_1));
      const day = await calendarOf(id, '2026-03-19', '2026-03-24', MARCH_1);
      expect(['19', '20', '21', '22', '23', '24'].map((d) => day(`2026-03-${d}`).night)).toEqual([
        'available',
        'reserved',
        'reserved',
        'reserved',
        'blocked',
        'blocked',
      ]);
    });
  });

  describe('seasonal prices', () => {
    it('adds, changes and deletes seasons, each change publishing the full terms once', async () => {
      const { host, id } = await pricedListing();
      const events = (await termsEvents(id)).length;
      const added = listingOf(await addListingSeason(bed.deps, host, id, SUMMER));
      const [summer] = (await findCalendarParts(bed.db, id)).seasons;
      expect(summer).toEqual({
        id: expect.any(Number),
        name: 'Summer',
        from: '2026-06-01',
        to: '2026-08-31',
        nightlyMinor: 15000,
        weekendMinor: 18000,
        extraGuestMinor: null,
        minimumStay: 3,
        maximumStay: null,
        noCheckInDays: ['SUN'],
        noCheckOutDays: [],
      });
      const published = (await termsEvents(id)).at(-1)!;
      // Unset, not 0: the season takes the listing's extra guest fee.
      expect(published.seasons[0]!.extraGuestMinor).toBeUndefined();
      expect(published).toMatchObject({
        version: added.version,
        seasons: [
          {
            name: 'Summer',
            from: '2026-06-01',
            to: '2026-08-31',
            nightlyMinor: 15000n,
            weekendMinor: 18000n,
            minimumStay: 3,
            maximumStay: 0,
            noCheckInDays: ['SUN'],
            noCheckOutDays: [],
          },
        ],
      });

      const changed = { ...SUMMER, to: '2026-09-15', extraGuestPrice: '0', maximumStay: 21 };
      listingOf(await updateListingSeason(bed.deps, host, id, summer!.id, changed));
      expect((await termsEvents(id)).at(-1)!.seasons).toMatchObject([
        { to: '2026-09-15', extraGuestMinor: 0n, maximumStay: 21 },
      ]);
      // The same season again changes nothing; a season never overlaps its own old dates.
      listingOf(await updateListingSeason(bed.deps, host, id, summer!.id, changed));
      expect(await termsEvents(id)).toHaveLength(events + 2);

      listingOf(
        await addListingSeason(bed.deps, host, id, {
          name: 'New Year',
          from: '2026-12-31',
          to: '2026-12-31',
          nightlyPrice: '300',
        }),
      );
      listingOf(await deleteListingSeason(bed.deps, host, id, summer!.id));
      const last = (await termsEvents(id)).at(-1)!;
      expect(last.seasons.map((s) => s.name)).toEqual(['New Year']);
      expect(await termsEvents(id)).toHaveLength(events + 4);
    });

    it("refuses overlapping seasons and bad fields with the spec's words, saving nothing", async () => {
      const { host, id } = await pricedListing();
      listingOf(await addListingSeason(bed.deps, host, id, SUMMER));
      const refused = async (season: SeasonInput) => {
        let outcome: EditOutcome | undefined;
        await unchanged(id, async () => {
          outcome = await addListingSeason(bed.deps, host, id, season);
        });
        expect(outcome).toMatchObject({ status: 'invalid', errorMessage: LISTING_TEXTS.nothingSaved });
        return outcome!.status === 'invalid' ? outcome!.fieldErrors : [];
      };
      expect(await refused({ ...SUMMER, name: 'Late summer', from: '2026-08-31', to: '2026-09-30' })).toEqual([
        {
          field: 'from',
          message: 'The seasons "Summer" and "Late summer" overlap: each night can have only one seasonal price.',
        },
      ]);
      expect(await refused({ ...SUMMER, name: '  ', from: '2026-10-10', to: '2026-10-01' })).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'to', message: 'From value must be below the to value.' },
      ]);
      expect(
        await refused({
          name: 'Autumn',
          from: '2026-10-01',
          to: '2026-10-31',
          nightlyPrice: '',
          weekendPrice: '12,5',
          extraGuestPrice: '1.005',
          minimumStay: 400,
          noCheckOutDays: ['Friday'],
        }),
      ).toEqual([
        { field: 'nightlyPrice', message: 'Nightly price is required' },
        { field: 'weekendPrice', message: 'Weekend price: only numbers are allowed.' },
        { field: 'extraGuestPrice', message: 'Extra guest fee: EUR amounts have at most 2 decimals.' },
        { field: 'minimumStay', message: TERMS_TEXTS.minNightsRange },
        { field: 'noCheckOutDays', message: TERMS_TEXTS.weekdayInvalid },
      ]);
      expect(
        await refused({
          name: 'Winter',
          from: '2026-11-01',
          to: '2026-11-30',
          nightlyPrice: '90',
          minimumStay: 9,
          maximumStay: 5,
        }),
      ).toEqual([{ field: 'minimumStay', message: 'Minimum nights must not be more than maximum nights.' }]);
    });

    it('needs the base price first, and answers notFound for a season the listing does not have', async () => {
      const host = bed.host();
      const draft = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
      await unchanged(draft, async () => {
        expect(await addListingSeason(bed.deps, host, draft, SUMMER)).toEqual({
          status: 'conflict',
          errorMessage: LISTING_TEXTS.pricesFirst,
        });
      });
      const other = await pricedListing();
      listingOf(await addListingSeason(bed.deps, other.host, other.id, SUMMER));
      const [theirs] = (await findCalendarParts(bed.db, other.id)).seasons;
      const { host: mine, id } = await pricedListing();
      const notFound = { status: 'notFound', errorMessage: LISTING_TEXTS.seasonNotFound };
      await unchanged(id, async () => {
        expect(await updateListingSeason(bed.deps, mine, id, theirs!.id, SUMMER)).toEqual(notFound);
        expect(await deleteListingSeason(bed.deps, mine, id, theirs!.id)).toEqual(notFound);
      });
      expect((await findCalendarParts(bed.db, other.id)).seasons).toHaveLength(1);
    });

    it('keeps the currency while seasons are priced in it', async () => {
      const { host, id } = await pricedListing();
      listingOf(await addListingSeason(bed.deps, host, id, SUMMER));
      await unchanged(id, async () => {
        expect(
          await updateListingPricing(bed.deps, host, id, { ...PRICING, currency: 'JPY', basePrice: '18000' }),
        ).toEqual({
          status: 'invalid',
          errorMessage: LISTING_TEXTS.nothingSaved,
          fieldErrors: [{ field: 'currency', message: LISTING_TEXTS.seasonsInCurrency('EUR') }],
        });
      });
      listingOf(await updateListingPricing(bed.deps, host, id, { ...PRICING, basePrice: '120' }));
    });

    it("prices each night of the calendar: the season's weekend and nightly prices, else the listing's", async () => {
      const { host, id } = await pricedListing();
      listingOf(await addListingSeason(bed.deps, host, id, SUMMER));
      const day = await calendarOf(id, '2026-05-29', '2026-06-07', MARCH_1);
      expect(day('2026-05-29')).toMatchObject({ price: 110, season: null }); // a Friday before the season
      expect(day('2026-06-05')).toMatchObject({ price: 180, season: 'Summer' }); // a Friday in it
      expect(day('2026-06-07')).toMatchObject({ price: 150, season: 'Summer', checkIn: false }); // a Sunday in it
    });
  });

  describe('discounts', () => {
    it('saves the weekly, monthly, 90+, last-minute and length-of-stay discounts at once and publishes them', async () => {
      const { host, id } = await pricedListing();
      const saved = listingOf(
        await saveListingDiscounts(bed.deps, host, id, {
          weeklyDiscount: 10,
          monthlyDiscount: 20,
          threeMonthDiscount: 99,
          lastMinuteDiscounts: [{ percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 }],
          lengthOfStayDiscounts: [
            { minimumNights: 14, percent: 12 },
            { minimumNights: 5, percent: 0, daysBeforeArrivalFrom: 30, daysBeforeArrivalTo: 90 },
          ],
        }),
      );
      expect(saved).toMatchObject({ weeklyDiscount: 10, monthlyDiscount: 20, threeMonthDiscount: 99 });
      const published = (await termsEvents(id)).at(-1)!;
      expect(published.lengthOfStayDiscounts[0]!.daysBeforeArrivalFrom).toBeUndefined();
      expect(published).toMatchObject({
        weeklyDiscount: 10,
        monthlyDiscount: 20,
        threeMonthDiscount: 99,
        lastMinuteDiscounts: [{ percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 }],
        lengthOfStayDiscounts: [
          { minimumNights: 14, percent: 12 },
          { minimumNights: 5, percent: 0, daysBeforeArrivalFrom: 30, daysBeforeArrivalTo: 90 },
        ],
      });
      // bookings-payments prices a stay from the same terms: a 14-night stay booked two days ahead takes 12 % (the
      // largest length discount), then the 15 % last-minute one.
      const terms = stayTermsOf(await bed.listing(id), await findCalendarParts(bed.db, id));
      const quote = quoteStay(terms, {
        checkIn: localDate('2026-03-03'),
        checkOut: localDate('2026-03-17'),
        guests: 2,
        pets: 0,
        now: MARCH_1,
      });
      expect(quote.ok && quote.quote.discounts.map((d) => [d.kind, d.percent])).toEqual([
        ['length-of-stay', 12],
        ['last-minute', 15],
      ]);
      // Saving the same discounts again changes nothing.
      const events = (await termsEvents(id)).length;
      listingOf(
        await saveListingDiscounts(bed.deps, host, id, {
          weeklyDiscount: 10,
          monthlyDiscount: 20,
          threeMonthDiscount: 99,
          lastMinuteDiscounts: [{ percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 }],
          lengthOfStayDiscounts: [
            { minimumNights: 14, percent: 12 },
            { minimumNights: 5, percent: 0, daysBeforeArrivalFrom: 30, daysBeforeArrivalTo: 90 },
          ],
        }),
      );
      expect(await termsEvents(id)).toHaveLength(events);
    });

    it('takes whole percents from 0 to 99 and refuses the rest, saving nothing', async () => {
      const { host, id } = await pricedListing();
      await unchanged(id, async () => {
        const outcome = await saveListingDiscounts(bed.deps, host, id, {
          weeklyDiscount: 100,
          monthlyDiscount: -1,
          threeMonthDiscount: 12.5,
          lastMinuteDiscounts: [{ percent: 10, daysBeforeArrivalFrom: 2 }],
          lengthOfStayDiscounts: [{ minimumNights: 0, percent: 5, daysBeforeArrivalFrom: 10, daysBeforeArrivalTo: 5 }],
        });
        expect(outcome).toEqual({
          status: 'invalid',
          errorMessage: LISTING_TEXTS.nothingSaved,
          fieldErrors: [
            { field: 'weeklyDiscount', message: 'Discount must be a number from 0 to 99 %.' },
            { field: 'monthlyDiscount', message: 'Discount must be a number from 0 to 99 %.' },
            { field: 'threeMonthDiscount', message: 'Discount must be a number from 0 to 99 %.' },
            { field: 'lastMinuteDiscounts.0.daysBeforeArrivalTo', message: TERMS_TEXTS.daysBeforeArrivalRange },
            { field: 'lengthOfStayDiscounts.0.minimumNights', message: TERMS_TEXTS.lengthOfStayNightsRange },
            { field: 'lengthOfStayDiscounts.0.daysBeforeArrivalTo', message: 'From value must be below the to value.' },
          ],
        });
      });
    });
  });

  describe('weekly rules of the calendar', () => {
    it('keeps stays from ending on a blocked weekday, and closes today after the same-day cut-off at the home', async () => {
      const { host, id } = await pricedListing('Europe/London');
      listingOf(
        await updateListingCalendarRules(bed.deps, host, id, { blockedCheckOutDays: ['fri'], sameDayCutOff: '18:00' }),
      );
      expect((await termsEvents(id)).at(-1)).toMatchObject({ blockedCheckOutDays: ['FRI'], sameDayCutOff: '18:00' });
      // 29 March 2026 is the day London's clocks go forward: 17:30 UTC is 18:30 BST, past the cut-off; 16:30 UTC is
      // 17:30 BST, before it. On GMT both would still be open.
      const late = await calendarOf(id, '2026-03-29', '2026-04-03', Date.parse('2026-03-29T17:30:00Z'));
      expect(late('2026-03-29').night).toBe('notice');
      expect(late('2026-03-30').night).toBe('available');
      expect(late('2026-04-03')).toMatchObject({ night: 'available', checkOut: false }); // a Friday
      const early = await calendarOf(id, '2026-03-29', '2026-03-29', Date.parse('2026-03-29T16:30:00Z'));
      expect(early('2026-03-29').night).toBe('available');
    });

    it('refuses a week with no check-out day, unknown weekdays and times off the list', async () => {
      const { host, id } = await pricedListing();
      const week = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
      await unchanged(id, async () => {
        expect(
          await updateListingCalendarRules(bed.deps, host, id, { blockedCheckOutDays: week, sameDayCutOff: '18:15' }),
        ).toEqual({
          status: 'invalid',
          errorMessage: LISTING_TEXTS.nothingSaved,
          fieldErrors: [
            { field: 'sameDayCutOff', message: TERMS_TEXTS.timeInvalid },
            { field: 'blockedCheckOutDays', message: TERMS_TEXTS.allCheckOutDaysBlocked },
          ],
        });
        expect(await updateListingCalendarRules(bed.deps, host, id, { blockedCheckOutDays: ['Monday'] })).toMatchObject(
          {
            fieldErrors: [{ field: 'blockedCheckOutDays', message: TERMS_TEXTS.weekdayInvalid }],
          },
        );
      });
    });
  });

  describe('who may change the calendar', () => {
    it('answers another host, her co-host and a man, an unverified member or an applicant with nothing written', async () => {
      const { host, id } = await pricedListing();
      const changes: [string, (deps: ListingsDeps, caller: HostCaller) => Promise<EditOutcome>][] = [
        [
          'block',
          (deps, caller) => blockListingDates(deps, caller, id, [{ from: '2026-03-05', to: '2026-03-06' }], MARCH_1),
        ],
        [
          'unblock',
          (deps, caller) => unblockListingDates(deps, caller, id, [{ from: '2026-03-05', to: '2026-03-06' }], MARCH_1),
        ],
        ['rules', (deps, caller) => updateListingCalendarRules(deps, caller, id, { blockedCheckOutDays: ['MON'] })],
        ['season', (deps, caller) => addListingSeason(deps, caller, id, SUMMER)],
        ['discounts', (deps, caller) => saveListingDiscounts(deps, caller, id, { weeklyDiscount: 5 })],
      ];
      const other = bed.host();
      for (const caller of [other, bed.coHostOf(other)]) {
        for (const [name, change] of changes) {
          await unchanged(id, async () => {
            expect(await change(bed.deps, caller), name).toEqual({
              status: 'notFound',
              errorMessage: 'This listing may have been deleted or unpublished.',
            });
          });
        }
      }
      const standings: [Partial<HostCaller['standing']>, string][] = [
        [{ female: false }, HOST_REFUSALS.womenOnly],
        [{ idVerified: false }, HOST_REFUSALS.idNotVerified],
        [{ approvedMember: false }, HOST_REFUSALS.notApproved],
      ];
      for (const [standing, message] of standings) {
        const caller = { ...host, standing: { ...host.standing, ...standing } };
        for (const [name, change] of changes) {
          await unchanged(id, async () => {
            expect(await change(bed.deps, caller), name).toEqual({ status: 'forbidden', errorMessage: message });
          });
        }
      }
      // Her co-host changes it as her.
      listingOf(await addListingSeason(bed.deps, bed.coHostOf(host), id, SUMMER));
      expect((await findCalendarParts(bed.db, id)).seasons).toHaveLength(1);
    });
  });

  describe('time zones, one spelling each', () => {
    it('stores the canonical name of the zone the host gives, which the terms checks accept', async () => {
      const host = bed.host();
      const id = listingOf(await createListing(bed.deps, host, await bed.basics({ timeZone: 'asia/kolkata' }))).id;
      listingOf(await updateListingPricing(bed.deps, host, id, PRICING));
      const listing = await bed.listing(id);
      expect(listing.timeZone).toBe(canonicalTimeZone('Asia/Kolkata'));
      const terms = stayTermsOf(listing, await findCalendarParts(bed.db, id));
      expect(validateTerms(terms).filter((e) => e.field === 'timeZone')).toEqual([]);
      expect((await termsEvents(id)).at(-1)!.timeZone).toBe(listing.timeZone);
    });

    it("rewrites the zones stored before (migration 0014) to the runtime's canonical names", async () => {
      const sql = readFileSync(new URL('../src/db/migrations/0014-listing-calendar.sql', import.meta.url), 'utf8');
      const rewrite = sql.slice(sql.indexOf('update listings l'), sql.indexOf('alter table listings'));
      // Every alias the migration names is the runtime's alias of that zone.
      const aliases = [...rewrite.matchAll(/\('([^']+)', '([^']+)'\)/g)].map(([, alias, canonical]) => [
        alias,
        canonical,
      ]);
      expect(aliases.length).toBeGreaterThan(100);
      for (const [alias, canonical] of aliases) expect(canonicalTimeZone(alias!), alias).toBe(canonical);
      const host = bed.host();
      const spellings = ['asia/kolkata', 'US/Eastern', 'europe/LONDON', 'Europe/Kyiv', 'America/Chicago'];
      const ids: number[] = [];
      for (const timeZone of spellings) {
        const id = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
        await bed.db('listings').where({ id }).update({ time_zone: timeZone });
        ids.push(id);
      }
      await bed.db.raw(rewrite);
      for (const [i, id] of ids.entries()) {
        expect((await bed.listing(id)).timeZone, spellings[i]).toBe(canonicalTimeZone(spellings[i]!));
      }
    });
  });

  describe("the calendar on the listing's clock", () => {
    it('turns the day at midnight where the home is, across the spring change in London and the autumn one in Sydney', async () => {
      const london = (await pricedListing('Europe/London')).id;
      const sydney = (await pricedListing('Australia/Sydney')).id;
      // 23:30 UTC on 29 March 2026 is 00:30 BST on the 30th in London (on GMT it would still be the 29th).
      const afterSpring = await calendarOf(london, '2026-03-28', '2026-03-31', Date.parse('2026-03-29T23:30:00Z'));
      expect(afterSpring('2026-03-29').night).toBe('past');
      expect(afterSpring('2026-03-30')).toMatchObject({ night: 'available', checkIn: true });
      // 13:30 UTC on 5 April 2026 is 23:30 AEST on the 5th in Sydney, whose clocks went back that morning (on AEDT
      // it would already be the 6th).
      const afterAutumn = await calendarOf(sydney, '2026-04-04', '2026-04-07', Date.parse('2026-04-05T13:30:00Z'));
      expect(afterAutumn('2026-04-04').night).toBe('past');
      expect(afterAutumn('2026-04-05').night).toBe('available');
      // One instant, two todays: 14:00 UTC on 29 March is the afternoon of the 29th in London, the 30th in Sydney.
      const instant = Date.parse('2026-03-29T14:00:00Z');
      expect((await calendarOf(london, '2026-03-29', '2026-03-29', instant))('2026-03-29').night).toBe('available');
      expect((await calendarOf(sydney, '2026-03-29', '2026-03-29', instant))('2026-03-29').night).toBe('past');
      // Every date once across each change: no night lost or doubled by a 23- or 25-hour day.
      const answer = await readListingCalendar(
        bed.deps,
        await bed.listing(sydney),
        '2026-04-01',
        '2026-04-10',
        instant,
      );
      expect(answer.status === 'success' && answer.days.map((d) => d.date.slice(8))).toEqual([
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
      ]);
    });

    it('shows the advance notice and the booking window, whose last day is still a check-out', async () => {
      const { host, id } = await pricedListing('Europe/London');
      listingOf(
        await updateListingBookingSettings(bed.deps, host, id, { advanceNoticeDays: 2, bookingWindowMonths: 3 }),
      );
      // 30 November plus three months ends on 28 February (no 30 February).
      const day = await calendarOf(id, '2026-11-29', '2027-03-01', Date.parse('2026-11-30T12:00:00Z'));
      expect(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'].map((d) => day(d).night)).toEqual([
        'past',
        'notice',
        'notice',
        'available',
      ]);
      expect(day('2027-02-27')).toMatchObject({ night: 'available', checkIn: true });
      expect(day('2027-02-28')).toMatchObject({ night: 'beyond-window', checkIn: false, checkOut: true });
      expect(day('2027-03-01').night).toBe('beyond-window');
    });
  });

  describe('through the subgraph', () => {
    it('lets the host block nights, add a season and set discounts, and shows them on the listing and its calendar', async () => {
      const { host, id } = await pricedListing('Europe/London');
      const me = identityOf(host);
      const result = `status errorMessage fieldErrors { field message }`;
      const blocked = await graphql<{ blockListingDates: { status: string } }>(
        me,
        `mutation ($id: Int!) { blockListingDates(listId: $id, ranges: [{ from: "2027-01-04", to: "2027-01-05" }]) { ${result} } }`,
        { id },
      );
      expect(blocked.data?.blockListingDates).toEqual({ status: 'success', errorMessage: null, fieldErrors: [] });
      const season = await graphql<{ addListingSeason: { listing: { seasons: { id: number }[] } } }>(
        me,
        `mutation ($id: Int!, $season: ListingSeasonInput!) {
          addListingSeason(listId: $id, season: $season) { ${result} listing { seasons { id name from to nightlyPrice weekendPrice extraGuestPrice minimumStay noCheckInDays } } }
        }`,
        { id, season: { name: 'Winter', from: '2027-01-01', to: '2027-01-31', nightlyPrice: '95.50' } },
      );
      expect(season.data?.addListingSeason).toMatchObject({
        status: 'success',
        listing: {
          seasons: [
            {
              name: 'Winter',
              from: '2027-01-01',
              to: '2027-01-31',
              nightlyPrice: 95.5,
              weekendPrice: null,
              extraGuestPrice: null,
              minimumStay: null,
              noCheckInDays: [],
            },
          ],
        },
      });
      const overlap = await graphql<{ addListingSeason: unknown }>(
        me,
        `mutation ($id: Int!) { addListingSeason(listId: $id, season: { name: "Frost", from: "2027-01-31", to: "2027-02-02", nightlyPrice: "99" }) { ${result} } }`,
        { id },
      );
      expect(overlap.data?.addListingSeason).toMatchObject({
        status: 'invalid',
        fieldErrors: [{ field: 'from', message: TERMS_TEXTS.seasonsOverlap('Winter', 'Frost') }],
      });
      const discounts = await graphql<{ saveListingDiscounts: { status: string } }>(
        me,
        `mutation ($id: Int!) {
          saveListingDiscounts(listId: $id, discounts: { weeklyDiscount: 7, lastMinuteDiscounts: [{ percent: 10, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 2 }] }) { ${result} }
        }`,
        { id },
      );
      expect(discounts.data?.saveListingDiscounts.status).toBe('success');
      const rules = await graphql<{ updateListingCalendarRules: { status: string } }>(
        me,
        `mutation ($id: Int!) { updateListingCalendarRules(listId: $id, rules: { blockedCheckOutDays: ["SUN"], sameDayCutOff: "20:00" }) { ${result} } }`,
        { id },
      );
      expect(rules.data?.updateListingCalendarRules.status).toBe('success');

      const read = await graphql<{ getStepTwo: Record<string, unknown> & { calendar: unknown[] } }>(
        me,
        `
          query ($id: Int!) {
            getStepTwo(listId: $id) {
              blockedCheckOutDays
              sameDayCutOff
              lastMinuteDiscounts {
                percent
                daysBeforeArrivalFrom
                daysBeforeArrivalTo
              }
              lengthOfStayDiscounts {
                minimumNights
              }
              listingData {
                weeklyDiscount
              }
              calendar(from: "2027-01-03", to: "2027-01-05") {
                date
                night
                checkIn
                checkOut
                price
                season
              }
            }
          }
        `,
        { id },
      );
      expect(read.errors).toBeUndefined();
      expect(read.data?.getStepTwo).toEqual({
        blockedCheckOutDays: ['SUN'],
        sameDayCutOff: '20:00',
        lastMinuteDiscounts: [{ percent: 10, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 2 }],
        lengthOfStayDiscounts: [],
        listingData: { weeklyDiscount: 7 },
        calendar: [
          { date: '2027-01-03', night: 'available', checkIn: true, checkOut: false, price: 95.5, season: 'Winter' },
          { date: '2027-01-04', night: 'blocked', checkIn: false, checkOut: true, price: 95.5, season: 'Winter' },
          { date: '2027-01-05', night: 'blocked', checkIn: false, checkOut: true, price: 95.5, season: 'Winter' },
        ],
      });
    });

    it('refuses a man before anything is read, as the standing guard words it', async () => {
      const { host, id } = await pricedListing();
      await unchanged(id, async () => {
        const answer = await graphql(
          identityOf(host, 'male'),
          `
            mutation ($id: Int!) {
              blockListingDates(listId: $id, ranges: [{ from: "2027-01-04", to: "2027-01-05" }]) {
                status
              }
            }
          `,
          { id },
        );
        expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      });
    });
  });
});
