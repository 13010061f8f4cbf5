// How the gateway calls a subgraph: with the signed identity and the caller's trace context.
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { parseSessionChange, SESSION_CHANGE_HEADER, type SessionChange } from './session-cookie';

export interface GatewayContext {
  identity: Identity | null;
  /** The client's address, vouched for to subgraphs with the identity. */
  clientIp: string;
  /** W3C trace headers of the incoming request, forwarded when no tracing SDK injects its own. */
  traceHeaders: Record<string, string>;
  /** Set when accounts signed the caller in or out during this operation. */
  sessionChange?: SessionChange;
}

export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly identitySecret: string,
    /** Only the accounts subgraph may set or clear the session cookie. */
    private readonly mayChangeSession = false,
  ) {
    super({ url });
  }

  override didReceiveResponse({ response, context }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
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
  }
}
