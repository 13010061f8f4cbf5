// What the listings use-case tests share: one real migrated database per file, hosts as the gateway's standing
// names them, valid sections of the editor built from the seeded catalogue, and the events written to the outbox.
import { randomUUID } from 'node:crypto';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { AdminActionActor } from '@golightly/events';
import { EnvelopeSchema } from '@golightly/proto';
import { subgraph } from '../../src/app';
import { acceptGuestPledge } from '../../src/app/accept-guest-pledge';
import { createListing } from '../../src/app/create-listing';
import type { EditOutcome, ListingsDeps } from '../../src/app/deps';
import { setListingCancellationPolicy } from '../../src/app/set-cancellation-policy';
import { updateListingPricing } from '../../src/app/update-listing-pricing';
import { updateListingScene } from '../../src/app/update-listing-scene';
import type { HostCaller, HostStanding } from '../../src/domain/host';
import type { BasicsInput } from '../../src/domain/listing-basics';
import type { PricingInput } from '../../src/domain/listing-pricing';
import type { ListingRecord } from '../../src/domain/listing';
import { findListing } from '../../src/db/listings';

/** Set-up migrates a template database once per run; a file's own database is a copy of it. */
export const SETUP_MS = 60_000;

export interface ListingsTestbed {
  db: Knex;
  deps: ListingsDeps;
  /** A new host who may list (an approved woman whose ID is verified), unless the standing says otherwise. */
  host(standing?: Partial<HostStanding>): HostCaller;
  /** The co-host of `host`: she signs in as her host, with the co-host flag. */
  coHostOf(host: HostCaller): HostCaller;
  /** The id of a starter catalogue item (migration 0003). */
  item(typeId: number, name: string): Promise<number>;
  /** Step 1 filled in as a host would, from the starter catalogue. */
  basics(overrides?: Partial<BasicsInput>): Promise<BasicsInput>;
  /** A listing of `host` with steps 1 to 3 complete, ready to submit; its number. */
  readyListing(host: HostCaller, title?: string): Promise<number>;
  /** The listing as stored. */
  listing(id: number): Promise<ListingRecord>;
  /** Every event of this type in the outbox, decoded, oldest first. */
  events<Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc>[]>;
  /** Every event type in the outbox, oldest first. */
  eventTypes(): Promise<string[]>;
  close(): Promise<void>;
}

export const PRICING: PricingInput = {
  currency: 'EUR',
  basePrice: '110',
  cleaningPrice: '30',
  securityDeposit: '250',
  taxRate: '6',
  weeklyDiscount: 10,
};

/** An admin acting through Approved Listings from a documentation address, unless told otherwise. */
export const actorOf = (overrides: Partial<AdminActionActor> = {}): AdminActionActor => ({
  adminId: randomUUID(),
  privilegeId: 9,
  privilegeName: 'Approved Listings',
  clientAddress: '203.0.113.21',
  ...overrides,
});

/** The listing of a successful outcome; fails the test with the outcome otherwise. */
export function listingOf(outcome: EditOutcome): ListingRecord {
  if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome.listing;
}

export async function listingsTestbed(label: string): Promise<ListingsTestbed> {
  const database: TestDatabase = await createTestDatabase(label, subgraph.migrations);
  const db = database.db;
  const deps: ListingsDeps = { db };
  const item = async (typeId: number, name: string): Promise<number> =>
    (await db('list_settings').where({ type_id: typeId, item_name: name }).first('id')).id;
  const basics = async (overrides: Partial<BasicsInput> = {}): Promise<BasicsInput> => ({
    roomTypeId: await item(1, 'Entire place'),
    houseTypeId: await item(3, 'Apartment'),
    personCapacity: 4,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    bedTypes: [{ bedTypeId: await item(7, 'Double bed'), count: 2 }],
    womensOnly: true,
    country: 'PT',
    street: 'Rua dos Remédios 45',
    city: 'Lisbon',
    state: 'Lisboa',
    zipcode: '1100-441',
    lat: 38.7116,
    lng: -9.1285,
    timeZone: 'Europe/Lisbon',
    amenityIds: [await item(10, 'Wifi'), await item(11, 'Smoke alarm')],
    ...overrides,
  });
  return {
    db,
    deps,
    host: (standing = {}) => ({
      userId: randomUUID(),
      coHost: false,
      standing: { female: true, idVerified: true, approvedMember: true, ...standing },
    }),
    coHostOf: (host) => ({ ...host, coHost: true }),
    item,
    basics,
    async readyListing(host, title = 'Tiled apartment in Alfama') {
      const id = listingOf(await createListing(deps, host, await basics())).id;
      const scene = { title, description: 'Light and calm.', neighbourhood: 'Alfama, by the river.' };
      listingOf(await updateListingScene(deps, host, id, scene));
      listingOf(await updateListingPricing(deps, host, id, PRICING));
      listingOf(await setListingCancellationPolicy(deps, host, id, 'moderate'));
      listingOf(await acceptGuestPledge(deps, host, id, true));
      return id;
    },
    listing: async (id) => (await findListing(db, id))!,
    async events(schema) {
      const rows: { envelope: Uint8Array }[] = await db('outbox')
        .where({ event_type: schema.typeName })
        .orderBy('id')
        .select('envelope');
      return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload));
    },
    eventTypes: async () =>
      (await db('outbox').orderBy('id').select('event_type')).map((row: { event_type: string }) => row.event_type),
    close: () => database.drop(),
  };
}
