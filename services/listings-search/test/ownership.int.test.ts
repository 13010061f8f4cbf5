// Who may change a listing (issue 14 item 2, DESIGN §8): its host and her co-host; not another host, a co-host of
// another host, nor a member who may not list (a man, an unverified member, an applicant). A refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { createListing } from '../src/app/create-listing';
import { deleteListing } from '../src/app/delete-listing';
import type { EditOutcome, ListingsDeps } from '../src/app/deps';
import { duplicateListing } from '../src/app/duplicate-listing';
import { publishListing } from '../src/app/publish-listing';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { setListingListed } from '../src/app/set-listing-listed';
import { submitListingForApproval } from '../src/app/submit-listing';
import { unpublishListing } from '../src/app/unpublish-listing';
import { updateListingBasics } from '../src/app/update-listing-basics';
import { updateListingBookingSettings } from '../src/app/update-listing-booking';
import { updateListingHouseRules } from '../src/app/update-listing-house-rules';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import type { HostCaller } from '../src/domain/host';
import { HOST_REFUSALS } from '../src/domain/host';
import { listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

const UNAVAILABLE = { status: 'notFound', errorMessage: 'This listing may have been deleted or unpublished.' };

describe('who may change a listing', () => {
  let bed: ListingsTestbed;
  let host: HostCaller;
  let listId: number;
  /** Every change a host can make, as one caller would make it. */
  let changes: [string, (deps: ListingsDeps, caller: HostCaller) => Promise<EditOutcome | { status: string }>][];

  beforeAll(async () => {
    bed = await listingsTestbed('listing-ownership');
    host = bed.host();
    listId = await bed.readyListing(host, 'Tiled apartment in Alfama');
    const basics = await bed.basics();
    changes = [
      ['updateListingBasics', (deps, caller) => updateListingBasics(deps, caller, listId, basics)],
      [
        'updateListingScene',
        (deps, caller) =>
          updateListingScene(deps, caller, listId, { title: 'Mine now', description: 'x', neighbourhood: 'y' }),
      ],
      [
        'updateListingPricing',
        (deps, caller) => updateListingPricing(deps, caller, listId, { ...PRICING, basePrice: '1' }),
      ],
      [
        'updateListingBookingSettings',
        (deps, caller) => updateListingBookingSettings(deps, caller, listId, { minNight: 9 }),
      ],
      [
        'updateListingHouseRules',
        (deps, caller) => updateListingHouseRules(deps, caller, listId, { customHouseRules: 'x' }),
      ],
      ['setListingCancellationPolicy', (deps, caller) => setListingCancellationPolicy(deps, caller, listId, 'strict')],
      ['acceptGuestPledge', (deps, caller) => acceptGuestPledge(deps, caller, listId, true)],
      ['submitListingForApproval', (deps, caller) => submitListingForApproval(deps, caller, listId)],
      ['publishListing', (deps, caller) => publishListing(deps, caller, listId)],
      ['unpublishListing', (deps, caller) => unpublishListing(deps, caller, listId)],
      ['setListingListed', (deps, caller) => setListingListed(deps, caller, listId, false, 'Away')],
      ['duplicateListing', (deps, caller) => duplicateListing(deps, caller, listId, '2')],
      ['deleteListing', (deps, caller) => deleteListing(deps, caller, listId)],
    ];
  }, SETUP_MS);
  afterAll(() => bed?.close());

  async function unchanged(run: () => Promise<unknown>) {
    const before = await bed.listing(listId);
    const listings = await bed.db('listings').count({ n: '*' });
    const events = await bed.eventTypes();
    await run();
    expect(await bed.listing(listId)).toEqual(before);
    expect(await bed.db('listings').count({ n: '*' })).toEqual(listings);
    expect(await bed.eventTypes()).toEqual(events);
  }

  it('answers another host, a co-host of another host and another member as if the listing did not exist', async () => {
    const other = bed.host();
    for (const caller of [other, bed.coHostOf(other), bed.host()]) {
      for (const [name, change] of changes) {
        await unchanged(async () => {
          const outcome = await change(bed.deps, caller);
          expect(outcome, name).toMatchObject(UNAVAILABLE);
        });
      }
    }
  });

  it('refuses a man, a member whose ID is not verified and an applicant before reading anything', async () => {
    const refused: [Partial<HostCaller['standing']>, string][] = [
      [{ female: false }, HOST_REFUSALS.womenOnly],
      [{ idVerified: false }, HOST_REFUSALS.idNotVerified],
      [{ approvedMember: false }, HOST_REFUSALS.notApproved],
    ];
    for (const [standing, message] of refused) {
      // Even the listing's own host, should her standing change.
      const caller = { ...host, standing: { ...host.standing, ...standing } };
      for (const [name, change] of changes) {
        await unchanged(async () => {
          expect(await change(bed.deps, caller), name).toMatchObject({ status: 'forbidden', errorMessage: message });
        });
      }
      await unchanged(async () => {
        expect(await createListing(bed.deps, caller, await bed.basics())).toEqual({
          status: 'forbidden',
          errorMessage: message,
        });
      });
    }
  });

  it('lets her co-host edit her listing, as her', async () => {
    const coHost = bed.coHostOf(host);
    const scene = { title: 'Tiled apartment, river view', description: 'Light.', neighbourhood: 'Alfama.' };
    expect(listingOf(await updateListingScene(bed.deps, coHost, listId, scene)).title).toBe(scene.title);
    const created = listingOf(await createListing(bed.deps, coHost, await bed.basics()));
    expect(created.hostId).toBe(host.userId);
  });

  it('reads a deleted listing as gone, for its host too', async () => {
    const id = await bed.readyListing(host, 'Soon gone');
    listingOf(await deleteListing(bed.deps, host, id));
    expect(await updateListingPricing(bed.deps, host, id, PRICING)).toMatchObject(UNAVAILABLE);
    expect(await deleteListing(bed.deps, host, id)).toMatchObject(UNAVAILABLE);
  });
});
