// How the gateway calls a subgraph: with the signed identity, the caller's trace context and a time limit.
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import { CURRENCY_HEADER, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { GraphQLError } from 'graphql';
import { parseSessionChange, SESSION_CHANGE_HEADER, type SessionChange } from './session-cookie';
import { keepAliveFetcher } from './subgraph-fetcher';

export interface GatewayContext {
  identity: Identity | null;
  /** The client's address, vouched for to subgraphs with the identity. */
  clientIp: string;
  /** W3C trace headers of the incoming request, forwarded when no tracing SDK injects its own. */
  traceHeaders: Record<string, string>;
  /** Set when accounts signed the caller in or out during this operation. */
  sessionChange?: SessionChange;
  /** The member's display currency (displayCurrencyOf her `currency` cookie), forwarded as CURRENCY_HEADER. */
  currency?: string;
}

/** Prices are shown in the base currency unless the member chose another. */
export const BASE_CURRENCY = 'USD';

/**
 * The display currency a `currency` cookie names: three upper-case letters, else the base currency. Whether the club
 * offers it (has a rate for it) is the subgraph's to decide: one it does not offer reads as the base there too.
 */
export function displayCurrencyOf(cookie: string | undefined): string {
  return cookie !== undefined && /^[A-Z]{3}$/.test(cookie) ? cookie : BASE_CURRENCY;
}

/** What a caller is told when a service did not answer in time: no service name, URL or cause. */
export const SERVICE_UNAVAILABLE = 'This part of the club is unavailable right now. Please try again in a moment.';

export const serviceUnavailableError = () =>
  new GraphQLError(SERVICE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });

/** Answers from a subgraph that mean "not now" rather than "this request is wrong". */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export interface SubgraphDataSourceOptions {
  url: string;
  identitySecret: string;
  /** Only the accounts subgraph may set or clear the session cookie. */
  mayChangeSession?: boolean;
  /** How long a call may take, answer included, before its part of the operation fails with SERVICE_UNAVAILABLE. */
  timeoutMs: number;
  /** Told about each failed call, with its cause (for the log, never for the client). */
  onUnavailable?: (error: unknown) => void;
}

/** One pool of kept-alive connections for every subgraph the process calls. */
const subgraphFetcher = keepAliveFetcher();

export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly identitySecret: string;
  private readonly mayChangeSession: boolean;
  private readonly onUnavailable: (error: unknown) => void;

  constructor(options: SubgraphDataSourceOptions) {
    super({ url: options.url });
    this.identitySecret = options.identitySecret;
    this.mayChangeSession = options.mayChangeSession ?? false;
    this.onUnavailable = options.onUnavailable ?? (() => undefined);
    const fetcher = subgraphFetcher;
    this.fetcher = (url, init) => fetcher(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    if (this.mayChangeSession) {
      const change = parseSessionChange(response.http?.headers.get(SESSION_CHANGE_HEADER));
      if (change) context.sessionChange = change;
    }
    return response;
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers) return;
    for (const [name, value] of Object.entries(context.traceHeaders ?? {})) headers.set(name, String(value));
    headers.set(IDENTITY_HEADER, signCaller({ identity: context.identity, ip: context.clientIp }, this.identitySecret));
    headers.set(CURRENCY_HEADER, context.currency ?? BASE_CURRENCY);
  }

  /** No answer (refused, reset, timed out) or a draining service: an allow-listed error instead of the cause. */
  override didEncounterError(error: Error, _request: unknown, response?: { status: number }): void {
    if (response && !UNAVAILABLE_STATUSES.has(response.status)) throw error;
    this.onUnavailable(error);
    throw serviceUnavailableError();
  }
}

/** An operation that got nothing but SERVICE_UNAVAILABLE failures is answered with HTTP 503, so clients may retry. */
export function unavailableStatusPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const unavailable = errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
          const nothingAnswered = !data || Object.values(data).every((value) => value === null);
          if (unavailable && nothingAnswered) response.http.status = 503;
        },
      };
    },
  };
}
