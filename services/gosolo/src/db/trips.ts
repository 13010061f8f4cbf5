// Queries of the trips table.
import type { Knex } from '@golightly/db';
import type { TripRecord } from '../domain/trip';

export async function findTrip(db: Knex, id: number): Promise<TripRecord | undefined> {
  return db('trips')
    .select({
      id: 'id',
      title: 'title',
      destination: 'destination',
      startDate: db.raw("to_char(start_date, 'YYYY-MM-DD')"),
      endDate: db.raw("to_char(end_date, 'YYYY-MM-DD')"),
      seats: 'seats',
      isPublished: 'is_published',
    })
    .where({ id })
    .first();
}

/** Stores a trip; returns its id. */
export async function insertTrip(db: Knex, trip: Omit<TripRecord, 'id'>): Promise<number> {
  const [row] = await db('trips')
    .insert({
      title: trip.title,
      destination: trip.destination,
      start_date: trip.startDate,
      end_date: trip.endDate,
      seats: trip.seats,
      is_published: trip.isPublished,
    })
    .returning('id');
  return row.id;
}
