// One OpenTelemetry span per GraphQL operation a subgraph executes, joined to the gateway's trace.
import type { ApolloServerPlugin } from '@apollo/server';
import { context as otelContext, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';

export function operationSpans<T extends { traceContext?: Context }>(tracerName: string): ApolloServerPlugin<T> {
  const tracer = trace.getTracer(tracerName);
  return {
    async requestDidStart({ contextValue }) {
      const parent = contextValue.traceContext ?? otelContext.active();
      const span = tracer.startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
      return {
        async didResolveOperation({ operationName, operation }) {
          span.updateName(`graphql ${operation?.operation ?? 'operation'} ${operationName ?? '(anonymous)'}`);
          span.setAttribute('graphql.operation.type', operation?.operation ?? 'unknown');
          if (operationName) span.setAttribute('graphql.operation.name', operationName);
        },
        async didEncounterErrors({ errors }) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]?.message });
        },
        async willSendResponse() {
          span.end();
        },
      };
    },
  };
}
