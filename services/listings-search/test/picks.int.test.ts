// The picks lists and the search settings against real Postgres (issue 15 item 5, decision 0045): adding a live
// home by its number (and the clear refusals for a missing, not-live, repeated home or a full list), moving, removing
// and reordering, each in the admin log; picks hidden while their home is not live and back when it is; a picks
// manager of one list refused on another before anything changes; concurrent adds keep the limit and positions; the
// search settings' checks and their log entry.
import { randomUUID } from 'node:crypto';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { adminActorOf, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homePicks } from '../src/app/pick-read';
import {
  addPick,
  movePick,
  removePick,
  reorderPicks,
  type PickActorFor,
  type PickOutcome,
} from '../src/app/picks-admin';
import { searchSettings, updateSearchSettings } from '../src/app/search-settings';
import { updateListing, type ListingChanges } from '../src/db/listings';
import {
  PICK_LISTS,
  PICK_TEXTS as T,
  PICKS_PER_LIST_MAX,
  SEARCH_SETTINGS_TEXTS,
  type PickKind,
} from '../src/domain/picks';
import { insertListing } from '../src/testing';
import { actorOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

/** A sub-admin holding only the privileges given, acting from a documentation address. */
function managerOf(privilegeIds: number[]): PickActorFor {
  const identity: Identity = {
    userId: randomUUID(),
    sessionId: randomUUID(),
    admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds },
  };
  return (kind) => adminActorOf({ identity, ip: '198.51.100.9' }, [PICK_LISTS[kind].url]);
}

const TOP_PICKS_MANAGER = 10;
const BUSINESS_PICKS_MANAGER = 15;
const everyList = managerOf([10, 11, 12, 13, 14, 15]);

function orderOf(outcome: PickOutcome): number[] {
  if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome.order;
}

describe('picks lists', () => {
  let bed: ListingsTestbed;
  const hostId = randomUUID();
  const live = async (title: string) => insertListing(bed.db, { hostId, title, city: 'Lisbon', isPublished: true });
  const shown = async (kind: PickKind) =>
    (await homePicks(bed.deps)).find((list) => list.kind === kind)!.listings.map((listing) => listing.id);
  const logOf = async () => bed.events(AdminActionRecordedSchema);

  beforeAll(async () => {
    bed = await listingsTestbed('picks');
  }, SETUP_MS);
  afterAll(() => bed?.close());
  beforeEach(async () => {
    await bed.db('listing_picks').delete();
  });

  it('adds live homes at the end, moves and removes them, each change in the admin log', async () => {
    const [a, b, c] = [await live('Alfama loft'), await live('Baixa flat'), await live('Chiado studio')];
    const before = (await logOf()).length;
    orderOf(await addPick(bed.deps, everyList, 'top', a));
    orderOf(await addPick(bed.deps, everyList, 'top', b));
    expect(orderOf(await addPick(bed.deps, everyList, 'top', c))).toEqual([a, b, c]);
    expect(orderOf(await movePick(bed.deps, everyList, 'top', c, 'up'))).toEqual([a, c, b]);
    expect(orderOf(await movePick(bed.deps, everyList, 'top', c, 'up'))).toEqual([c, a, b]);
    // The first moved up changes nothing and logs nothing.
    expect(orderOf(await movePick(bed.deps, everyList, 'top', c, 'up'))).toEqual([c, a, b]);
    expect(orderOf(await removePick(bed.deps, everyList, 'top', a))).toEqual([c, b]);
    expect(orderOf(await reorderPicks(bed.deps, everyList, 'top', [b, c]))).toEqual([b, c]);
    expect(await shown('top')).toEqual([b, c]);
    expect(
      await bed.db('listing_picks').where({ kind: 'top' }).orderBy('position').select('listing_id', 'position'),
    ).toEqual([
      { listing_id: b, position: 1 },
      { listing_id: c, position: 2 },
    ]);

    const entries = (await logOf()).slice(before);
    expect(entries.map((entry) => entry.action)).toEqual([
      'pick.added',
      'pick.added',
      'pick.added',
      'pick.moved',
      'pick.moved',
      'pick.removed',
      'pick_list.reordered',
    ]);
    expect(entries[0]).toMatchObject({
      area: 'listings',
      recordType: 'listing',
      recordId: String(a),
      privilegeId: TOP_PICKS_MANAGER,
      privilegeName: 'Top Picks Manager',
      summary: `Added listing ${a} "Alfama loft" to Top picks at position 1`,
      clientAddress: '198.51.100.9',
    });
    expect(entries[4]!.summary).toBe(`Moved listing ${c} up to position 1 of Top picks`);
  });

  it('answers a missing, not-live or repeated home, a bad number and an unknown list clearly, and saves nothing', async () => {
    const a = await live('Graça terrace');
    const draft = await insertListing(bed.db, { hostId, title: 'Draft', isPublished: false });
    orderOf(await addPick(bed.deps, everyList, 'solo', a));
    const before = (await logOf()).length;
    expect(await addPick(bed.deps, everyList, 'solo', 987_654)).toEqual({
      status: 'notFound',
      errorMessage: T.notFound(987_654),
    });
    expect(await addPick(bed.deps, everyList, 'solo', draft)).toEqual({
      status: 'invalid',
      errorMessage: T.notLive(draft),
    });
    expect(await addPick(bed.deps, everyList, 'solo', a)).toEqual({
      status: 'conflict',
      errorMessage: T.alreadyPicked(a, 'Solo travel picks'),
    });
    expect((await addPick(bed.deps, everyList, 'solo', 0)).status).toBe('invalid');
    expect(await addPick(bed.deps, everyList, 'favourites', a)).toEqual({
      status: 'invalid',
      errorMessage: T.unknownKind('favourites'),
    });
    expect(await removePick(bed.deps, everyList, 'solo', draft)).toEqual({
      status: 'notFound',
      errorMessage: T.notPicked(draft, 'Solo travel picks'),
    });
    expect((await movePick(bed.deps, everyList, 'solo', a, 'sideways')).status).toBe('invalid');
    expect(await reorderPicks(bed.deps, everyList, 'solo', [a, draft])).toEqual({
      status: 'conflict',
      errorMessage: T.stale,
    });
    expect((await logOf()).length).toBe(before);
    expect(await shown('solo')).toEqual([a]);
  });

  it('keeps a pick while its home is not live, hidden from members, and shows it again when it is', async () => {
    const [a, b] = [await live('Estrela house'), await live('Belém flat')];
    orderOf(await addPick(bed.deps, everyList, 'family', a));
    orderOf(await addPick(bed.deps, everyList, 'family', b));
    const hideAndShow = async (hidden: ListingChanges, shownAgain: ListingChanges) => {
      await bed.db.transaction((trx) => updateListing(trx, a, hidden));
      expect(await shown('family')).toEqual([b]);
      expect(await bed.db('listing_picks').where({ kind: 'family' }).count({ n: '*' })).toEqual([{ n: 2 }]);
      await bed.db.transaction((trx) => updateListing(trx, a, shownAgain));
      expect(await shown('family')).toEqual([a, b]);
    };
    await hideAndShow({ isPublished: false }, { isPublished: true });
    await hideAndShow({ isListed: false, unlistedReason: 'Renovating' }, { isListed: true, unlistedReason: null });
    await hideAndShow({ hostSuspendedAt: new Date() }, { hostSuspendedAt: null });
  });

  it('lets a Top picks manager change Top picks only: Business picks are refused before anything changes', async () => {
    const a = await live('Príncipe Real flat');
    const topOnly = managerOf([TOP_PICKS_MANAGER]);
    const before = (await logOf()).length;
    await expect(addPick(bed.deps, topOnly, 'business', a)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await shown('business')).toEqual([]);
    expect((await logOf()).length).toBe(before);
    expect(orderOf(await addPick(bed.deps, topOnly, 'top', a))).toEqual([a]);
    const businessOnly = managerOf([BUSINESS_PICKS_MANAGER]);
    await expect(removePick(bed.deps, businessOnly, 'top', a)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await shown('top')).toEqual([a]);
  });

  it(`holds ${PICKS_PER_LIST_MAX} homes a list, even when admins add at the same moment`, async () => {
    const ids: number[] = [];
    for (let n = 0; n < PICKS_PER_LIST_MAX + 4; n += 1) ids.push(await live(`Home ${n}`));
    const outcomes = await Promise.all(ids.map((id) => addPick(bed.deps, everyList, 'unique', id)));
    expect(outcomes.filter((outcome) => outcome.status === 'success')).toHaveLength(PICKS_PER_LIST_MAX);
    expect(outcomes.filter((outcome) => outcome.status === 'conflict')).toHaveLength(4);
    expect(outcomes.find((outcome) => outcome.status === 'conflict')).toMatchObject({
      errorMessage: T.full('Unique stay picks'),
    });
    const positions = await bed.db('listing_picks').where({ kind: 'unique' }).orderBy('position').pluck('position');
    expect(positions).toEqual(Array.from({ length: PICKS_PER_LIST_MAX }, (_, n) => n + 1));
  });

  it('lets one home be in two lists', async () => {
    const a = await live('Campo de Ourique flat');
    orderOf(await addPick(bed.deps, everyList, 'longTerm', a));
    orderOf(await addPick(bed.deps, everyList, 'business', a));
    expect(await shown('longTerm')).toEqual([a]);
    expect(await shown('business')).toEqual([a]);
  });
});

describe('search settings', () => {
  let bed: ListingsTestbed;
  const admin = actorOf({ privilegeId: 27, privilegeName: 'Manage Search Settings' });

  beforeAll(async () => {
    bed = await listingsTestbed('search-settings');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('starts at 0 to 1000 USD, 18 a page, no default order', async () => {
    expect(await searchSettings(bed.deps)).toMatchObject({
      priceRangeMin: 0,
      priceRangeMax: 1000,
      defaultPriceSort: null,
      pageSize: 18,
    });
  });

  it('refuses a maximum not above the minimum, negative or fractional dollars, a bad order or page size', async () => {
    const T2 = SEARCH_SETTINGS_TEXTS;
    const refused = await updateSearchSettings(bed.deps, admin, {
      priceRangeMin: 500,
      priceRangeMax: 500,
      pageSize: 18,
    });
    expect(refused).toEqual({
      status: 'invalid',
      errorMessage: T2.nothingSaved,
      fieldErrors: [{ field: 'priceRangeMax', message: T2.maxAboveMin }],
    });
    const many = await updateSearchSettings(bed.deps, admin, {
      priceRangeMin: -1,
      priceRangeMax: 10.5,
      defaultPriceSort: 'cheapest',
      pageSize: 200,
    });
    expect(many.status === 'invalid' && many.fieldErrors.map((error) => error.field)).toEqual([
      'priceRangeMin',
      'priceRangeMax',
      'defaultPriceSort',
      'pageSize',
    ]);
    expect((await searchSettings(bed.deps)).priceRangeMax).toBe(1000);
  });

  it('saves a change and logs what changed; the same settings again log nothing', async () => {
    const before = (await bed.events(AdminActionRecordedSchema)).length;
    const input = { priceRangeMin: 20, priceRangeMax: 1500, defaultPriceSort: 'asc', pageSize: 24 };
    const saved = await updateSearchSettings(bed.deps, admin, input);
    expect(saved).toMatchObject({ status: 'success', settings: { ...input } });
    await updateSearchSettings(bed.deps, admin, input);
    const entries = (await bed.events(AdminActionRecordedSchema)).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'search_settings.updated',
      area: 'settings',
      privilegeId: 27,
      summary:
        'Changed the search settings: price range minimum 0 → 20 USD, price range maximum 1000 → 1500 USD, ' +
        'default order none → lowest price first, page size 18 → 24',
    });
  });
});
