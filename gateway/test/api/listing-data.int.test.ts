// getListingData (spec 000 §5, §7): the host editor opens a listing only for its host; 400 means unavailable.
import { insertMember } from '@golightly/accounts/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LISTING_DATA =
  'query Data($id: Int!) { getListingData(id: $id) { status errorMessage listing { id title isPublished } } }';

describe('the host editor listing check', () => {
  let stack: TestStack;
  let draftId: number;

  beforeAll(async () => {
    stack = await startStack();
    const accounts = stack.subgraphs.services.accounts.database.db;
    const hostId = await insertMember(accounts, KEY, {
      firstName: 'Grace',
      email: 'grace@example.com',
      password: 'Hosting2024!',
    });
    await insertMember(accounts, KEY, { firstName: 'Mia', email: 'mia@example.com', password: 'Member2024!' });
    draftId = await insertListing(stack.subgraphs.services['listings-search'].database.db, {
      hostId,
      title: 'Loft by the canal',
      city: 'Amsterdam',
      country: 'NL',
      isPublished: false,
    });
  });
  afterAll(() => stack?.stop());

  it('opens her own listing, published or not, for its host', async () => {
    const grace = await stack.signIn('grace@example.com', 'Hosting2024!');
    expect((await grace.graphql(LISTING_DATA, { id: draftId })).data).toEqual({
      getListingData: {
        status: 200,
        errorMessage: null,
        listing: { id: draftId, title: 'Loft by the canal', isPublished: false },
      },
    });
  });

  it("answers 400 alike for another host's listing and a missing one", async () => {
    const mia = await stack.signIn('mia@example.com', 'Member2024!');
    const unavailable = {
      getListingData: {
        status: 400,
        errorMessage: 'This listing may have been deleted or unpublished.',
        listing: null,
      },
    };
    expect((await mia.graphql(LISTING_DATA, { id: draftId })).data).toEqual(unavailable);
    expect((await mia.graphql(LISTING_DATA, { id: 999_999 })).data).toEqual(unavailable);
  });

  it('asks a visitor to log in', async () => {
    expect((await stack.visitor().graphql(LISTING_DATA, { id: draftId })).data).toEqual({
      getListingData: { status: 401, errorMessage: 'You are not logged In. Please Login to continue!', listing: null },
    });
  });
});
