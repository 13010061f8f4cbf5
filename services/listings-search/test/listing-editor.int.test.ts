// The host editor's steps on a real database (issue 14 items 1-2): each section checked as a whole with the spec's
// messages, nothing saved when one field is wrong, money in minor units of the listing's currency, step progress.
import { ListingTermsChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { createListing } from '../src/app/create-listing';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { updateListingBasics } from '../src/app/update-listing-basics';
import { updateListingBookingSettings } from '../src/app/update-listing-booking';
import { updateListingHouseRules } from '../src/app/update-listing-house-rules';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import { findPicks } from '../src/db/listings';
import { stepProgress } from '../src/domain/listing';
import { LISTING_TEXTS } from '../src/domain/texts';
import { listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('the host editor', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('listing-editor');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('starts a draft with step 1 and stores every basic, its amenities and its beds', async () => {
    const host = bed.host();
    const basics = await bed.basics({ whoElseStays: 'My cat Miso', commonArea: true, businessLicenseNumber: 'AL-1' });
    const listing = listingOf(await createListing(bed.deps, host, basics));
    expect(listing.id).toBeGreaterThanOrEqual(1_000_000);
    expect(listing).toMatchObject({
      hostId: host.userId,
      approvalStatus: 'draft',
      isPublished: false,
      timeZone: 'Europe/Lisbon',
      womensOnly: true,
      whoElseStays: 'My cat Miso',
      commonArea: true,
      businessLicenseNumber: 'AL-1',
      country: 'PT',
      lat: 38.7116,
      title: '',
    });
    const picks = await findPicks(bed.db, listing.id);
    expect(picks.amenityIds.sort()).toEqual([...basics.amenityIds!].sort());
    expect(picks.bedTypes).toEqual([{ bedTypeId: basics.bedTypes![0]!.bedTypeId, count: 2 }]);
    expect(stepProgress(listing)).toEqual({
      step1: 'completed',
      step2: 'incomplete',
      step3: 'incomplete',
      step4: 'incomplete',
    });
  });

  it('refuses step 1 with every wrong field at once, and stores nothing', async () => {
    const host = bed.host();
    const before = await bed.db('listings').count({ n: '*' });
    const outcome = await createListing(bed.deps, host, await bed.basics({ personCapacity: 1001, zipcode: '' }));
    expect(outcome).toEqual({
      status: 'invalid',
      errorMessage: LISTING_TEXTS.nothingSaved,
      fieldErrors: [
        { field: 'personCapacity', message: 'Guest count must not exceed 1000' },
        { field: 'zipcode', message: 'Zip / Postal Code is required' },
      ],
    });
    expect(await bed.db('listings').count({ n: '*' })).toEqual(before);
  });

  it('takes up to 1000 guests', async () => {
    const listing = listingOf(await createListing(bed.deps, bed.host(), await bed.basics({ personCapacity: 1000 })));
    expect(listing.personCapacity).toBe(1000);
  });

  it("says 'Title is Required' and 'Neighbourhood is required' in step 2, and keeps what was there", async () => {
    const host = bed.host();
    const id = await bed.readyListing(host, 'Loft by the river');
    const outcome = await updateListingScene(bed.deps, host, id, { title: ' ', description: 'x', neighbourhood: '' });
    expect(outcome).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        { field: 'title', message: 'Title is Required' },
        { field: 'neighbourhood', message: 'Neighbourhood is required' },
      ],
    });
    expect((await bed.listing(id)).title).toBe('Loft by the river');
  });

  it('keeps prices in minor units of the listing currency and refuses a deposit past its maximum', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    const yen = listingOf(
      await updateListingPricing(bed.deps, host, id, { currency: 'JPY', basePrice: '18000', securityDeposit: '20000' }),
    );
    expect(yen).toMatchObject({ currency: 'JPY', basePriceMinor: 18000, securityDepositMinor: 20000 });
    const dinar = listingOf(await updateListingPricing(bed.deps, host, id, { currency: 'BHD', basePrice: '42.125' }));
    expect(dinar).toMatchObject({ currency: 'BHD', basePriceMinor: 42125, securityDepositMinor: 0 });
    const refused = await updateListingPricing(bed.deps, host, id, { ...PRICING, securityDeposit: '9000' });
    expect(refused).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        {
          field: 'securityDeposit',
          message:
            'The security deposit can be at most €5,000.00. If you need more cover, please add it to your house rules.',
        },
      ],
    });
    expect((await bed.listing(id)).currency).toBe('BHD');
  });

  it('gives the numbers-only and 0-99 % messages of step 3', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    const outcome = await updateListingPricing(bed.deps, host, id, {
      ...PRICING,
      weekendPrice: 'a lot',
      petFee: '5,00',
      extraGuestFee: '-2',
      taxRate: '120',
      monthlyDiscount: 100,
    });
    expect(outcome).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        { field: 'weekendPrice', message: 'Weekend price: only numbers are allowed.' },
        { field: 'extraGuestFee', message: 'Extra guest fee: only numbers are allowed.' },
        { field: 'petFee', message: 'Pet fee: only numbers are allowed.' },
        { field: 'taxRate', message: LISTING_TEXTS.taxRateRange },
        { field: 'monthlyDiscount', message: LISTING_TEXTS.discountRange },
      ],
    });
  });

  it('keeps minimum nights at most maximum nights, and check-in from before to, in the listing time zone', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    expect(
      await updateListingBookingSettings(bed.deps, host, id, {
        minNight: 5,
        maxNight: 3,
        checkInStart: '20:00',
        checkInEnd: '14:00',
      }),
    ).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        { field: 'minNight', message: 'Minimum nights must not be more than maximum nights.' },
        { field: 'checkInStart', message: 'Check-in from time must be earlier than the to time.' },
      ],
    });
    const saved = listingOf(
      await updateListingBookingSettings(bed.deps, host, id, {
        minNight: 3,
        maxNight: 90,
        advanceNoticeDays: 2,
        bookingWindowMonths: 6,
        checkInStart: '15:00',
        checkInEnd: '20:00',
        checkOutTime: '11:00',
        blockedCheckInDays: ['SUN', 'SAT'],
        instantBook: true,
        isLongerStay: true,
        isMonthPlus: true,
        isExclusive: true,
      }),
    );
    expect(saved).toMatchObject({
      minNight: 3,
      maxNight: 90,
      checkInStart: '15:00',
      blockedCheckInDays: ['SAT', 'SUN'],
      instantBook: true,
      isLongerStay: true,
      isMonthPlus: true,
      timeZone: 'Europe/Lisbon',
    });
  });

  it('keeps picked and custom house rules, and refuses a rule that is not one', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    const noSmoking = await bed.item(14, 'No smoking');
    listingOf(
      await updateListingHouseRules(bed.deps, host, id, { houseRuleIds: [noSmoking], customHouseRules: 'Shoes off.' }),
    );
    expect((await findPicks(bed.db, id)).houseRuleIds).toEqual([noSmoking]);
    expect(
      await updateListingHouseRules(bed.deps, host, id, { houseRuleIds: [await bed.item(10, 'Wifi')] }),
    ).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'houseRules', message: LISTING_TEXTS.settingUnknown }],
    });
    expect((await findPicks(bed.db, id)).houseRuleIds).toEqual([noSmoking]);
  });

  it('changes step 1 without touching the house rules, and refuses fewer guests than extra guests count after', async () => {
    const host = bed.host();
    const id = await bed.readyListing(host);
    const noPets = await bed.item(14, 'No pets');
    await updateListingHouseRules(bed.deps, host, id, { houseRuleIds: [noPets] });
    listingOf(await updateListingPricing(bed.deps, host, id, { ...PRICING, extraGuestFee: '20', extraGuestAfter: 3 }));
    const garden = await bed.item(12, 'Garden');
    listingOf(await updateListingBasics(bed.deps, host, id, await bed.basics({ amenityIds: [garden] })));
    expect(await findPicks(bed.db, id)).toMatchObject({ amenityIds: [garden], houseRuleIds: [noPets] });
    expect(await updateListingBasics(bed.deps, host, id, await bed.basics({ personCapacity: 2 }))).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'personCapacity', message: LISTING_TEXTS.extraGuestAfterOverCapacity }],
    });
  });

  it('completes step 3 with prices, a cancellation policy and the guest pledge', async () => {
    const host = bed.host();
    const id = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
    await updateListingScene(bed.deps, host, id, { title: 'Loft', description: 'Light', neighbourhood: 'Graça' });
    await updateListingPricing(bed.deps, host, id, PRICING);
    expect(stepProgress(await bed.listing(id)).step3).toBe('incomplete');
    expect(await setListingCancellationPolicy(bed.deps, host, id, 'lenient')).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'cancellationPolicy', message: LISTING_TEXTS.cancellationPolicyInvalid }],
    });
    await setListingCancellationPolicy(bed.deps, host, id, 'superStrict30');
    expect(await acceptGuestPledge(bed.deps, host, id, false)).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'guestPledge', message: 'Please agree to the guest pledge to continue.' }],
    });
    const ready = listingOf(await acceptGuestPledge(bed.deps, host, id, true));
    expect(stepProgress(ready)).toMatchObject({ step1: 'completed', step2: 'completed', step3: 'completed' });
  });

  it('publishes the full terms when they change, and nothing when only words change', async () => {
    const host = bed.host();
    const id = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
    const termsOf = async () => (await bed.events(ListingTermsChangedSchema)).filter((e) => e.listingId === String(id));
    expect(await termsOf()).toHaveLength(1);
    await updateListingScene(bed.deps, host, id, { title: 'Loft', description: 'Light', neighbourhood: 'Graça' });
    expect(await termsOf()).toHaveLength(1);
    await updateListingPricing(bed.deps, host, id, {
      ...PRICING,
      petFee: '15',
      extraGuestFee: '12.5',
      extraGuestAfter: 2,
    });
    const all = await termsOf();
    expect(all).toHaveLength(2);
    expect(all[1]!.terms).toMatchObject({
      hostUserId: host.userId,
      timeZone: 'Europe/Lisbon',
      personCapacity: 4,
      currency: 'EUR',
      basePriceMinor: 11000n,
      cleaningPriceMinor: 3000n,
      petFeeMinor: 1500n,
      extraGuestFeeMinor: 1250n,
      extraGuestAfter: 2,
      securityDepositMinor: 25000n,
      taxRate: '6',
      weeklyDiscount: 10,
      minNights: 1,
      published: false,
      bookable: false,
      deleted: false,
    });
    expect(all[1]!.terms!.version).toBeGreaterThan(all[0]!.terms!.version);
    expect(all[1]!.listing).toMatchObject({ listId: id, title: 'Loft', city: 'Lisbon', country: 'PT' });
  });
});
