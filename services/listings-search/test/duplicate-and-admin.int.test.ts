// Duplicating a listing 1 to 50 times, all or nothing (spec 001 §5, §9), deleting it softly, and the admin's own
// changes (issue 14 item 4): creating a listing for a host, transferring one to another host, deleting one; each in
// the admin log.
import { randomUUID } from 'node:crypto';
import {
  AdminActionRecordedSchema,
  ListingCreatedByAdminSchema,
  ListingDeletedSchema,
  ListingTermsChangedSchema,
  ListingTransferredSchema,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreateListing, type AdminListingInput } from '../src/app/admin-create-listing';
import { adminDeleteListing } from '../src/app/admin-delete-listing';
import { deleteListing } from '../src/app/delete-listing';
import { duplicateListing } from '../src/app/duplicate-listing';
import { adminListingsPage, manageListings, readListing } from '../src/app/read-listings';
import { submitListingForApproval } from '../src/app/submit-listing';
import { transferListing } from '../src/app/transfer-listing';
import { findPicks } from '../src/db/listings';
import { stepProgress } from '../src/domain/listing';
import { LISTING_TEXTS } from '../src/domain/texts';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('duplicates and deletion', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('listing-duplicates');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('makes the number of draft copies asked for, each with every field and pick of the original', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host, 'Loft by the canal');
    await submitListingForApproval(bed.deps, host, id);
    const outcome = await duplicateListing(bed.deps, host, id, '3');
    expect(outcome.status).toBe('success');
    if (outcome.status !== 'success') return;
    expect(outcome.listings.map((l) => l.title)).toEqual([
      'Loft by the canal (copy 1)',
      'Loft by the canal (copy 2)',
      'Loft by the canal (copy 3)',
    ]);
    const original = await bed.listing(id);
    for (const copy of outcome.listings) {
      expect(copy).toMatchObject({
        hostId: host.userId,
        approvalStatus: 'draft',
        isPublished: false,
        currency: original.currency,
        basePriceMinor: original.basePriceMinor,
        timeZone: original.timeZone,
        cancellationPolicy: 'moderate',
      });
      expect(copy.id).not.toBe(id);
      expect(stepProgress(copy)).toMatchObject({ step3: 'completed', step4: 'incomplete' });
      expect(await findPicks(bed.db, copy.id)).toEqual(await findPicks(bed.db, id));
    }
    const copyIds = new Set(outcome.listings.map((l) => String(l.id)));
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => copyIds.has(e.listingId));
    expect(terms).toHaveLength(3);
    expect((await manageListings(bed.deps, host.userId)).map((l) => l.id)).toEqual(
      expect.arrayContaining([id, ...outcome.listings.map((l) => l.id)]),
    );
  });

  it('takes 1 to 50 copies in numbers only, and makes none otherwise', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    const count = async () =>
      Number((await bed.db('listings').where({ host_id: host.userId }).count({ n: '*' }))[0]!.n);
    for (const [typed, message] of [
      ['', 'Number is required'],
      ['two', 'Only numbers are allowed.'],
      ['0', 'You can make from 1 to 50 copies at a time.'],
      ['51', 'You can make from 1 to 50 copies at a time.'],
    ]) {
      expect(await duplicateListing(bed.deps, host, id, typed)).toEqual({
        status: 'invalid',
        errorMessage: message,
        fieldErrors: [{ field: 'count', message }],
      });
    }
    expect(await count()).toBe(1);
    const fifty = await duplicateListing(bed.deps, host, id, '50');
    expect(fifty.status === 'success' && fifty.listings).toHaveLength(50);
    expect(await count()).toBe(51);
  });

  it('makes all copies or none: a failure midway leaves no copy behind', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    // The fifth copy's insert fails (a trigger standing in for any failure of the database midway).
    await bed.db.raw(`
      create function fail_fifth_copy() returns trigger language plpgsql as $$
      begin
        if new.title like '% (copy 5)' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger fail_fifth_copy before insert on listings for each row execute function fail_fifth_copy();`);
    try {
      await expect(duplicateListing(bed.deps, host, id, '8')).rejects.toThrow('disk full');
    } finally {
      await bed.db.raw('drop trigger fail_fifth_copy on listings; drop function fail_fifth_copy();');
    }
    expect(Number((await bed.db('listings').where({ host_id: host.userId }).count({ n: '*' }))[0]!.n)).toBe(1);
  });

  it('deletes softly: hidden from everyone, the admins told', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host, 'Soon gone');
    const deleted = listingOf(await deleteListing(bed.deps, host, id));
    expect(deleted).toMatchObject({ deletedBy: 'host', isPublished: false });
    expect(await readListing(bed.deps, { kind: 'member', userId: host.userId }, id)).toBeNull();
    expect(await readListing(bed.deps, { kind: 'admin', mayManageListings: true }, id)).toBeNull();
    expect((await manageListings(bed.deps, host.userId)).map((l) => l.id)).not.toContain(id);
    expect((await bed.events(ListingDeletedSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      deletedBy: 'host',
      adminId: '',
    });
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id)).at(-1)!;
    expect(terms.terms).toMatchObject({ deleted: true, bookable: false });
    expect(await duplicateListing(bed.deps, host, id, '1')).toMatchObject({ status: 'notFound' });
  });
});

describe("the admin's changes", () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('listing-admin');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  const manageListingsActor = () => actorOf({ privilegeId: 8, privilegeName: 'Manage Listings' });

  async function wholeListing(hostId: string): Promise<AdminListingInput> {
    return {
      hostId,
      basics: await bed.basics(),
      scene: { title: 'Casa azul', description: 'Blue tiles, white walls.', neighbourhood: 'Graça' },
      pricing: PRICING,
      booking: { minNight: 2, checkInStart: '15:00', checkInEnd: '20:00' },
      houseRules: { houseRuleIds: [await bed.item(14, 'No parties or events')], customHouseRules: 'Quiet after ten.' },
      cancellationPolicy: 'strict',
    };
  }

  it('creates a live listing for a host, tells her and logs it', async () => {
    const hostId = randomUUID();
    const actor = manageListingsActor();
    const listing = listingOf(await adminCreateListing(bed.deps, actor, await wholeListing(hostId)));
    expect(listing).toMatchObject({
      hostId,
      title: 'Casa azul',
      approvalStatus: 'approved',
      isPublished: true,
      createdByAdmin: actor.adminId,
      cancellationPolicy: 'strict',
      minNight: 2,
    });
    expect(stepProgress(listing)).toEqual({
      step1: 'completed',
      step2: 'completed',
      step3: 'completed',
      step4: 'completed',
    });
    expect(await readListing(bed.deps, { kind: 'visitor' }, listing.id)).not.toBeNull();
    expect((await bed.events(ListingCreatedByAdminSchema)).at(-1)).toMatchObject({
      listingId: String(listing.id),
      listing: { hostUserId: hostId, title: 'Casa azul' },
      adminId: actor.adminId,
    });
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(listing.id));
    expect(terms).toHaveLength(1);
    expect(terms[0]!.terms).toMatchObject({
      bookable: true,
      houseRuleIds: [expect.any(Number)],
      checkInStart: '15:00',
    });
    expect((await bed.events(AdminActionRecordedSchema)).at(-1)).toMatchObject({
      adminId: actor.adminId,
      privilegeName: 'Manage Listings',
      action: 'listing.created',
      recordId: String(listing.id),
      summary: `Created listing ${listing.id} "Casa azul" in Lisbon for host ${hostId}, live at once`,
    });
  });

  it('refuses an incomplete listing with every field to correct, and creates nothing', async () => {
    const before = await bed.eventTypes();
    const input = await wholeListing('not-a-member');
    const outcome = await adminCreateListing(bed.deps, manageListingsActor(), {
      ...input,
      scene: { ...input.scene, title: '' },
      pricing: { ...PRICING, basePrice: '' },
      cancellationPolicy: '',
    });
    expect(outcome).toEqual({
      status: 'invalid',
      errorMessage: LISTING_TEXTS.nothingSaved,
      fieldErrors: [
        { field: 'hostId', message: LISTING_TEXTS.hostIdInvalid },
        { field: 'title', message: 'Title is Required' },
        { field: 'basePrice', message: LISTING_TEXTS.basePriceRequired },
        { field: 'cancellationPolicy', message: LISTING_TEXTS.cancellationPolicyRequired },
      ],
    });
    expect(await bed.eventTypes()).toEqual(before);
  });

  it('transfers a listing to another host, whose listing it then is, and logs it', async () => {
    const from = bed.host();
    const to = bed.host();
    const id = await bed.readyListing(from, 'Moved loft');
    const actor = manageListingsActor();
    const moved = listingOf(await transferListing(bed.deps, actor, id, to.userId.toUpperCase()));
    expect(moved.hostId).toBe(to.userId);
    expect((await manageListings(bed.deps, to.userId)).map((l) => l.id)).toContain(id);
    expect((await manageListings(bed.deps, from.userId)).map((l) => l.id)).not.toContain(id);
    expect((await bed.events(ListingTransferredSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      listing: { hostUserId: to.userId },
      fromHostUserId: from.userId,
      adminId: actor.adminId,
    });
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id)).at(-1)!;
    expect(terms.terms?.hostUserId).toBe(to.userId);
    expect((await bed.events(AdminActionRecordedSchema)).at(-1)).toMatchObject({
      action: 'listing.transferred',
      summary: `Transferred listing ${id} "Moved loft" in Lisbon from host ${from.userId} to host ${to.userId}`,
    });
    const logged = (await bed.events(AdminActionRecordedSchema)).length;
    expect(await transferListing(bed.deps, actor, id, to.userId)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.sameHost,
    });
    expect(await transferListing(bed.deps, actor, id, 'grace')).toMatchObject({ status: 'invalid' });
    expect(await transferListing(bed.deps, actor, 12, to.userId)).toMatchObject({ status: 'notFound' });
    expect(await bed.events(AdminActionRecordedSchema)).toHaveLength(logged);
  });

  it('deletes a listing, says an admin did, and logs it', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host, 'Closed cottage');
    const actor = manageListingsActor();
    expect(listingOf(await adminDeleteListing(bed.deps, actor, id))).toMatchObject({ deletedBy: 'admin' });
    expect((await bed.events(ListingDeletedSchema)).at(-1)).toMatchObject({
      deletedBy: 'admin',
      adminId: actor.adminId,
    });
    expect((await bed.events(AdminActionRecordedSchema)).at(-1)).toMatchObject({ action: 'listing.deleted' });
    expect(await adminDeleteListing(bed.deps, actor, id)).toMatchObject({ status: 'notFound' });
  });

  it('lists listings for the admin screens by status and search, and refuses a bad page', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host, 'Findable fisherman hut');
    const page = await adminListingsPage(bed.deps, { search: 'fisherman', pageSize: 5 });
    expect(page).toMatchObject({ status: 'success', count: 1 });
    expect(page.status === 'success' && page.listings[0]!.id).toBe(id);
    expect(await adminListingsPage(bed.deps, { search: String(id) })).toMatchObject({ count: 1 });
    expect(await adminListingsPage(bed.deps, { search: '100%_' })).toMatchObject({ status: 'success', count: 0 });
    expect(await adminListingsPage(bed.deps, { pageSize: 500 })).toEqual({
      status: 'invalid',
      message: 'A page holds 1 to 100 listings.',
    });
    expect(await adminListingsPage(bed.deps, { approvalStatus: 'live' })).toMatchObject({ status: 'invalid' });
  });
});
