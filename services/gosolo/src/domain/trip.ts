// GoSolo trips.
export interface TripRecord {
  id: number;
  title: string;
  destination: string;
  startDate: string;
  endDate: string;
  seats: number;
  isPublished: boolean;
}

/** A trip has started once its first day has begun (dates compared as YYYY-MM-DD). */
export function hasStarted(trip: Pick<TripRecord, 'startDate'>, today: string): boolean {
  return today >= trip.startDate;
}

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
