// Every subgraph's definition (schema, resolvers, migrations, demo seed), in the order they listen: the one list the
// local runner and the gateway's tests start. Keyed by @golightly/config's SERVICE_NAMES, so a service named there
// and missing here (or the reverse) fails typecheck.
import { subgraph as accounts } from '@golightly/accounts';
import { subgraph as bookingsPayments } from '@golightly/bookings-payments';
import { SERVICE_NAMES, type ServiceName } from '@golightly/config';
import { subgraph as gosolo } from '@golightly/gosolo';
import { subgraph as hustle } from '@golightly/hustle';
import { subgraph as integrations } from '@golightly/integrations';
import { subgraph as listingsSearch } from '@golightly/listings-search';
import { subgraph as notifications } from '@golightly/notifications';
import type { SubgraphDefinition } from '@golightly/service-kit';
import { subgraph as socialEvents } from '@golightly/social-events';

const BY_NAME: Readonly<Record<ServiceName, SubgraphDefinition>> = {
  accounts,
  'listings-search': listingsSearch,
  'bookings-payments': bookingsPayments,
  'social-events': socialEvents,
  gosolo,
  hustle,
  notifications,
  integrations,
};

/** The eight subgraphs in SERVICE_NAMES order (gateway port + 1, + 2, …). */
export const SUBGRAPHS: readonly SubgraphDefinition[] = SERVICE_NAMES.map((name) => BY_NAME[name]);

/** One subgraph's definition by its service name. */
export const subgraphNamed = (name: ServiceName): SubgraphDefinition => BY_NAME[name];
