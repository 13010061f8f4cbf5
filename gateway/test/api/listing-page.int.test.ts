// The listing page through the gateway (issue 14 item 5, decision 0037): views counted by the address the gateway saw
// (never stored as such), the host card across subgraphs (her name from accounts, her homes from listings-search,
// getUserdetails for members only), and no private field of the host anywhere.
import { insertAdmin, insertAdminRole, insertMember, setMemberDetails } from '@golightly/accounts/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'ListingPage2024!';

const PAGE = `query Page($listId: Int!) {
  UserListing(listId: $listId) {
    id title viewsLastWeek similarListings { id title }
    host { profileId displayName listings { id } }
  }
}`;
const VIEW = 'mutation View($listId: Int!) { recordListingView(listId: $listId) }';
const CARD = `query Card($profileId: Int!) {
  getUserdetails(profileId: $profileId) { firstName location info isDiamond verification { isEmailConfirmed } }
}`;

describe('the listing page through the gateway', () => {
  let stack: TestStack;
  let hostProfileId: number;
  let listId: number;
  let otherListId: number;
  let member: Member;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    stack = await startStack();
    const hostId = await insertMember(accountsDb(), KEY, {
      firstName: 'Inês',
      email: 'ines@example.com',
      password: PASSWORD,
    });
    await setMemberDetails(accountsDb(), KEY, hostId, { location: 'Lisbon', info: 'I love azulejos.' });
    hostProfileId = (await accountsDb()('users').where({ id: hostId }).first('profile_id')).profile_id;
    listId = await insertListing(listingsDb(), { hostId, title: 'Tiled apartment', city: 'Lisbon', isPublished: true });
    await insertListing(listingsDb(), { hostId, title: 'Her second home', city: 'Lisbon', isPublished: true });
    const otherHost = await insertMember(accountsDb(), KEY, {
      firstName: 'Zoe',
      email: 'zoe@example.com',
      password: PASSWORD,
    });
    otherListId = await insertListing(listingsDb(), {
      hostId: otherHost,
      title: 'Loft',
      city: 'Lisbon',
      isPublished: true,
    });
    await insertMember(accountsDb(), KEY, { firstName: 'Grace', email: 'grace@example.com', password: PASSWORD });
    member = await stack.signIn('grace@example.com', PASSWORD);
  });
  afterAll(() => stack?.stop());

  it('counts each visitor once a day by the address the gateway saw, and stores no address', async () => {
    const first = stack.visitor('198.51.100.31');
    const again = stack.visitor('198.51.100.31');
    const other = stack.visitor('198.51.100.32');
    expect((await first.graphql(VIEW, { listId })).data).toEqual({ recordListingView: true });
    expect((await again.graphql(VIEW, { listId })).data).toEqual({ recordListingView: false });
    expect((await other.graphql(VIEW, { listId })).data).toEqual({ recordListingView: true });
    expect((await member.graphql(VIEW, { listId })).data).toEqual({ recordListingView: true });
    expect((await member.graphql(VIEW, { listId })).data).toEqual({ recordListingView: false });

    const page = await stack.visitor().graphql<{ UserListing: { viewsLastWeek: number } }>(PAGE, { listId });
    expect(page.data?.UserListing.viewsLastWeek).toBe(3);
    const rows = JSON.stringify(await listingsDb()('listing_views').select());
    expect(rows).not.toContain('198.51.100');
  });

  it("shows everyone the host's name and other homes through her reference, and similar homes of other hosts", async () => {
    const page = await stack.visitor().graphql<{
      UserListing: {
        host: { profileId: number; displayName: string; listings: { id: number }[] };
        similarListings: { id: number }[];
      };
    }>(PAGE, { listId });
    expect(page.data?.UserListing.host).toMatchObject({ profileId: hostProfileId, displayName: 'Inês' });
    expect(page.data?.UserListing.host.listings).toHaveLength(2);
    expect(page.data?.UserListing.similarListings.map((l) => l.id)).toEqual([otherListId]);
  });

  it('gives a member the host card and asks a visitor to sign in; the card has no private field to ask for', async () => {
    expect((await member.graphql(CARD, { profileId: hostProfileId })).data).toEqual({
      getUserdetails: {
        firstName: 'Inês',
        location: 'Lisbon',
        info: 'I love azulejos.',
        isDiamond: false,
        verification: { isEmailConfirmed: true },
      },
    });
    const visitor = await stack.visitor().graphql(CARD, { profileId: hostProfileId });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const email = await member.graphql('query($p: Int!) { getUserdetails(profileId: $p) { email } }', {
      p: hostProfileId,
    });
    expect(email.errors?.[0]?.message).toMatch(/Cannot query field "email"/);
  });

  it('refuses the host card to a sub-admin without Manage Users', async () => {
    const roleId = await insertAdminRole(accountsDb(), { name: 'Listings only', privilegeIds: [8] });
    await insertAdmin(accountsDb(), KEY, { email: 'listings.admin@golightly.test', password: PASSWORD, roleId });
    const admin = await stack.signIn('listings.admin@golightly.test', PASSWORD);
    const refused = await admin.graphql(CARD, { profileId: hostProfileId });
    expect(refused.status).toBe(403);
  });
});
