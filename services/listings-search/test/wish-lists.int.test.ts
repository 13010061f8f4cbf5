// Wish lists on a real database through the subgraph as the gateway calls it (signed identities): groups and saves,
// the limits under concurrency and aliases, who may read or change a group, hearts on listings, and profile numbers
// learnt from accounts' events.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  createLogger,
  IDENTITY_HEADER,
  NOT_LOGGED_IN_MESSAGE,
  signCaller,
  type Identity,
} from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { approveListing } from '../src/app/approve-listing';
import { deleteListing } from '../src/app/delete-listing';
import { rememberWishListOwner } from '../src/app/remember-wish-list-owner';
import { submitListingForApproval } from '../src/app/submit-listing';
import { createWishListGroup } from '../src/app/wish-list-groups';
import { wishListedIds } from '../src/db/wish-list-status';
import { MAX_GROUPS_PER_MEMBER, MAX_ITEMS_PER_MEMBER, WISH_LIST_TEXTS } from '../src/domain/wish-list';
import { actorOf, listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const SECRET = 'wish-lists-test-secret-0123456789abcdef';

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}
interface Change {
  status: number;
  id: string | null;
  errorMessage: string | null;
}
interface GroupView {
  id: string;
  name: string;
  isPublic: boolean;
  wishListCount: number;
  wishListIds: number[];
  isOwner: boolean;
  listings: { id: number; wishListStatus: boolean }[];
}

describe('wish lists', () => {
  let bed: ListingsTestbed;
  let app: FastifyInstance;
  let homes: number[];
  const ada: Identity = { userId: randomUUID(), sessionId: 'ada' };
  const grace: Identity = { userId: randomUUID(), sessionId: 'grace' };

  async function graphql<T>(identity: Identity | null, query: string, variables: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.9' }, SECRET),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as Answer<T>;
  }

  const createGroup = async (who: Identity, name: string, isPublic = false): Promise<Change> =>
    (
      await graphql<{ CreateWishListGroup: Change }>(
        who,
        'mutation ($name: String!, $isPublic: Boolean) { CreateWishListGroup(name: $name, isPublic: $isPublic) { status id errorMessage } }',
        { name, isPublic },
      )
    ).data!.CreateWishListGroup;

  const save = async (who: Identity, listId: number, groupId: string, eventKey = true): Promise<Change> =>
    (
      await graphql<{ CreateWishList: Change }>(
        who,
        'mutation ($l: Int!, $g: ID!, $e: Boolean!) { CreateWishList(listId: $l, wishListGroupId: $g, eventKey: $e) { status id errorMessage } }',
        { l: listId, g: groupId, e: eventKey },
      )
    ).data!.CreateWishList;

  const GROUP = 'id name isPublic wishListCount wishListIds isOwner listings { id wishListStatus }';
  const readGroup = (who: Identity | null, id: string) =>
    graphql<{ getWishListGroup: { status: number; group: GroupView | null; errorMessage: string | null } }>(
      who,
      `query ($id: ID!) { getWishListGroup(id: $id) { status errorMessage group { ${GROUP} } } }`,
      { id },
    );
  const groupsOf = async (who: Identity, profileId?: number) =>
    (
      await graphql<{ getAllWishListGroup: { status: number; count: number; groups: GroupView[] } }>(
        who,
        `query ($p: Int) { getAllWishListGroup(profileId: $p) { status count groups { ${GROUP} } } }`,
        { p: profileId ?? null },
      )
    ).data!.getAllWishListGroup;

  async function liveHome(title: string): Promise<number> {
    const host = bed.host();
    const id = await bed.readyListing(host, title);
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    return id;
  }

  beforeAll(async () => {
    bed = await listingsTestbed('wish-lists');
    app = await subgraph.buildApp({ db: bed.db, identitySecret: SECRET, logger: createLogger('test'), env: {} });
    homes = [await liveHome('Tiled apartment in Alfama'), await liveHome('Loft in Graça'), await liveHome('Studio')];
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bed?.close();
  });

  it('creates a group, saves a home in it, counts it, and takes it out again', async () => {
    const created = await createGroup(ada, '  Summer   in Lisbon ');
    expect(created).toMatchObject({ status: 200, errorMessage: null });
    expect(await save(ada, homes[0]!, created.id!)).toMatchObject({ status: 200 });
    expect(await save(ada, homes[0]!, created.id!)).toMatchObject({ status: 200 }); // twice is once

    const { data } = await readGroup(ada, created.id!);
    expect(data!.getWishListGroup.group).toMatchObject({
      name: 'Summer in Lisbon',
      isPublic: false,
      wishListCount: 1,
      wishListIds: [homes[0]],
      isOwner: true,
      listings: [{ id: homes[0], wishListStatus: true }],
    });

    expect(await save(ada, homes[0]!, created.id!, false)).toMatchObject({ status: 200 });
    expect((await readGroup(ada, created.id!)).data!.getWishListGroup.group).toMatchObject({ wishListCount: 0 });
  });

  it('refuses a blank name with its reason and saves nothing', async () => {
    const before = (await groupsOf(ada)).count;
    expect(await createGroup(ada, '   ')).toEqual({
      status: 400,
      id: null,
      errorMessage: WISH_LIST_TEXTS.nameRequired,
    });
    expect((await groupsOf(ada)).count).toBe(before);
  });

  it('shows the heart filled on the listing page for the member who saved it, and only for her', async () => {
    const group = await createGroup(ada, 'Hearts');
    await save(ada, homes[1]!, group.id!);
    const query = 'query ($id: Int!) { UserListing(listId: $id) { wishListStatus } }';
    const heart = async (who: Identity | null) =>
      (await graphql<{ UserListing: { wishListStatus: boolean } }>(who, query, { id: homes[1] })).data!.UserListing
        .wishListStatus;
    expect(await heart(ada)).toBe(true);
    expect(await heart(grace)).toBe(false);
    expect(await heart(null)).toBe(false);
    expect(await wishListedIds(bed.db, ada.userId, [...homes, 999_999])).toEqual(new Set([homes[1]]));
  });

  it('keeps a saved home that stops being live, hidden and uncounted', async () => {
    const member: Identity = { userId: randomUUID(), sessionId: 'hidden' };
    const host = bed.host();
    const id = await bed.readyListing(host, 'Soon gone');
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    const group = await createGroup(member, 'Gone');
    await save(member, id, group.id!);
    expect((await readGroup(member, group.id!)).data!.getWishListGroup.group!.wishListCount).toBe(1);
    await deleteListing(bed.deps, host, id);
    expect((await readGroup(member, group.id!)).data!.getWishListGroup.group).toMatchObject({
      wishListCount: 0,
      listings: [],
    });
    expect(await save(member, id, group.id!)).toMatchObject({ status: 404 });
  });

  describe('who may read or change a group', () => {
    it('keeps a private group from another member: she cannot read, save to, rename or delete it', async () => {
      const mine = await createGroup(ada, 'Private plans');
      const notFound = { status: 404, id: null, errorMessage: WISH_LIST_TEXTS.groupNotFound };
      expect((await readGroup(grace, mine.id!)).data!.getWishListGroup).toEqual({
        status: 404,
        group: null,
        errorMessage: WISH_LIST_TEXTS.groupNotFound,
      });
      expect(await save(grace, homes[0]!, mine.id!)).toEqual(notFound);
      const rename = await graphql<{ updateWishListGroup: Change }>(
        grace,
        'mutation ($id: ID!) { updateWishListGroup(id: $id, name: "Mine now", isPublic: true) { status id errorMessage } }',
        { id: mine.id },
      );
      expect(rename.data!.updateWishListGroup).toEqual(notFound);
      const remove = await graphql<{ deleteWishListGroup: Change }>(
        grace,
        'mutation ($id: ID!) { deleteWishListGroup(id: $id) { status id errorMessage } }',
        { id: mine.id },
      );
      expect(remove.data!.deleteWishListGroup).toEqual(notFound);
      expect((await readGroup(ada, mine.id!)).data!.getWishListGroup.group).toMatchObject({
        name: 'Private plans',
        isPublic: false,
      });
    });

    it('opens a public group to any member to read, not to change', async () => {
      const shared = await createGroup(ada, 'Shared with friends', true);
      await save(ada, homes[2]!, shared.id!);
      const read = (await readGroup(grace, shared.id!)).data!.getWishListGroup.group!;
      expect(read).toMatchObject({ isOwner: false, wishListIds: [homes[2]], listings: [{ wishListStatus: false }] });
      expect(await save(grace, homes[0]!, shared.id!, true)).toMatchObject({ status: 404 });
    });

    it('answers a malformed or unknown id like a private one', async () => {
      expect((await readGroup(ada, 'not-a-uuid')).data!.getWishListGroup.status).toBe(404);
      expect((await readGroup(ada, randomUUID())).data!.getWishListGroup.status).toBe(404);
    });

    it('asks a visitor to sign in and refuses an admin and a co-host', async () => {
      const visitor = await graphql(null, '{ getAllWishListGroup { count } }');
      expect(visitor.errors![0]).toMatchObject({
        message: NOT_LOGGED_IN_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const saveAsVisitor = await graphql(
        null,
        `mutation { CreateWishList(listId: ${homes[0]}, wishListGroupId: "${randomUUID()}", eventKey: true) { status } }`,
      );
      expect(saveAsVisitor.errors![0]!.message).toBe(NOT_LOGGED_IN_MESSAGE);
      const admin: Identity = {
        userId: randomUUID(),
        sessionId: 'admin',
        admin: { adminId: 'a', isSuperAdmin: true, privilegeIds: [] },
      };
      expect((await graphql(admin, '{ getAllWishListGroup { count } }')).errors![0]!.extensions!.code).toBe(
        'FORBIDDEN',
      );
      const coHost: Identity = { ...ada, sessionId: 'co-host', coHost: true };
      expect((await graphql(coHost, '{ getAllWishListGroup { count } }')).errors![0]!.extensions!.code).toBe(
        'FORBIDDEN',
      );
    });

    it("shows a member's own groups by her profile number, and only another's public ones", async () => {
      const dina: Identity = { userId: randomUUID(), sessionId: 'dina' };
      await bed.db.transaction((trx) => rememberWishListOwner(trx, { userId: dina.userId, profileId: 4_242_424 }));
      await createGroup(dina, 'Dina private');
      await createGroup(dina, 'Dina public', true);
      expect((await groupsOf(dina, 4_242_424)).groups.map((g) => g.name).sort()).toEqual([
        'Dina private',
        'Dina public',
      ]);
      expect((await groupsOf(dina)).count).toBe(2);
      const seen = await groupsOf(grace, 4_242_424);
      expect(seen).toMatchObject({ status: 200, count: 1, groups: [{ name: 'Dina public', isOwner: false }] });
      expect(await groupsOf(grace, 1_000_001)).toEqual({ status: 200, count: 0, groups: [] });
    });
  });

  describe('limits', () => {
    it(`lets concurrent creations past ${MAX_GROUPS_PER_MEMBER} groups through only up to the limit`, async () => {
      const member = { userId: randomUUID(), sessionId: 'many' };
      await bed
        .db('wish_list_groups')
        .insert(
          Array.from({ length: MAX_GROUPS_PER_MEMBER - 3 }, (_, i) => ({ user_id: member.userId, name: `List ${i}` })),
        );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          createWishListGroup(bed.deps, member.userId, { name: `Rush ${i}`, isPublic: false }),
        ),
      );
      expect(answers.filter((a) => a.status === 'success')).toHaveLength(3);
      expect(answers.filter((a) => a.status === 'invalid')).toEqual(
        Array(5).fill({ status: 'invalid', errorMessage: WISH_LIST_TEXTS.tooManyGroups }),
      );
      const [row] = await bed.db('wish_list_groups').where({ user_id: member.userId }).count({ n: '*' });
      expect(Number(row!.n)).toBe(MAX_GROUPS_PER_MEMBER);
    });

    it(`holds ${MAX_ITEMS_PER_MEMBER} saved homes a member against aliases in one request`, async () => {
      const member: Identity = { userId: randomUUID(), sessionId: 'saver' };
      const group = (await createGroup(member, 'Full')).id!;
      // All but one place taken: the three homes in 333 groups, written as the use case writes them.
      const fillers: { id: string }[] = await bed
        .db('wish_list_groups')
        .insert(
          Array.from({ length: (MAX_ITEMS_PER_MEMBER - 1) / 3 }, (_, i) => ({ user_id: member.userId, name: `F${i}` })),
        )
        .returning('id');
      await bed
        .db('wish_list_items')
        .insert(
          fillers.flatMap((filler) =>
            homes.map((listId) => ({ group_id: filler.id, list_id: listId, user_id: member.userId })),
          ),
        );

      const aliases = homes
        .map(
          (listId, i) =>
            `a${i}: CreateWishList(listId: ${listId}, wishListGroupId: "${group}", eventKey: true) { status errorMessage }`,
        )
        .join(' ');
      const answer = await graphql<Record<string, { status: number; errorMessage: string | null }>>(
        member,
        `mutation { ${aliases} }`,
      );
      const answers = Object.values(answer.data!);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400)).toEqual(
        Array(2).fill({ status: 400, errorMessage: WISH_LIST_TEXTS.tooManyItems }),
      );
      const count = async () =>
        (await bed.db('wish_list_items').where({ user_id: member.userId }).count({ n: '*' }))[0]!.n;
      expect(Number(await count())).toBe(MAX_ITEMS_PER_MEMBER);

      // Taking one out makes room again.
      const [saved] = await bed.db('wish_list_items').where({ group_id: group });
      expect(await save(member, saved.list_id, group, false)).toMatchObject({ status: 200 });
      const next = homes.find((listId) => listId !== saved.list_id)!;
      expect(await save(member, next, group)).toMatchObject({ status: 200 });
      expect(Number(await count())).toBe(MAX_ITEMS_PER_MEMBER);
    });
  });
});
