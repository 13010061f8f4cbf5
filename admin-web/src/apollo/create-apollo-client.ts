// The app's one Apollo Client: same-origin /graphql through the gateway, with the session cookie and CSRF header.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      // The session is an HttpOnly cookie set by the gateway; it must ride along on every request.
      credentials: 'include',
      // The gateway's CSRF prevention refuses requests a browser could send without a preflight.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}
