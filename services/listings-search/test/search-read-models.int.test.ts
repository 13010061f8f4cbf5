// Search's read-models fed by events (issue 15, decision 0042) on a real database, the events coming over a real
// Postgres event log as their producers' relays send them: bookings-payments' currency rates, accounts' hosts'
// industry, university and standing, and the nights bookings-payments holds. Each is waited for until the read-model
// shows it; a redelivery or a repeat changes nothing; an older event arriving late does not win.
import { randomUUID } from 'node:crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus, redeliverOnBus, type SentEvent } from '@golightly/events/testing';
import {
  CurrencyRatesChangedSchema,
  MemberStatusChangedSchema,
  NightsHeldSchema,
  NightsReleasedSchema,
  ProfileUpdatedSchema,
} from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { createListing } from '../src/app/create-listing';
import { readListingCalendar } from '../src/app/read-calendar';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { findHeldNights } from '../src/db/search-read-models';
import { listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';
import { eventApplied, eventually } from './support/events';

const SECRET = 'listings-search-read-models-test-secret-0123';
const MARCH_1 = Date.parse('2026-03-01T12:00:00Z');

describe("search's read-models fed by events", () => {
  let bed: ListingsTestbed;
  let events: TestDatabase;
  let bus: PostgresTransport;
  let app: FastifyInstance;

  /** Waits until the consumer has applied `sent` (or skipped it as already applied). */
  const applied = async (sent: SentEvent) => eventApplied(bed.db, sent);
  const inboxRows = async (eventId: string) =>
    Number((await bed.db('inbox').where({ event_id: eventId }).count())[0]!.count);

  beforeAll(async () => {
    bed = await listingsTestbed('listings_search_read_models');
    events = await createTestDatabase('events_listings_search_read_models', [eventLogMigrations]);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    app = await subgraph.buildApp({
      db: bed.db,
      identitySecret: SECRET,
      logger: createLogger('listings-search-read-models-test'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      transport: new PostgresTransport({ url: events.url, poolMax: 4 }),
    });
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await bed?.close();
    await events?.drop();
  });

  describe('currency rates from bookings-payments', () => {
    const ratesChanged = (asOf: string, rates: Record<string, string>) =>
      publishOnBus(bus, {
        producer: 'bookings-payments',
        schema: CurrencyRatesChangedSchema,
        data: {
          baseCode: 'USD',
          rates: Object.entries(rates).map(([code, rate]) => ({ code, rate, enabled: code !== 'JPY' })),
          asOf: timestampFromDate(new Date(asOf)),
        },
      });
    const storedRates = async () => {
      const rows: { code: string; rate: string }[] = await bed
        .db('search_currency_rates')
        .orderBy('code')
        .select('code', bed.db.raw('trim_scale(rate)::text as rate'));
      return Object.fromEntries(rows.map((row) => [row.code, row.rate]));
    };
    /** Waits until the stored rates are `expected`. */
    const ratesBecome = (expected: Record<string, string>) =>
      eventually(async () => {
        const stored = await storedRates();
        return JSON.stringify(stored) === JSON.stringify(expected) ? stored : undefined;
      });

    it('keeps the whole table as published, the base at 1, withdrawn currencies included', async () => {
      await ratesChanged('2026-03-01T10:00:00Z', { EUR: '0.862', GBP: '0.761', JPY: '154.6', USD: '1' });
      await ratesBecome({ EUR: '0.862', GBP: '0.761', JPY: '154.6', USD: '1' });
    });

    it('changes nothing on a redelivery or on a repeat of the same rates', async () => {
      const sent = await ratesChanged('2026-03-02T10:00:00Z', { EUR: '0.87', GBP: '0.761', JPY: '154.6', USD: '1' });
      await ratesBecome({ EUR: '0.87', GBP: '0.761', JPY: '154.6', USD: '1' });
      await redeliverOnBus(bus, sent);
      const repeat = await applied(
        await ratesChanged('2026-03-02T10:00:00Z', { EUR: '0.87', GBP: '0.761', JPY: '154.6', USD: '1' }),
      );
      // The repeat came after the redelivery on the one partition of the topic: both have been seen.
      expect(repeat).toBeDefined();
      expect(await inboxRows(sent.eventId)).toBe(1);
      expect(await storedRates()).toEqual({ EUR: '0.87', GBP: '0.761', JPY: '154.6', USD: '1' });
    });

    it('ignores rates older than the stored ones', async () => {
      await applied(await ratesChanged('2026-03-01T12:00:00Z', { EUR: '0.5', GBP: '0.5', USD: '1' }));
      expect(await storedRates()).toEqual({ EUR: '0.87', GBP: '0.761', JPY: '154.6', USD: '1' });
    });

    it('replaces the whole table with later rates: a currency no longer listed goes', async () => {
      await ratesChanged('2026-03-03T10:00:00Z', { EUR: '0.9', GBP: '0.75', USD: '1' });
      await ratesBecome({ EUR: '0.9', GBP: '0.75', USD: '1' });
    });
  });

  describe("hosts' industry, university and standing from accounts", () => {
    const profileUpdated = (userId: string, occurredAt: string, industry: string, universityId: number) =>
      publishOnBus(bus, {
        producer: 'accounts',
        schema: ProfileUpdatedSchema,
        data: { userId, profileId: 77, changedFields: ['industry'], firstName: 'Ada', industry, universityId },
        occurredAt: new Date(occurredAt),
      });
    const statusChanged = (userId: string, occurredAt: string, previousStatus: string, status: string) =>
      publishOnBus(bus, {
        producer: 'accounts',
        schema: MemberStatusChangedSchema,
        data: { userId, previousStatus, status, adminId: randomUUID(), email: 'ada@example.com', firstName: 'Ada' },
        occurredAt: new Date(occurredAt),
      });
    const hostOf = async (userId: string) => {
      const row: { industry: string; universityId: number; onHold: boolean } | undefined = await bed
        .db('search_host_profiles')
        .where({ user_id: userId })
        .first('industry', 'university_id as universityId', 'on_hold as onHold');
      return row;
    };
    const hostBecomes = (userId: string, expected: { industry: string; universityId: number; onHold: boolean }) =>
      eventually(async () => {
        const row = await hostOf(userId);
        return JSON.stringify(row) === JSON.stringify(expected) ? row : undefined;
      });

    it('keeps her industry and university, then her hold, on one row', async () => {
      const ada = randomUUID();
      await profileUpdated(ada, '2026-03-01T10:00:00Z', 'Technology', 7);
      await hostBecomes(ada, { industry: 'Technology', universityId: 7, onHold: false });
      await statusChanged(ada, '2026-03-01T11:00:00Z', 'standard', 'on_hold');
      await hostBecomes(ada, { industry: 'Technology', universityId: 7, onHold: true });
      await statusChanged(ada, '2026-03-01T12:00:00Z', 'on_hold', 'standard');
      await hostBecomes(ada, { industry: 'Technology', universityId: 7, onHold: false });
    });

    it('makes her row from a status alone, with no industry or university yet', async () => {
      const bea = randomUUID();
      await statusChanged(bea, '2026-03-01T10:00:00Z', 'standard', 'on_hold');
      await hostBecomes(bea, { industry: '', universityId: 0, onHold: true });
    });

    it('changes nothing on a redelivery or a repeat', async () => {
      const cleo = randomUUID();
      const sent = await profileUpdated(cleo, '2026-03-01T10:00:00Z', 'Finance', 3);
      await hostBecomes(cleo, { industry: 'Finance', universityId: 3, onHold: false });
      const hold = await statusChanged(cleo, '2026-03-01T10:30:00Z', 'standard', 'on_hold');
      await hostBecomes(cleo, { industry: 'Finance', universityId: 3, onHold: true });
      await redeliverOnBus(bus, sent);
      await redeliverOnBus(bus, hold);
      // A later event of hers on the same partition proves the redeliveries before it were seen.
      await applied(await statusChanged(cleo, '2026-03-01T10:30:00Z', 'standard', 'on_hold'));
      expect(await inboxRows(sent.eventId)).toBe(1);
      expect(await inboxRows(hold.eventId)).toBe(1);
      expect(await hostOf(cleo)).toEqual({ industry: 'Finance', universityId: 3, onHold: true });
    });

    it('lets no older event of a kind win over a later one of that kind', async () => {
      const dora = randomUUID();
      await profileUpdated(dora, '2026-03-05T10:00:00Z', 'Law', 11);
      await statusChanged(dora, '2026-03-05T10:00:00Z', 'standard', 'on_hold');
      await hostBecomes(dora, { industry: 'Law', universityId: 11, onHold: true });
      await applied(await profileUpdated(dora, '2026-03-04T10:00:00Z', 'Retail', 2));
      await applied(await statusChanged(dora, '2026-03-04T10:00:00Z', 'pending', 'standard'));
      expect(await hostOf(dora)).toEqual({ industry: 'Law', universityId: 11, onHold: true });
    });

    it('applies an older event of the other kind: a profile and a status are dated apart', async () => {
      const elsa = randomUUID();
      await profileUpdated(elsa, '2026-03-05T10:00:00Z', 'Design', 5);
      await hostBecomes(elsa, { industry: 'Design', universityId: 5, onHold: false });
      await statusChanged(elsa, '2026-03-04T10:00:00Z', 'standard', 'on_hold');
      await hostBecomes(elsa, { industry: 'Design', universityId: 5, onHold: true });
    });
  });

  describe('nights held by bookings-payments', () => {
    let listId: number;
    const held = (reservationId: string, checkIn: string, checkOut: string, onListing = listId) =>
      publishOnBus(bus, {
        producer: 'bookings-payments',
        schema: NightsHeldSchema,
        data: {
          reservationId,
          listId: onListing,
          checkIn,
          checkOut,
          hostUserId: randomUUID(),
          guestUserId: randomUUID(),
        },
      });
    const released = (reservationId: string) =>
      publishOnBus(bus, {
        producer: 'bookings-payments',
        schema: NightsReleasedSchema,
        data: { reservationId, listId },
      });
    const heldNights = async () =>
      (await findHeldNights(bed.db, listId)).map((row) => `${row.night} ${row.reservationId}`);
    const nightsBecome = (expected: string[]) =>
      eventually(async () => {
        const nights = await heldNights();
        return JSON.stringify(nights) === JSON.stringify(expected) ? nights : undefined;
      });
    /** The listing's calendar nights from 2026-03-19 to 2026-03-25, as its host and guests see them. */
    const calendarNights = async () => {
      const answer = await readListingCalendar(
        bed.deps,
        await bed.listing(listId),
        '2026-03-19',
        '2026-03-25',
        MARCH_1,
      );
      if (answer.status !== 'success') throw new Error(answer.message);
      return answer.days.map((day) => day.night);
    };

    beforeAll(async () => {
      const host = bed.host();
      listId = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
      listingOf(await updateListingPricing(bed.deps, host, listId, PRICING));
    });

    it('keeps each held night, and the calendar shows them reserved', async () => {
      await held('res-1', '2026-03-20', '2026-03-23');
      await nightsBecome(['2026-03-20 res-1', '2026-03-21 res-1', '2026-03-22 res-1']);
      expect(await calendarNights()).toEqual([
        'available',
        'reserved',
        'reserved',
        'reserved',
        'available',
        'available',
        'available',
      ]);
    });

    it('changes nothing on a redelivery or a repeat of the same hold', async () => {
      const sent = await held('res-2', '2026-03-24', '2026-03-25');
      const expected = ['2026-03-20 res-1', '2026-03-21 res-1', '2026-03-22 res-1', '2026-03-24 res-2'];
      await nightsBecome(expected);
      await redeliverOnBus(bus, sent);
      await applied(await held('res-2', '2026-03-24', '2026-03-25'));
      expect(await inboxRows(sent.eventId)).toBe(1);
      expect(await heldNights()).toEqual(expected);
    });

    it('replaces a reservation’s nights when it is held again with other dates', async () => {
      await held('res-1', '2026-03-21', '2026-03-23');
      await nightsBecome(['2026-03-21 res-1', '2026-03-22 res-1', '2026-03-24 res-2']);
      expect(await calendarNights()).toEqual([
        'available',
        'available',
        'reserved',
        'reserved',
        'available',
        'reserved',
        'available',
      ]);
    });

    it('frees only the released reservation’s nights, and a second release changes nothing', async () => {
      await released('res-1');
      await nightsBecome(['2026-03-24 res-2']);
      expect(await calendarNights()).toEqual([
        'available',
        'available',
        'available',
        'available',
        'available',
        'reserved',
        'available',
      ]);
      await applied(await released('res-1'));
      expect(await heldNights()).toEqual(['2026-03-24 res-2']);
    });

    it('holds nothing on a listing that does not exist, without failing', async () => {
      await applied(await held('res-ghost', '2026-03-20', '2026-03-22', 2_000_000_000));
      expect(await bed.db('search_held_nights').where({ reservation_id: 'res-ghost' })).toEqual([]);
      expect(await bed.db('inbox').whereNot({ outcome: 'applied' })).toEqual([]);
    });
  });
});
