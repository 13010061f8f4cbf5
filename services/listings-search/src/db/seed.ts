// Demo listings in real cities for a first `npm start`, approved and live with prices in their own currencies, their
// terms published like any listing's; running it again changes nothing.
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';
import { listingTermsChanged } from '../events/publish';
import { findListing } from './listings';

const { grace, frida } = DEMO_MEMBERS;

const live = {
  approval_status: 'approved',
  is_published: true,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  min_night: 2,
  cancellation_policy: 'moderate',
  guest_pledge_accepted_at: new Date('2026-01-01T00:00:00Z'),
  submitted_at: new Date('2026-01-01T00:00:00Z'),
  reviewed_at: new Date('2026-01-02T00:00:00Z'),
  description: 'A calm, light home for a member travelling alone or with a friend.',
};

const DEMO_LISTINGS = [
  {
    id: 1,
    host_id: grace.id,
    title: 'Sunny loft on South Congress',
    neighbourhood: 'South Congress: cafés, music and food trucks within a few minutes on foot.',
    street: '1600 S Congress Ave',
    zipcode: '78704',
    city: 'Austin',
    state: 'Texas',
    country: 'US',
    lat: 30.2468,
    lng: -97.7507,
    time_zone: 'America/Chicago',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 14_500,
    cleaning_price_minor: 4_000,
  },
  {
    id: 2,
    host_id: grace.id,
    title: 'Garden flat near Columbia Road',
    neighbourhood: 'Columbia Road: the Sunday flower market and quiet terraced streets.',
    street: '12 Ezra Street',
    zipcode: 'E2 7RH',
    city: 'London',
    state: 'England',
    country: 'GB',
    lat: 51.5296,
    lng: -0.0707,
    time_zone: 'Europe/London',
    person_capacity: 3,
    currency: 'GBP',
    base_price_minor: 12_000,
    cleaning_price_minor: 3_500,
  },
  {
    id: 3,
    host_id: frida.id,
    title: 'Harbour view studio in Södermalm',
    neighbourhood: 'Södermalm: galleries, vintage shops and the water on three sides.',
    street: 'Fjällgatan 23',
    zipcode: '116 28',
    city: 'Stockholm',
    state: 'Stockholm',
    country: 'SE',
    lat: 59.3172,
    lng: 18.0808,
    time_zone: 'Europe/Stockholm',
    person_capacity: 2,
    currency: 'SEK',
    base_price_minor: 95_000,
    cleaning_price_minor: 30_000,
  },
  {
    id: 4,
    host_id: frida.id,
    title: 'Tiled apartment in Alfama',
    neighbourhood: 'Alfama: steep lanes, fado houses and views over the Tagus.',
    street: 'Rua dos Remédios 45',
    zipcode: '1100-441',
    city: 'Lisbon',
    state: 'Lisboa',
    country: 'PT',
    lat: 38.7116,
    lng: -9.1285,
    time_zone: 'Europe/Lisbon',
    person_capacity: 4,
    currency: 'EUR',
    base_price_minor: 11_000,
    cleaning_price_minor: 3_000,
  },
  {
    id: 5,
    host_id: grace.id,
    title: 'Adobe casita with a courtyard',
    neighbourhood: 'The east side: galleries of Canyon Road and the plaza a short walk away.',
    street: '620 Canyon Rd',
    zipcode: '87501',
    city: 'Santa Fe',
    state: 'New Mexico',
    country: 'US',
    lat: 35.6826,
    lng: -105.9275,
    time_zone: 'America/Denver',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 16_500,
    cleaning_price_minor: 5_000,
  },
];

/** The id of a starter catalogue item (migration 0003). */
async function item(db: Knex.Transaction, typeId: number, name: string): Promise<number> {
  return (await db('list_settings').where({ type_id: typeId, item_name: name }).first('id')).id;
}

/** Inserts the demo listings not there yet and publishes their terms, so bookings-payments knows them too. */
export async function seedDemo(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const kinds = { room_type_id: await item(trx, 1, 'Entire place'), house_type_id: await item(trx, 3, 'Apartment') };
    const inserted: { id: number }[] = await trx('listings')
      .insert(DEMO_LISTINGS.map((listing) => ({ ...live, ...kinds, ...listing })))
      .onConflict('id')
      .ignore()
      .returning('id');
    for (const { id } of inserted) await listingTermsChanged(trx, (await findListing(trx, id))!, []);
    return inserted.length;
  });
}
