// The guest_stays read-model (decision 0052) on real Postgres: a stay shares its home's address from confirmation,
// through a cancellation request and after check-out, never before and never once cancelled; an older event arriving
// after a newer one changes nothing, and a redelivery changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsAddress } from '../src/app/guest-address';
import { hasAddressStay, recordGuestStay } from '../src/db/guest-stays';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('which guests read a home’s street address', () => {
  let bed: ListingsTestbed;
  let listId: number;
  const guestId = randomUUID();
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));
  const record = (reservationId: string, status: string, asOf: Date, guest = guestId) =>
    bed.db.transaction((trx) => recordGuestStay(trx, { reservationId, listId, guestId: guest, status, asOf }));

  beforeAll(async () => {
    bed = await listingsTestbed('guest_stays');
    const host = bed.host();
    listId = await bed.readyListing(host);
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('follows a stay from request to confirmation, a cancellation request, completion and cancellation', async () => {
    await record('501', 'pending', at(0));
    expect(await hasAddressStay(bed.db, guestId, listId)).toBe(false);
    await record('501', 'confirmed', at(1));
    expect(await hasAddressStay(bed.db, guestId, listId)).toBe(true);
    await record('501', 'cancellationRequested', at(2));
    expect(await hasAddressStay(bed.db, guestId, listId)).toBe(true);
    await record('501', 'cancelledByGuest', at(3));
    expect(await hasAddressStay(bed.db, guestId, listId)).toBe(false);
  });

  it('keeps the newest status when an older event arrives late, and a redelivery changes nothing', async () => {
    const other = randomUUID();
    await record('502', 'completed', at(10), other);
    await record('502', 'confirmed', at(9), other);
    await record('502', 'pending', at(1), other);
    expect(await bed.db('guest_stays').where({ reservation_id: '502' }).first('status')).toEqual({
      status: 'completed',
    });
    await record('502', 'completed', at(10), other);
    expect(await hasAddressStay(bed.db, other, listId)).toBe(true);
  });

  it('shares the address with the host and the confirmed guest only, never with a visitor or another member', async () => {
    const listing = await bed.listing(listId);
    const confirmed = randomUUID();
    await record('503', 'confirmed', at(20), confirmed);
    expect(await readsAddress(bed.deps, listing, { kind: 'member', userId: confirmed })).toBe(true);
    expect(await readsAddress(bed.deps, listing, { kind: 'member', userId: listing.hostId })).toBe(true);
    expect(await readsAddress(bed.deps, listing, { kind: 'member', userId: randomUUID() })).toBe(false);
    expect(await readsAddress(bed.deps, listing, { kind: 'visitor' })).toBe(false);
    expect(await readsAddress(bed.deps, listing, { kind: 'admin', mayManageListings: false })).toBe(false);
    // her stay at another home opens only that home's address
    expect(await hasAddressStay(bed.db, confirmed, listId + 1_000)).toBe(false);
  });
});
