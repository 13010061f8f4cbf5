// A listing's way to guests (issue 14 item 4): submitted, awaiting approval, approved and live or rejected with the
// admin's message and resubmitted; publish, unpublish, list and unlist; who sees it at each point; the events and
// the admin log entries each step leaves.
import {
  AdminActionRecordedSchema,
  ListingApprovalStatus,
  ListingApprovedSchema,
  ListingListedChangedSchema,
  ListingPublishedSchema,
  ListingRejectedSchema,
  ListingSubmittedSchema,
  ListingTermsChangedSchema,
  ListingUnpublishedSchema,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveListing } from '../src/app/approve-listing';
import { createListing } from '../src/app/create-listing';
import { publishListing } from '../src/app/publish-listing';
import { adminListingsPage, listingDataFor, readListing, readOwnListing } from '../src/app/read-listings';
import { rejectListing } from '../src/app/reject-listing';
import { setListingListed } from '../src/app/set-listing-listed';
import { submitListingForApproval } from '../src/app/submit-listing';
import { unpublishListing } from '../src/app/unpublish-listing';
import { updateListingScene } from '../src/app/update-listing-scene';
import type { HostCaller } from '../src/domain/host';
import type { Viewer } from '../src/domain/listing';
import { LISTING_TEXTS } from '../src/domain/texts';
import { actorOf, listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const visitor: Viewer = { kind: 'visitor' };
const manager: Viewer = { kind: 'admin', mayManageListings: true };
const otherAdmin: Viewer = { kind: 'admin', mayManageListings: false };
const memberView = (caller: HostCaller): Viewer => ({ kind: 'member', userId: caller.userId });

describe('the approval of a listing', () => {
  let bed: ListingsTestbed;
  let host: HostCaller;
  let guest: HostCaller;

  beforeAll(async () => {
    bed = await listingsTestbed('listing-approval');
    host = bed.host();
    guest = bed.host();
  }, SETUP_MS);
  afterAll(() => bed?.close());

  async function seenBy(listId: number) {
    const sees = async (viewer: Viewer) => (await readListing(bed.deps, viewer, listId)) !== null;
    return {
      host: await sees(memberView(host)),
      coHost: await sees(memberView(bed.coHostOf(host))),
      guest: await sees(memberView(guest)),
      visitor: await sees(visitor),
      manager: await sees(manager),
      otherAdmin: await sees(otherAdmin),
    };
  }
  const onlyHers = { host: true, coHost: true, guest: false, visitor: false, manager: true, otherAdmin: false };
  const everyone = { host: true, coHost: true, guest: true, visitor: true, manager: true, otherAdmin: true };

  it('refuses a submission until steps 1 to 3 are done', async () => {
    const id = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
    expect(await submitListingForApproval(bed.deps, host, id)).toEqual({
      status: 'conflict',
      errorMessage: 'Please complete step 2 and step 3 before you submit your listing.',
    });
    expect((await bed.listing(id)).approvalStatus).toBe('draft');
  });

  it('takes a listing from submitted to approved and live, shown only to its host and her admins before', async () => {
    const id = await bed.readyListing(host, 'Garden flat near Columbia Road');
    expect(await seenBy(id)).toEqual(onlyHers);

    const submitted = listingOf(await submitListingForApproval(bed.deps, host, id));
    expect(submitted).toMatchObject({ approvalStatus: 'awaitingApproval', isPublished: false });
    expect(await seenBy(id)).toEqual(onlyHers);
    expect(await submitListingForApproval(bed.deps, host, id)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.alreadyAwaiting,
    });
    expect((await bed.events(ListingSubmittedSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      listing: { listId: id, hostUserId: host.userId, title: 'Garden flat near Columbia Road', city: 'Lisbon' },
      resubmitted: false,
    });
    const awaiting = await adminListingsPage(bed.deps, { approvalStatus: 'awaitingApproval' });
    expect(awaiting.status === 'success' && awaiting.listings.map((l) => l.id)).toContain(id);

    const actor = actorOf();
    const approved = listingOf(await approveListing(bed.deps, actor, id));
    expect(approved).toMatchObject({ approvalStatus: 'approved', isPublished: true, rejectionMessage: null });
    expect(await seenBy(id)).toEqual(everyone);
    expect((await bed.events(ListingApprovedSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      adminId: actor.adminId,
    });
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id)).at(-1)!;
    expect(terms.terms).toMatchObject({
      approvalStatus: ListingApprovalStatus.APPROVED,
      published: true,
      bookable: true,
      currency: 'EUR',
      basePriceMinor: 11000n,
      cancellationPolicy: 'moderate',
      timeZone: 'Europe/Lisbon',
    });
    expect((await bed.events(AdminActionRecordedSchema)).at(-1)).toEqual(
      expect.objectContaining({
        adminId: actor.adminId,
        privilegeId: 9,
        privilegeName: 'Approved Listings',
        action: 'listing.approved',
        area: 'listings',
        recordType: 'listing',
        recordId: String(id),
        summary: `Approved listing ${id} "Garden flat near Columbia Road" in Lisbon`,
        clientAddress: '203.0.113.21',
      }),
    );
    expect(await approveListing(bed.deps, actor, id)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.notAwaiting,
    });
  });

  it('rejects with the admin message, which only the host reads, and takes her resubmission', async () => {
    const id = await bed.readyListing(host, 'Harbour view studio');
    listingOf(await submitListingForApproval(bed.deps, host, id));
    const actor = actorOf();
    const logged = (await bed.events(AdminActionRecordedSchema)).length;
    expect(await rejectListing(bed.deps, actor, id, '  ')).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'message', message: LISTING_TEXTS.rejectionMessageRequired }],
    });
    expect(await bed.events(AdminActionRecordedSchema)).toHaveLength(logged);

    const rejected = listingOf(await rejectListing(bed.deps, actor, id, 'Please add a photo of the bedroom.'));
    expect(rejected).toMatchObject({
      approvalStatus: 'rejected',
      rejectionMessage: 'Please add a photo of the bedroom.',
    });
    expect(await seenBy(id)).toEqual(onlyHers);
    expect((await bed.events(ListingRejectedSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      adminId: actor.adminId,
      message: 'Please add a photo of the bedroom.',
    });
    expect((await bed.events(AdminActionRecordedSchema)).at(-1)).toMatchObject({
      action: 'listing.rejected',
      summary: `Rejected listing ${id} "Harbour view studio" in Lisbon: Please add a photo of the bedroom.`,
    });
    expect(await publishListing(bed.deps, host, id)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.notApproved,
    });

    await updateListingScene(bed.deps, host, id, {
      title: 'Harbour studio',
      description: 'Now with photos.',
      neighbourhood: 'Söder',
    });
    const again = listingOf(await submitListingForApproval(bed.deps, host, id));
    expect(again).toMatchObject({ approvalStatus: 'awaitingApproval', rejectionMessage: null });
    expect((await bed.events(ListingSubmittedSchema)).at(-1)).toMatchObject({
      listingId: String(id),
      resubmitted: true,
    });
  });

  it('publishes and unpublishes an approved listing, and lists or unlists it with a reason', async () => {
    const id = await bed.readyListing(host, 'Adobe casita');
    await submitListingForApproval(bed.deps, host, id);
    await approveListing(bed.deps, actorOf(), id);

    expect(listingOf(await unpublishListing(bed.deps, host, id)).isPublished).toBe(false);
    expect(await seenBy(id)).toEqual(onlyHers);
    expect((await bed.events(ListingUnpublishedSchema)).at(-1)?.listingId).toBe(String(id));
    const hidden = (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id)).at(-1)!;
    expect(hidden.terms).toMatchObject({ published: false, bookable: false });
    expect(await unpublishListing(bed.deps, host, id)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.alreadyUnpublished,
    });

    expect(listingOf(await publishListing(bed.deps, host, id)).isPublished).toBe(true);
    expect(await seenBy(id)).toEqual(everyone);
    expect((await bed.events(ListingPublishedSchema)).at(-1)?.listingId).toBe(String(id));

    expect(await setListingListed(bed.deps, host, id, false, ' ')).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'reason', message: LISTING_TEXTS.reasonRequired }],
    });
    const unlisted = listingOf(await setListingListed(bed.deps, host, id, false, 'Away for renovations until May.'));
    expect(unlisted).toMatchObject({ isListed: false, unlistedReason: 'Away for renovations until May.' });
    // Unlisted, it is still reached (and booked) by its link.
    expect(await seenBy(id)).toEqual(everyone);
    expect((await bed.events(ListingListedChangedSchema)).at(-1)).toMatchObject({
      listed: false,
      reason: 'Away for renovations until May.',
    });
    const relisted = listingOf(await setListingListed(bed.deps, host, id, true, null));
    expect(relisted).toMatchObject({ isListed: true, unlistedReason: null });
    expect(await setListingListed(bed.deps, host, id, true, null)).toEqual({
      status: 'conflict',
      errorMessage: LISTING_TEXTS.alreadyListed,
    });
  });

  it('approves once when two admins approve at the same moment: the row lock lets the second see it done', async () => {
    const id = await bed.readyListing(host, 'Contested loft');
    await submitListingForApproval(bed.deps, host, id);
    const outcomes = await Promise.all([
      approveListing(bed.deps, actorOf(), id),
      approveListing(bed.deps, actorOf(), id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['conflict', 'success']);
    expect((await bed.events(ListingApprovedSchema)).filter((e) => e.listingId === String(id))).toHaveLength(1);
    const logged = (await bed.events(AdminActionRecordedSchema)).filter((e) => e.recordId === String(id));
    expect(logged).toHaveLength(1);
  });

  it("opens the host editor's reads for her own listing only", async () => {
    const id = await bed.readyListing(host, 'Loft by the canal');
    expect(await listingDataFor(bed.deps, host.userId, id)).toMatchObject({ status: 200, listing: { id } });
    expect(await listingDataFor(bed.deps, guest.userId, id)).toEqual({
      status: 400,
      errorMessage: 'This listing may have been deleted or unpublished.',
    });
    expect(await listingDataFor(bed.deps, host.userId, 999)).toMatchObject({ status: 400 });
    expect(await readOwnListing(bed.deps, memberView(host), id)).not.toBeNull();
    expect(await readOwnListing(bed.deps, memberView(guest), id)).toBeNull();
    expect(await readOwnListing(bed.deps, manager, id)).toBeNull();
  });
});
