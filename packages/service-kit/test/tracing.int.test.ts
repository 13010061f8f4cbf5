import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { FastifyInstance } from 'fastify';
import { gql } from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubgraphService } from '../src/index';

describe('tracing a subgraph operation', () => {
  const exporter = new InMemorySpanExporter();
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
    database = await createTestDatabase('kit_tracing');
    const typeDefs = gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      "Root."
      type Query {
        "A greeting."
        hello: String
      }
    `;
    app = await createSubgraphService({
      name: 'kit-tracing',
      typeDefs,
      resolvers: { Query: { hello: () => 'hi' } },
      db: database.db,
      identitySecret: 'tracing-test-secret-0123456789abcdefgh',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it("records a span for the operation inside the gateway's trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query Greeting { hello }', operationName: 'Greeting' },
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const span = exporter.getFinishedSpans().find((s) => s.name === 'graphql query Greeting');
    expect(span).toBeDefined();
    expect(span?.spanContext().traceId).toBe(traceId);
    expect(span?.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'Greeting' });
  });
});
