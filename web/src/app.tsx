// The member app: one Apollo Client and the browser router built from the route table.
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/create-apollo-client';
import { createRoutes } from './routes/create-routes';

const client = createApolloClient();
const router = createBrowserRouter(createRoutes());

export function App() {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
