// Every subgraph's definition (migrations, demo seed), in the order they listen.
import { subgraph as accounts } from '@golightly/accounts';
import { subgraph as bookingsPayments } from '@golightly/bookings-payments';
import { subgraph as gosolo } from '@golightly/gosolo';
import { subgraph as hustle } from '@golightly/hustle';
import { subgraph as integrations } from '@golightly/integrations';
import { subgraph as listingsSearch } from '@golightly/listings-search';
import { subgraph as notifications } from '@golightly/notifications';
import type { SubgraphDefinition } from '@golightly/service-kit';
import { subgraph as socialEvents } from '@golightly/social-events';

export const SUBGRAPHS: SubgraphDefinition[] = [
  accounts,
  listingsSearch,
  bookingsPayments,
  socialEvents,
  gosolo,
  hustle,
  notifications,
  integrations,
];
