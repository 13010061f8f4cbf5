// The admin app: one Apollo Client and the browser router under /siteadmin, built from the admin route table.
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/create-apollo-client';
import { adminAccessToken } from './auth/admin-sign-in';
import { AdminSessionProvider } from './auth/admin-session';
import { createRoutes } from './routes/create-routes';

const client = createApolloClient('/graphql', adminAccessToken);
// Vite's base ('/siteadmin/') without the trailing slash is the router's basename.
const router = createBrowserRouter(createRoutes(), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });

/** keycloak-js strips the sign-in answer (code, state) from the address; the router follows so it forgets it too. */
const syncRouterWithAddress = () => {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) || '/' : '/';
  const { pathname, search } = router.state.location;
  if (pathname !== path || search !== window.location.search)
    void router.navigate(`${path}${window.location.search}`, { replace: true });
};

export function App() {
  return (
    <AdminSessionProvider onSettled={syncRouterWithAddress}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </AdminSessionProvider>
  );
}
