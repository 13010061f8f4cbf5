// Wish lists through the real gateway (issue 15 item 4, decision 0043): another member can neither read, save to,
// rename nor delete a member's private group (each answered like a missing one, nothing changed); a visitor is asked
// to sign in; aliases in one request past a limit (groups, saved homes) go through exactly up to it.
import { insertMember } from '@golightly/accounts/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'WishLists2024!';
const HOST_ID = '5d3b7f10-2c4e-4a8b-9e61-3f0a9c2d7b01';
const MAX_GROUPS = 100;
const MAX_SAVED = 1000;
/** Fewer than the gateway's 30 aliases a request. */
const ALIASES_PER_REQUEST = 25;

const NOT_FOUND = 'This wish list does not exist or is private.';
const TOO_MANY_GROUPS = `You can keep at most ${MAX_GROUPS} wish lists. Delete one to make room.`;
const TOO_MANY_SAVED = 'You can save at most 1,000 homes in your wish lists. Remove one to make room.';

const CHANGE = 'status id errorMessage';
const CREATE_GROUP = `mutation Create($name: String!, $isPublic: Boolean) {
  CreateWishListGroup(name: $name, isPublic: $isPublic) { ${CHANGE} } }`;
const SAVE = `mutation Save($listId: Int!, $groupId: ID!, $eventKey: Boolean!) {
  CreateWishList(listId: $listId, wishListGroupId: $groupId, eventKey: $eventKey) { ${CHANGE} } }`;
const RENAME = `mutation Rename($id: ID!) { updateWishListGroup(id: $id, name: "Mine now", isPublic: true) { ${CHANGE} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteWishListGroup(id: $id) { ${CHANGE} } }`;
const GROUP = `query Group($id: ID!) {
  getWishListGroup(id: $id) { status errorMessage group { name isPublic isOwner wishListCount wishListIds } } }`;
const GROUPS = '{ getAllWishListGroup { status count groups { id name } } }';

interface Change {
  status: number;
  id: string | null;
  errorMessage: string | null;
}
interface GroupAnswer {
  status: number;
  errorMessage: string | null;
  group: { name: string; isPublic: boolean; isOwner: boolean; wishListCount: number; wishListIds: number[] } | null;
}

/** One request of aliased mutations; the answers in the order the aliases were written. */
async function aliased(member: Member, fields: string[]): Promise<Change[]> {
  const document = `mutation { ${fields.map((field, i) => `a${i}: ${field} { ${CHANGE} }`).join(' ')} }`;
  const answer = await member.graphql<Record<string, Change>>(document);
  expect(answer.errors, document.slice(0, 200)).toBeUndefined();
  return fields.map((_, i) => answer.data![`a${i}`]!);
}

function inBatches<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / ALIASES_PER_REQUEST) }, (_, i) =>
    items.slice(i * ALIASES_PER_REQUEST, (i + 1) * ALIASES_PER_REQUEST),
  );
}

describe('wish lists through the gateway', () => {
  let stack: TestStack;
  let ada: Member;
  let grace: Member;
  let home: number;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;

  async function member(firstName: string): Promise<Member> {
    const email = `${firstName.toLowerCase()}.wishes@example.com`;
    await insertMember(accountsDb(), KEY, { firstName, email, password: PASSWORD });
    return stack.signIn(email, PASSWORD);
  }

  const readGroup = async (who: Member, id: string) =>
    (await who.graphql<{ getWishListGroup: GroupAnswer }>(GROUP, { id })).data?.getWishListGroup;

  beforeAll(async () => {
    stack = await startStack();
    ada = await member('Ada');
    grace = await member('Grace');
    home = await insertListing(listingsDb(), { hostId: HOST_ID, title: 'Tiled flat in Alfama', isPublished: true });
  });
  afterAll(() => stack?.stop());

  it("keeps a member's private group from another member: not read, saved to, renamed or deleted", async () => {
    const created = await ada.graphql<{ CreateWishListGroup: Change }>(CREATE_GROUP, { name: 'Lisbon, quietly' });
    const groupId = created.data!.CreateWishListGroup.id!;
    expect(created.data?.CreateWishListGroup).toMatchObject({ status: 200, errorMessage: null });
    const saved = await ada.graphql<{ CreateWishList: Change }>(SAVE, { listId: home, groupId, eventKey: true });
    expect(saved.data?.CreateWishList).toEqual({ status: 200, id: groupId, errorMessage: null });

    const notFound = { status: 404, id: null, errorMessage: NOT_FOUND };
    expect(await readGroup(grace, groupId)).toEqual({ status: 404, errorMessage: NOT_FOUND, group: null });
    const intoHers = await grace.graphql<{ CreateWishList: Change }>(SAVE, { listId: home, groupId, eventKey: true });
    expect(intoHers.data?.CreateWishList).toEqual(notFound);
    const outOfHers = await grace.graphql<{ CreateWishList: Change }>(SAVE, { listId: home, groupId, eventKey: false });
    expect(outOfHers.data?.CreateWishList).toEqual(notFound);
    expect(
      (await grace.graphql<{ updateWishListGroup: Change }>(RENAME, { id: groupId })).data?.updateWishListGroup,
    ).toEqual(notFound);
    expect(
      (await grace.graphql<{ deleteWishListGroup: Change }>(DELETE, { id: groupId })).data?.deleteWishListGroup,
    ).toEqual(notFound);
    const gracesOwn = await grace.graphql<{ getAllWishListGroup: { count: number } }>(GROUPS);
    expect(gracesOwn.data?.getAllWishListGroup.count).toBe(0);

    expect(await readGroup(ada, groupId)).toEqual({
      status: 200,
      errorMessage: null,
      group: { name: 'Lisbon, quietly', isPublic: false, isOwner: true, wishListCount: 1, wishListIds: [home] },
    });
  });

  it('asks a visitor to sign in for every wish-list call and keeps nothing', async () => {
    const visitor = stack.visitor();
    const groupsBefore = Number((await listingsDb()('wish_list_groups').count({ n: '*' }))[0]!.n);
    const calls: Array<[string, Record<string, unknown>]> = [
      [GROUPS, {}],
      [GROUP, { id: '00000000-0000-4000-8000-000000000000' }],
      [CREATE_GROUP, { name: 'A visitor list' }],
      [SAVE, { listId: home, groupId: '00000000-0000-4000-8000-000000000000', eventKey: true }],
      [RENAME, { id: '00000000-0000-4000-8000-000000000000' }],
      [DELETE, { id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [query, variables] of calls) {
      const refused = await visitor.graphql(query, variables);
      expect(refused.data ?? null, query).toBeNull();
      expect(refused.errors?.[0], query).toMatchObject({
        message: NOT_LOGGED_IN_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(Number((await listingsDb()('wish_list_groups').count({ n: '*' }))[0]!.n)).toBe(groupsBefore);
  });

  it('lets aliases in one request past a limit go through exactly up to it: groups, then saved homes', async () => {
    const saver = await member('Frida');
    // All but two groups, a request of aliases at a time.
    const names = Array.from({ length: MAX_GROUPS - 2 }, (_, i) => `List ${i + 1}`);
    let groupIds: string[] = [];
    for (const batch of inBatches(names)) {
      const answers = await aliased(
        saver,
        batch.map((name) => `CreateWishListGroup(name: "${name}")`),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      groupIds = groupIds.concat(answers.map((answer) => answer.id!));
    }
    const pastGroups = await aliased(
      saver,
      ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => `CreateWishListGroup(name: "${name}")`),
    );
    expect(pastGroups.map((answer) => answer.status)).toEqual([200, 200, 400, 400, 400]);
    expect(pastGroups.slice(2).map((answer) => answer.errorMessage)).toEqual(Array(3).fill(TOO_MANY_GROUPS));
    groupIds = groupIds.concat(pastGroups.slice(0, 2).map((answer) => answer.id!));
    const groups = await saver.graphql<{ getAllWishListGroup: { count: number } }>(GROUPS);
    expect(groups.data?.getAllWishListGroup.count).toBe(MAX_GROUPS);

    // All but one saved home: each of eleven live homes in each group, as far as 999.
    const homes: number[] = [];
    for (let i = 0; i < 11; i++) {
      homes.push(await insertListing(listingsDb(), { hostId: HOST_ID, title: `Home ${i + 1}`, isPublished: true }));
    }
    const pairs = groupIds.flatMap((groupId) => homes.map((listId) => ({ groupId, listId })));
    const saves = (batch: typeof pairs) =>
      batch.map(
        ({ groupId, listId }) => `CreateWishList(listId: ${listId}, wishListGroupId: "${groupId}", eventKey: true)`,
      );
    for (const batch of inBatches(pairs.slice(0, MAX_SAVED - 1))) {
      const answers = await aliased(saver, saves(batch));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    }
    const pastSaves = await aliased(saver, saves(pairs.slice(MAX_SAVED - 1, MAX_SAVED + 3)));
    expect(pastSaves.map((answer) => answer.status)).toEqual([200, 400, 400, 400]);
    expect(pastSaves.slice(1).map((answer) => answer.errorMessage)).toEqual(Array(3).fill(TOO_MANY_SAVED));

    const counts = await saver.graphql<{ getAllWishListGroup: { groups: { wishListCount: number }[] } }>(
      '{ getAllWishListGroup { groups { wishListCount } } }',
    );
    const total = counts.data!.getAllWishListGroup.groups.reduce((sum, group) => sum + group.wishListCount, 0);
    expect(total).toBe(MAX_SAVED);
  });
});
