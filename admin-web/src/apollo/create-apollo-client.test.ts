// The admin app's GraphQL calls carry the admin's access token, fetched per request, and none when signed out.
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './create-apollo-client';

const PING = gql`
  query Ping {
    __typename
  }
`;

function recordRequests() {
  const headers: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      headers.push(new Headers(init.headers));
      return new Response(JSON.stringify({ data: { __typename: 'Query' } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return headers;
}

describe('createApolloClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the current access token as a bearer token, asking for it on every request', async () => {
    const headers = recordRequests();
    const tokens = ['first-token', 'refreshed-token'];
    const client = createApolloClient('http://localhost/graphql', async () => tokens.shift());
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(headers.map((h) => h.get('authorization'))).toEqual(['Bearer first-token', 'Bearer refreshed-token']);
    expect(headers[0]?.get('apollo-require-preflight')).toBe('true');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const headers = recordRequests();
    await createApolloClient('http://localhost/graphql', async () => undefined).query({
      query: PING,
      fetchPolicy: 'network-only',
    });
    expect(headers[0]?.has('authorization')).toBe(false);
    expect(headers[0]?.get('apollo-require-preflight')).toBe('true');
  });
});
