// What every resolver of every subgraph receives, and the resolver map typed with it.
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { Knex } from '@golightly/db';
import type { Context } from '@opentelemetry/api';
import type { Identity } from './identity';
import type { Logger } from './logger';

/** What every resolver receives. */
export interface ServiceContext {
  /** The verified caller, or null for an anonymous request. */
  identity: Identity | null;
  /** The client's address, as the gateway saw it (the direct peer when called without the gateway). */
  clientIp: string;
  db: Knex;
  log: Logger;
  /** Sets a header on this subgraph's HTTP response (e.g. accounts' session change for the gateway). */
  setResponseHeader(name: string, value: string): void;
  /** The caller's trace context (from the gateway's traceparent header). */
  traceContext: Context;
  /** A header of the request as the gateway sent it (e.g. CURRENCY_HEADER); undefined when absent. */
  requestHeader(name: string): string | undefined;
}

/** The member's display currency (her `currency` cookie, checked by the gateway): 3 upper-case letters. */
export const CURRENCY_HEADER = 'x-golightly-currency';

export type Resolvers = GraphQLResolverMap<ServiceContext>;
