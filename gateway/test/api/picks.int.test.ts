// The picks lists and search settings through the real gateway (issue 15 item 5, decision 0045): a sub-admin holding
// Top Picks Manager only changes Top picks and is refused Business picks (FORBIDDEN) and the search settings (403; nothing
// changes); a member and a visitor are refused every admin field; each change is in listings-search's outbox for the
// admin log; members and visitors read homePicks (live homes only, in order) and searchSettings.
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'PicksDesk2024!';
const HOST_ID = '7b0c6a52-4a8e-4c55-9d55-0f4f1c1f0a01';

const RESULT = 'status errorMessage list { kind picks { position live listing { id title } } }';
const ADD = `mutation Add($kind: String!, $listId: Int!) { addPick(kind: $kind, listId: $listId) { ${RESULT} } }`;
const MOVE = `mutation Move($kind: String!, $listId: Int!, $direction: String!) {
  movePick(kind: $kind, listId: $listId, direction: $direction) { ${RESULT} } }`;
const REMOVE = `mutation Remove($kind: String!, $listId: Int!) { removePick(kind: $kind, listId: $listId) { ${RESULT} } }`;
const LIST =
  'query List($kind: String!) { adminPicks(kind: $kind) { kind name picks { position live listing { id } } } }';
const SETTINGS = `mutation Save($settings: SearchSettingsInput!) {
  updateSearchSettings(settings: $settings) { status errorMessage fieldErrors { field message } settings { priceRangeMax } } }`;
const HOME =
  '{ homePicks { kind name listings { id title slug city coverPhoto listingData { basePrice currency } } } }';
const PUBLIC_SETTINGS = '{ searchSettings { priceRangeMin priceRangeMax currency pageSize } }';

interface PickAnswer {
  status: string;
  errorMessage: string | null;
  list: { kind: string; picks: { position: number; live: boolean; listing: { id: number; title: string } }[] } | null;
}

describe('picks and search settings through the gateway', () => {
  let stack: TestStack;
  let topDesk: Member;
  let searchDesk: Member;
  let member: Member;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;
  const picksCount = async () => Number((await listingsDb()('listing_picks').count({ n: '*' }))[0]!.n);

  async function subAdmin(name: string, privilegeIds: number[]) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return stack.signIn(email, PASSWORD);
  }

  beforeAll(async () => {
    stack = await startStack();
    topDesk = await subAdmin('Top picks desk', [10]);
    searchDesk = await subAdmin('Search desk', [27]);
    await insertMember(accountsDb(), KEY, { firstName: 'Noor', email: 'noor.picks@example.com', password: PASSWORD });
    member = await stack.signIn('noor.picks@example.com', PASSWORD);
  });
  afterAll(() => stack?.stop());

  it('lets Top Picks Manager keep Top picks, each change in the admin log, and members see the live homes', async () => {
    const first = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'Alfama loft', isPublished: true });
    const second = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'Baixa flat', isPublished: true });
    const draft = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'A draft' });

    const notLive = await topDesk.graphql<{ addPick: PickAnswer }>(ADD, { kind: 'top', listId: draft });
    expect(notLive.data?.addPick).toMatchObject({ status: 'invalid', list: null });
    expect(notLive.data?.addPick.errorMessage).toContain(`Listing ${draft} is not live`);

    await topDesk.graphql(ADD, { kind: 'top', listId: first });
    await topDesk.graphql(ADD, { kind: 'top', listId: second });
    const moved = await topDesk.graphql<{ movePick: PickAnswer }>(MOVE, {
      kind: 'top',
      listId: second,
      direction: 'up',
    });
    expect(moved.data?.movePick.list?.picks.map((pick) => [pick.position, pick.listing.id, pick.live])).toEqual([
      [1, second, true],
      [2, first, true],
    ]);
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      action: 'pick.moved',
      area: 'listings',
      recordId: String(second),
      privilegeId: 10,
      privilegeName: 'Top Picks Manager',
    });

    const home = await member.graphql<{ homePicks: { kind: string; listings: { id: number; slug: string }[] }[] }>(
      HOME,
    );
    expect(home.data?.homePicks.map((list) => list.kind)).toEqual([
      'top',
      'longTerm',
      'solo',
      'unique',
      'family',
      'business',
    ]);
    expect(home.data?.homePicks[0]!.listings.map((listing) => [listing.id, listing.slug])).toEqual([
      [second, 'baixa-flat'],
      [first, 'alfama-loft'],
    ]);
    const visitor = await stack.visitor().graphql<{ homePicks: { listings: { id: number }[] }[] }>(HOME);
    expect(visitor.data?.homePicks[0]!.listings.map((listing) => listing.id)).toEqual([second, first]);

    const removed = await topDesk.graphql<{ removePick: PickAnswer }>(REMOVE, { kind: 'top', listId: first });
    expect(removed.data?.removePick.list?.picks.map((pick) => pick.listing.id)).toEqual([second]);
  });

  it('refuses a Top picks manager Business picks and the search settings (FORBIDDEN), and changes nothing', async () => {
    const home = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'Office flat', isPublished: true });
    const before = await picksCount();
    const calls: Array<[string, Record<string, unknown>, string]> = [
      [ADD, { kind: 'business', listId: home }, '/siteadmin/businessPicks'],
      [LIST, { kind: 'business' }, '/siteadmin/businessPicks'],
      [SETTINGS, { settings: { priceRangeMin: 0, priceRangeMax: 10, pageSize: 18 } }, '/siteadmin/settings/search'],
    ];
    for (const [query, variables, url] of calls) {
      const refused = await topDesk.graphql(query, variables);
      // The gateway lets a picks manager reach the picks fields; the subgraph refuses the list she does not keep.
      if (url.endsWith('/settings/search')) expect(refused.status, query).toBe(403);
      expect(refused.errors?.[0]?.extensions, query).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.errors?.[0]?.message, query).toContain(url);
    }
    expect(await picksCount()).toBe(before);
    expect((await listingsDb()('search_settings').first('price_max')).price_max).toBe(1000);
  });

  it('refuses members and visitors every admin field', async () => {
    const home = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'Member try', isPublished: true });
    expect((await member.graphql(ADD, { kind: 'top', listId: home })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await member.graphql(LIST, { kind: 'top' })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await stack.visitor().graphql(SETTINGS, { settings: { priceRangeMin: 0, priceRangeMax: 10, pageSize: 18 } }))
        .errors?.[0]?.extensions,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lets Manage Search Settings change the settings, checked and logged, and everyone read them', async () => {
    const refused = await searchDesk.graphql<{ updateSearchSettings: { status: string; fieldErrors: unknown[] } }>(
      SETTINGS,
      { settings: { priceRangeMin: 300, priceRangeMax: 200, pageSize: 18 } },
    );
    expect(refused.data?.updateSearchSettings).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'priceRangeMax', message: 'The maximum must be greater than the minimum.' }],
    });
    const saved = await searchDesk.graphql<{ updateSearchSettings: { status: string } }>(SETTINGS, {
      settings: { priceRangeMin: 0, priceRangeMax: 1500, pageSize: 18 },
    });
    expect(saved.data?.updateSearchSettings).toMatchObject({ status: 'success', settings: { priceRangeMax: 1500 } });
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      action: 'search_settings.updated',
      area: 'settings',
      privilegeName: 'Manage Search Settings',
    });
    const read = await stack.visitor().graphql<{ searchSettings: unknown }>(PUBLIC_SETTINGS);
    expect(read.data?.searchSettings).toEqual({
      priceRangeMin: 0,
      priceRangeMax: 1500,
      currency: 'USD',
      pageSize: 18,
    });
  });
});
