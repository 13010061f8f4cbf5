// The search's SQL decides a stay as stay-rules does (decision 0046): over generated listings (time zones from -11 to
// +14 hours, some with half-hour daylight saving, around a change of the clocks), stays at the edges of the advance
// notice, the same-day cut-off and the booking window, blocked weekdays and seasons with their own limits and
// weekdays, the ids searchListingsQuery finds are exactly those checkAvailability accepts. And every zone a listing
// may be stored in (the runtime's ICU names) is one Postgres knows, so no listing's clock can fail the query.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEEKDAYS,
  addDays,
  addMonths,
  checkAvailability,
  todayAt,
  type AdvanceNoticeDays,
  type BookingWindowMonths,
  type LocalDate,
  type LocalTime,
  type Season,
  type Weekday,
} from '@golightly/stay-rules';
import { approveListing } from '../src/app/approve-listing';
import { submitListingForApproval } from '../src/app/submit-listing';
import { searchListingsQuery } from '../src/db/search';
import { searchFilterOf } from '../src/domain/search-filter';
import { actorOf, listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const LISTINGS = 12;
const AT = { lat: -60, lng: 40 };
const BOX = { sw_lat: AT.lat - 1, sw_lng: AT.lng - 1, ne_lat: AT.lat + 1, ne_lng: AT.lng + 1 };
const ZONES = [
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Calcutta',
  'America/Sao_Paulo',
  'UTC',
];
/** Instants near clock changes: Europe's spring one, the US's, Lord Howe's half hour back, and a plain day. */
const AROUND = ['2027-03-28T01:00:00Z', '2027-03-14T07:00:00Z', '2027-04-03T15:00:00Z', '2027-06-10T12:00:00Z'].map(
  Date.parse,
);
const HALF_HOUR = 1_800_000;

interface Terms {
  timeZone: string;
  minNight: number;
  maxNight: number | null;
  advanceNoticeDays: AdvanceNoticeDays;
  sameDayCutOff: LocalTime | null;
  bookingWindowMonths: BookingWindowMonths;
  blockedCheckInDays: Weekday[];
  blockedCheckOutDays: Weekday[];
  /** Seasons as day offsets from the stay's check-in, never sharing a night. */
  seasons: {
    from: number;
    to: number;
    minimumStay: number | null;
    maximumStay: number | null;
    noIn: Weekday[];
    noOut: Weekday[];
  }[];
}

const weekdays = fc.subarray([...WEEKDAYS], { maxLength: 2 });
const termsArb: fc.Arbitrary<Terms> = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    minNight: fc.integer({ min: 1, max: 5 }),
    maxExtra: fc.option(fc.integer({ min: 0, max: 8 })),
    advanceNoticeDays: fc.constantFrom<AdvanceNoticeDays>(0, 0, 1, 2, 3, 7),
    sameDayCutOff: fc.option(
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom('00', '30')).map(([h, m]) => {
        return `${String(h).padStart(2, '0')}:${m}` as LocalTime;
      }),
    ),
    bookingWindowMonths: fc.constantFrom<BookingWindowMonths>(null, 3, 6, 9, 12),
    blockedCheckInDays: weekdays,
    blockedCheckOutDays: weekdays,
    cuts: fc.uniqueArray(fc.integer({ min: -6, max: 14 }), { maxLength: 4 }),
    limits: fc.array(
      fc.record({
        minimumStay: fc.option(fc.integer({ min: 1, max: 6 })),
        maxExtra: fc.option(fc.integer({ min: 0, max: 6 })),
        noIn: weekdays,
        noOut: weekdays,
      }),
      { minLength: 2, maxLength: 2 },
    ),
  })
  .map(({ maxExtra, cuts, limits, ...terms }) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const seasons: Terms['seasons'] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      const limit = limits[i / 2]!;
      const maximumStay = limit.maxExtra === null ? null : (limit.minimumStay ?? 1) + limit.maxExtra;
      seasons.push({ from: sorted[i]!, to: sorted[i + 1]! - 1, ...limit, maximumStay });
    }
    return { ...terms, maxNight: maxExtra === null ? null : terms.minNight + maxExtra, seasons };
  });

/** A stay near "today" (the notice's edges), or ending near a booking window's end. */
const stayArb = fc.record({
  from: fc.oneof(
    fc.record({ kind: fc.constant('near' as const), days: fc.integer({ min: -2, max: 9 }) }),
    fc.record({
      kind: fc.constant('window' as const),
      months: fc.constantFrom(3, 6, 9, 12),
      days: fc.integer({ min: -2, max: 2 }),
    }),
  ),
  nights: fc.integer({ min: 1, max: 9 }),
});
const nowArb = fc
  .tuple(fc.constantFrom(...AROUND), fc.integer({ min: -72, max: 72 }), fc.constantFrom(0, 59_000))
  .map(([around, halfHours, seconds]) => around + halfHours * HALF_HOUR + seconds);

describe('the search SQL and stay-rules decide a stay alike', () => {
  let bed: ListingsTestbed;
  const ids: number[] = [];

  beforeAll(async () => {
    bed = await listingsTestbed('search-clock');
    for (let i = 0; i < LISTINGS; i++) {
      const host = bed.host();
      const id = await bed.readyListing(host, `Clock home ${i}`);
      listingOf(await submitListingForApproval(bed.deps, host, id));
      listingOf(await approveListing(bed.deps, actorOf(), id));
      await bed
        .db('listings')
        .where({ id })
        .update({ lat: AT.lat + i * 0.01, lng: AT.lng });
      ids.push(id);
    }
  }, SETUP_MS * 2);
  afterAll(() => bed?.close());

  it('finds exactly the listings whose clock, notice, window, weekdays and seasons take the stay', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(termsArb, { minLength: LISTINGS, maxLength: LISTINGS }),
        stayArb,
        nowArb,
        async (allTerms, stay, now) => {
          const utcToday = new Date(now).toISOString().slice(0, 10) as LocalDate;
          const checkIn =
            stay.from.kind === 'near'
              ? addDays(utcToday, stay.from.days)
              : addDays(addMonths(utcToday, stay.from.months), stay.from.days - stay.nights);
          const checkOut = addDays(checkIn, stay.nights);

          const expected: number[] = [];
          await bed.db.transaction(async (trx) => {
            await trx('listing_seasons').whereIn('listing_id', ids).delete();
            for (const [i, terms] of allTerms.entries()) {
              const id = ids[i]!;
              await trx('listings').where({ id }).update({
                time_zone: terms.timeZone,
                min_night: terms.minNight,
                max_night: terms.maxNight,
                advance_notice_days: terms.advanceNoticeDays,
                same_day_cut_off: terms.sameDayCutOff,
                booking_window_months: terms.bookingWindowMonths,
                blocked_check_in_days: terms.blockedCheckInDays,
                blocked_check_out_days: terms.blockedCheckOutDays,
              });
              const seasons: Season[] = terms.seasons.map((season, n) => ({
                name: `Season ${n}`,
                from: addDays(checkIn, season.from),
                to: addDays(checkIn, season.to),
                nightlyMinor: 10_000 as Season['nightlyMinor'],
                weekendMinor: null,
                extraGuestMinor: null,
                minimumStay: season.minimumStay,
                maximumStay: season.maximumStay,
                noCheckInDays: season.noIn,
                noCheckOutDays: season.noOut,
              }));
              if (seasons.length > 0) {
                await trx('listing_seasons').insert(
                  seasons.map((season) => ({
                    listing_id: id,
                    name: season.name,
                    date_from: season.from,
                    date_to: season.to,
                    nightly_minor: season.nightlyMinor,
                    minimum_stay: season.minimumStay,
                    maximum_stay: season.maximumStay,
                    no_check_in_days: season.noCheckInDays,
                    no_check_out_days: season.noCheckOutDays,
                  })),
                );
              }
              const availability = checkAvailability(
                { ...terms, blockedDates: [], seasons },
                { checkIn, checkOut, now, reserved: [] },
              );
              if (availability.available) expected.push(id);
            }
          });

          const checked = searchFilterOf({ ...BOX, dates: { startDate: checkIn, endDate: checkOut } });
          if (!checked.ok) throw new Error(checked.errorMessage);
          const found: { id: number }[] = await searchListingsQuery(bed.db, checked.filter, { now });
          const context = `stay ${checkIn} to ${checkOut} at ${new Date(now).toISOString()}, today in each zone ${ZONES.map((z) => `${z} ${todayAt(z, now)}`).join(', ')}`;
          expect(
            found.map((row) => row.id).sort((a, b) => a - b),
            context,
          ).toEqual(expected.sort((a, b) => a - b));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('takes a same-day stay until the minute of the cut-off on the listing clock, as stay-rules does', async () => {
    const id = ids[0]!;
    await bed.db('listing_seasons').where({ listing_id: id }).delete();
    const terms = {
      timeZone: 'Asia/Calcutta',
      minNight: 1,
      maxNight: null,
      advanceNoticeDays: 0 as const,
      sameDayCutOff: '14:00' as LocalTime,
      bookingWindowMonths: null,
      blockedCheckInDays: [],
      blockedCheckOutDays: [],
    };
    await bed.db('listings').where({ id }).update({
      time_zone: terms.timeZone,
      min_night: 1,
      max_night: null,
      advance_notice_days: 0,
      same_day_cut_off: terms.sameDayCutOff,
      booking_window_months: null,
      blocked_check_in_days: [],
      blocked_check_out_days: [],
    });
    const stay = { checkIn: '2027-06-10' as LocalDate, checkOut: '2027-06-11' as LocalDate };
    const checked = searchFilterOf({ ...BOX, dates: { startDate: stay.checkIn, endDate: stay.checkOut } });
    if (!checked.ok) throw new Error(checked.errorMessage);
    // 13:59:59 and 14:00:00 in Kolkata (UTC+5:30).
    for (const [instant, takes] of [
      ['2027-06-10T08:29:59Z', true],
      ['2027-06-10T08:30:00Z', false],
    ] as const) {
      const now = Date.parse(instant);
      const rules = checkAvailability({ ...terms, blockedDates: [], seasons: [] }, { ...stay, now, reserved: [] });
      const found: { id: number }[] = await searchListingsQuery(bed.db, checked.filter, { now });
      expect(rules.available, instant).toBe(takes);
      expect(
        found.some((row) => row.id === id),
        instant,
      ).toBe(takes);
    }
  });

  it('knows every time zone the runtime knows, so no listing clock fails the query', async () => {
    const known = new Set(
      ((await bed.db.raw('select name from pg_timezone_names')) as { rows: { name: string }[] }).rows.map(
        (row) => row.name,
      ),
    );
    const unknown = Intl.supportedValuesOf('timeZone').filter((zone) => !known.has(zone));
    expect(unknown).toEqual([]);
  });
});
