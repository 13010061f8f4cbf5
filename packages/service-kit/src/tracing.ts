// OpenTelemetry API spans; the SDK (exporter) is loaded by the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { context, propagation, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

/** Runs `work` in an active span named `name`, recording failures. */
export async function inSpan<T>(tracerName: string, name: string, work: (span: Span) => Promise<T>): Promise<T> {
  return trace.getTracer(tracerName).startActiveSpan(name, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Extracts W3C trace context from incoming headers so a subgraph's spans join the gateway's trace. */
export function contextFromHeaders(headers: Record<string, string | string[] | undefined>) {
  return propagation.extract(context.active(), headers);
}

/** Injects the active trace context into outgoing headers. */
export function injectTraceHeaders(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}
