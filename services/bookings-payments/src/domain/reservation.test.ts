import { describe, expect, it } from 'vitest';
import { canView, nightsBetween, toGraph, type ReservationRecord } from './reservation';

const reservation: ReservationRecord = {
  id: 1,
  listingId: 5,
  hostId: 'host',
  guestId: 'guest',
  confirmationCode: 'ABC123',
  checkIn: '2025-03-29',
  checkOut: '2025-04-02',
  reservationState: 'approved',
  totalMinor: 123_456,
  currency: 'USD',
};

describe('reservations', () => {
  it('counts nights across a daylight-saving change', () => {
    expect(nightsBetween('2025-03-29', '2025-04-02')).toBe(4);
  });
  it('is visible to its guest, its host and admins with Manage Reservations only', () => {
    const session = 's';
    expect(canView(reservation, { userId: 'guest', sessionId: session })).toBe(true);
    expect(canView(reservation, { userId: 'host', sessionId: session })).toBe(true);
    expect(canView(reservation, { userId: 'other', sessionId: session })).toBe(false);
    expect(canView(reservation, null)).toBe(false);
    const admin = (privilegeIds: number[], isSuperAdmin = false) => ({ adminId: 'a', isSuperAdmin, privilegeIds });
    expect(canView(reservation, { userId: 'a', sessionId: session, admin: admin([16]) })).toBe(true);
    expect(canView(reservation, { userId: 'a', sessionId: session, admin: admin([], true) })).toBe(true);
    expect(canView(reservation, { userId: 'a', sessionId: session, admin: admin([]) })).toBe(false);
    expect(canView(reservation, { userId: 'a', sessionId: session, admin: admin([33, 34]) })).toBe(false);
  });
  it('shows money from minor units', () => {
    expect(toGraph(reservation).total).toBe(1234.56);
  });
});
