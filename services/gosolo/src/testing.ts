// Fixtures for tests elsewhere in the repository: trips as gosolo stores them, written by its own db layer so a
// test never writes this service's tables itself.
import type { Knex } from '@golightly/db';
import { insertTrip as storeTrip } from './db/trips';

export interface TripFixture {
  title: string;
  destination?: string;
  /** YYYY-MM-DD; a week from 2027-05-01 by default. */
  startDate?: string;
  endDate?: string;
  seats?: number;
  /** Unpublished (a draft) unless told otherwise. */
  isPublished?: boolean;
}

/** Inserts a group trip; returns its id. */
export async function insertTrip(db: Knex, trip: TripFixture): Promise<number> {
  return storeTrip(db, {
    title: trip.title,
    destination: trip.destination ?? 'Porto',
    startDate: trip.startDate ?? '2027-05-01',
    endDate: trip.endDate ?? '2027-05-08',
    seats: trip.seats ?? 8,
    isPublished: trip.isPublished ?? false,
  });
}
