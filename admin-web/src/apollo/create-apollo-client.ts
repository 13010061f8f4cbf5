// The app's one Apollo Client: same-origin /graphql through the gateway, with the admin's access token (decision
// 0011), the session cookie and the CSRF header.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export function createApolloClient(uri = '/graphql', accessToken?: () => Promise<string | undefined>): ApolloClient {
  // Fetched per request, so a token refreshed in the meantime is the one sent.
  const withToken = new SetContextLink(async (previous) => {
    const token = await accessToken?.();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([
      withToken,
      new HttpLink({
        uri,
        // The session is an HttpOnly cookie set by the gateway; it must ride along on every request.
        credentials: 'include',
        // The gateway's CSRF prevention refuses requests a browser could send without a preflight.
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ]),
    cache: new InMemoryCache(),
  });
}
