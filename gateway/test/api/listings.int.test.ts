// Listings through the gateway (issue 14 items 1, 2, 4): a host whose standing lets her list creates a listing,
// completes the editor and submits it; an admin with Approved Listings approves it and members see it live. A man,
// an unverified member and a sub-admin without the listing privileges are refused.
import { insertAdmin, insertAdminRole, insertMember, setVerification } from '@golightly/accounts/testing';
import { AdminActionRecordedSchema, ListingApprovedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Listings2024!';

const CHOICES = '{ listSettings(typeIds: [1, 3, 10]) { id typeId itemName } }';
const CREATE = `mutation Create($basics: ListingBasicsInput!) {
  createListing(basics: $basics) { status errorMessage fieldErrors { field message } listing { id step1 step2 approvalStatus } }
}`;
const SCENE = `mutation Scene($listId: Int!, $scene: ListingSceneInput!) {
  updateListingScene(listId: $listId, scene: $scene) { status fieldErrors { field message } }
}`;
const PRICING = `mutation Pricing($listId: Int!, $pricing: ListingPricingInput!) {
  updateListingPricing(listId: $listId, pricing: $pricing) { status fieldErrors { field message } listing { listingData { currency basePrice securityFee } } }
}`;
const POLICY = `mutation Policy($listId: Int!) { setListingCancellationPolicy(listId: $listId, policy: "moderate") { status } }`;
const PLEDGE = `mutation Pledge($listId: Int!) { acceptGuestPledge(listId: $listId, agreed: true) { status listing { step3 } } }`;
const SUBMIT = `mutation Submit($listId: Int!) { submitListingForApproval(listId: $listId) { status errorMessage listing { approvalStatus step4 } } }`;
const APPROVE = `mutation Approve($listId: Int!) { approveListing(listId: $listId) { status errorMessage listing { approvalStatus isPublished } } }`;
const USER_LISTING = `query Page($listId: Int!) {
  UserListing(listId: $listId) { id title slug isListOwner street approvalStatus listingData { basePrice currency } }
}`;
const MANAGE = '{ ManageListings { id title } }';

describe('listings through the gateway', () => {
  let stack: TestStack;
  let host: Member;
  let listId: number;
  let basics: Record<string, unknown>;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;

  async function member(firstName: string, extra: { gender?: 'male' | 'female'; idVerified?: boolean } = {}) {
    const email = `${firstName.toLowerCase()}@example.com`;
    const id = await insertMember(accountsDb(), KEY, { firstName, email, password: PASSWORD, gender: extra.gender });
    if (extra.idVerified !== false) await setVerification(accountsDb(), id, { idVerified: true });
    return { id, browser: await stack.signIn(email, PASSWORD) };
  }

  async function subAdmin(name: string, privilegeIds: number[]) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    const id = await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return { id, browser: await stack.signIn(email, PASSWORD) };
  }

  beforeAll(async () => {
    stack = await startStack();
    host = (await member('Camille')).browser;
    const choices = await host.graphql<{ listSettings: { id: number; typeId: number; itemName: string }[] }>(CHOICES);
    const pick = (typeId: number, name: string) =>
      choices.data!.listSettings.find((s) => s.typeId === typeId && s.itemName === name)!.id;
    basics = {
      roomTypeId: pick(1, 'Entire place'),
      houseTypeId: pick(3, 'Loft'),
      personCapacity: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      country: 'FR',
      street: '12 rue de Turenne',
      city: 'Paris',
      state: 'Île-de-France',
      zipcode: '75004',
      lat: 48.8566,
      lng: 2.3622,
      timeZone: 'Europe/Paris',
      amenityIds: [pick(10, 'Wifi')],
    };
  });
  afterAll(() => stack?.stop());

  it('lets a host create, complete and submit a listing; an admin with Approved Listings approves it', async () => {
    const created = await host.graphql<{ createListing: { status: string; listing: { id: number } } }>(CREATE, {
      basics,
    });
    expect(created.data?.createListing).toMatchObject({
      status: 'success',
      errorMessage: null,
      listing: { step1: 'completed', step2: 'incomplete', approvalStatus: 'draft' },
    });
    listId = created.data!.createListing.listing.id;

    const untitled = await host.graphql(SCENE, {
      listId,
      scene: { title: '', description: 'Light', neighbourhood: '' },
    });
    expect(untitled.data).toEqual({
      updateListingScene: {
        status: 'invalid',
        fieldErrors: [
          { field: 'title', message: 'Title is Required' },
          { field: 'neighbourhood', message: 'Neighbourhood is required' },
        ],
      },
    });
    const scene = { title: 'Light-filled loft in the Marais', description: 'Light.', neighbourhood: 'The Marais.' };
    expect((await host.graphql(SCENE, { listId, scene })).data).toEqual({
      updateListingScene: { status: 'success', fieldErrors: [] },
    });
    const priced = await host.graphql(PRICING, {
      listId,
      pricing: { currency: 'EUR', basePrice: '180.50', securityDeposit: '300' },
    });
    expect(priced.data).toEqual({
      updateListingPricing: {
        status: 'success',
        fieldErrors: [],
        listing: { listingData: { currency: 'EUR', basePrice: 180.5, securityFee: 300 } },
      },
    });
    await host.graphql(POLICY, { listId });
    expect((await host.graphql(PLEDGE, { listId })).data).toEqual({
      acceptGuestPledge: { status: 'success', listing: { step3: 'completed' } },
    });
    expect((await host.graphql(SUBMIT, { listId })).data).toEqual({
      submitListingForApproval: {
        status: 'success',
        errorMessage: null,
        listing: { approvalStatus: 'awaitingApproval', step4: 'completed' },
      },
    });
    expect((await host.graphql(MANAGE)).data).toEqual({
      ManageListings: [{ id: listId, title: 'Light-filled loft in the Marais' }],
    });

    // Not yet approved: another member sees nothing.
    const guest = (await member('Nadia')).browser;
    expect((await guest.graphql(USER_LISTING, { listId })).data).toEqual({ UserListing: null });

    const approver = await subAdmin('Listing approvals', [9]);
    const approved = await approver.browser.graphql(APPROVE, { listId });
    expect(approved.data).toEqual({
      approveListing: {
        status: 'success',
        errorMessage: null,
        listing: { approvalStatus: 'approved', isPublished: true },
      },
    });
    expect(await latestEvent(listingsDb(), ListingApprovedSchema)).toMatchObject({
      listingId: String(listId),
      adminId: approver.id,
    });
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      adminId: approver.id,
      privilegeName: 'Approved Listings',
      action: 'listing.approved',
      recordId: String(listId),
      clientAddress: '198.51.100.7',
    });

    // Live: every member sees it, without the host's own fields; the host sees them.
    expect((await guest.graphql(USER_LISTING, { listId })).data).toEqual({
      UserListing: {
        id: listId,
        title: 'Light-filled loft in the Marais',
        slug: 'light-filled-loft-in-the-marais',
        isListOwner: false,
        street: null,
        approvalStatus: 'approved',
        listingData: { basePrice: 180.5, currency: 'EUR' },
      },
    });
    expect((await host.graphql(USER_LISTING, { listId })).data).toMatchObject({
      UserListing: { isListOwner: true, street: '12 rue de Turenne' },
    });
  });

  it('refuses a sub-admin without the listing privileges with 403, and changes nothing', async () => {
    const desk = await subAdmin('Members desk', [6]);
    const refused = await desk.browser.graphql(APPROVE, { listId });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your admin role does not allow this: it needs the privilege for /siteadmin/listingapproval.',
      extensions: { code: 'FORBIDDEN' },
    });
    const listings = await desk.browser.graphql('{ adminListings { count } }');
    expect(listings.status).toBe(403);
    // The member calls refuse every admin: she is asked to sign in as a member.
    expect((await desk.browser.graphql(CREATE, { basics })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a man and a member whose ID is not verified, with the reason', async () => {
    const man = (await member('Marc', { gender: 'male' })).browser;
    const unverified = (await member('Lea', { idVerified: false })).browser;
    const refusalOf = async (browser: Member) => (await browser.graphql(CREATE, { basics })).errors?.[0];
    expect(await refusalOf(man)).toMatchObject({
      message: 'Only women members can list a home.',
      extensions: { code: 'FORBIDDEN', reason: 'womenOnly' },
    });
    expect(await refusalOf(unverified)).toMatchObject({
      message: 'ID verification is needed before you can list a home.',
      extensions: { code: 'FORBIDDEN', reason: 'idNotVerified' },
    });
    expect(await stack.visitor().graphql(CREATE, { basics })).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
});
