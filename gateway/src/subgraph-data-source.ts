// How the gateway calls a subgraph: with the signed identity and the caller's trace context.
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { IDENTITY_HEADER, signIdentity, type Identity } from '@golightly/service-kit';

export interface GatewayContext {
  identity: Identity | null;
  /** W3C trace headers of the incoming request, forwarded when no tracing SDK injects its own. */
  traceHeaders: Record<string, string>;
}

export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly identitySecret: string,
  ) {
    super({ url });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers) return;
    for (const [name, value] of Object.entries(context.traceHeaders ?? {})) headers.set(name, String(value));
    if (context.identity) headers.set(IDENTITY_HEADER, signIdentity(context.identity, this.identitySecret));
  }
}
