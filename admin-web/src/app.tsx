// The admin app: one Apollo Client and the browser router under /siteadmin, built from the admin route table.
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/create-apollo-client';
import { createRoutes } from './routes/create-routes';

const client = createApolloClient();
// Vite's base ('/siteadmin/') without the trailing slash is the router's basename.
const router = createBrowserRouter(createRoutes(), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });

export function App() {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
