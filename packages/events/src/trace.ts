// OpenTelemetry across the bus: the producer's trace context rides in the envelope and the consumer's span joins it.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

const TRACER = '@golightly/events';

export interface TraceHeaders {
  traceparent: string;
  tracestate: string;
}

/** Runs `work` in a producer span for `topic` and hands it the W3C headers of that span's context. */
export function inPublishSpan<T>(
  topic: string,
  eventId: string,
  work: (headers: TraceHeaders) => Promise<T>,
): Promise<T> {
  const attributes = {
    'messaging.operation.type': 'publish',
    'messaging.destination.name': topic,
    'messaging.message.id': eventId,
  };
  return trace
    .getTracer(TRACER)
    .startActiveSpan(`publish ${topic}`, { kind: SpanKind.PRODUCER, attributes }, async (span) => {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return endSpan(span, () =>
        work({ traceparent: carrier.traceparent ?? '', tracestate: carrier.tracestate ?? '' }),
      );
    });
}

export interface ConsumeSpanAttributes {
  topic: string;
  group: string;
  eventId: string;
  eventType: string;
}

/** Runs `work` in a consumer span whose parent is the producer's context carried by `headers`. */
export function inProcessSpan<T>(
  headers: TraceHeaders | undefined,
  on: ConsumeSpanAttributes,
  work: () => Promise<T>,
): Promise<T> {
  const carrier: Record<string, string> = {};
  if (headers?.traceparent) carrier.traceparent = headers.traceparent;
  if (headers?.tracestate) carrier.tracestate = headers.tracestate;
  const parent = propagation.extract(context.active(), carrier);
  const attributes = {
    'messaging.operation.type': 'process',
    'messaging.destination.name': on.topic,
    'messaging.consumer.group.name': on.group,
    'messaging.message.id': on.eventId,
    'golightly.event.type': on.eventType,
  };
  return trace
    .getTracer(TRACER)
    .startActiveSpan(`process ${on.topic}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) =>
      endSpan(span, work),
    );
}

async function endSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
