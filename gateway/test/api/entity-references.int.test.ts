// An entity reference resolves with the visibility of its own query (issue 12 item 4): another subgraph that holds
// a post's or a trip's id cannot reveal through _entities what the post or trip query would hide.
import { insertTrip } from '@golightly/gosolo/testing';
import { IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { insertPost } from '@golightly/social-events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';

const MEMBER: Identity = { userId: '00000000-0000-4000-8000-0000000000a1', sessionId: 's-member' };

describe('entity references', () => {
  let stack: TestStack;
  let postId: number;
  let draftTripId: number;
  let publishedTripId: number;

  /** What a subgraph answers the gateway's entity fetch, as it would for this caller. */
  async function entities(
    service: 'social-events' | 'gosolo',
    typename: string,
    id: number,
    fields: string,
    caller: Identity | null,
  ) {
    const response = await fetch(stack.subgraphs.urls[service], {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity: caller, ip: '203.0.113.70' }, TEST_IDENTITY_SECRET),
      },
      body: JSON.stringify({
        query: `query($r: [_Any!]!) { _entities(representations: $r) { ... on ${typename} { ${fields} } } }`,
        variables: { r: [{ __typename: typename, id }] },
      }),
    });
    return ((await response.json()) as { data: { _entities: unknown[] } }).data._entities[0];
  }

  beforeAll(async () => {
    stack = await startStack();
    postId = await insertPost(stack.subgraphs.services['social-events'].database.db, {
      authorId: MEMBER.userId,
      content: 'Lisbon at dawn',
    });
    const gosolo = stack.subgraphs.services.gosolo.database.db;
    const trip = { destination: 'Porto', startDate: '2027-05-01', endDate: '2027-05-08', seats: 8 };
    draftTripId = await insertTrip(gosolo, { ...trip, title: 'Draft', isPublished: false });
    publishedTripId = await insertTrip(gosolo, { ...trip, title: 'Douro', isPublished: true });
  });
  afterAll(() => stack?.stop());

  it('shows a member a post through its reference, and a visitor nothing, as the post query does', async () => {
    expect(await entities('social-events', 'Post', postId, 'id content', MEMBER)).toEqual({
      id: postId,
      content: 'Lisbon at dawn',
    });
    expect(await entities('social-events', 'Post', postId, 'id content', null)).toBeNull();
  });

  it('resolves a published trip through its reference and an unpublished one to nothing, as the trip query does', async () => {
    expect(await entities('gosolo', 'Trip', publishedTripId, 'id title', MEMBER)).toEqual({
      id: publishedTripId,
      title: 'Douro',
    });
    expect(await entities('gosolo', 'Trip', draftTripId, 'id title', MEMBER)).toBeNull();
  });
});
