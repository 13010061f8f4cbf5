// The bus contract, run against both transports: order per key, shared partitions, crash safety, outages, dead letters, dedup, tracing.
import { randomBytes, randomUUID } from 'node:crypto';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import type { TestDatabase } from '@golightly/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../src/envelope';
import { OutboxRelay, subscribe, type EventsLogger, type IncomingMessage, type OutboxRelayOptions } from '../src/index';
import type { BusHarness } from './support/bus-harness';
import { captureLogger } from './support/capture-logger';
import { startChildConsumer } from './support/child-consumer';
import { createServiceDatabase, type AppliedEffect } from './support/service-database';
import {
  newUserIds,
  publishUserEvent,
  publishUserEvents,
  recordingHandlers,
  type RecordingBehaviour,
} from './support/user-events';
import { waitFor } from './support/wait';

const GROUP = 'notifications';
const TOPIC = 'accounts.user.v1';
const PARTITIONS = 4;

interface ConsumerOptions {
  behaviour?: RecordingBehaviour;
  logger?: EventsLogger;
  maxAttempts?: number;
}

export function transportContract(kind: string, startBus: () => Promise<BusHarness>): void {
  describe(`the ${kind} transport`, () => {
    let bus: BusHarness;
    let service: TestDatabase;
    let cleanups: (() => Promise<unknown>)[] = [];

    beforeEach(async () => {
      [bus, service] = await Promise.all([startBus(), createServiceDatabase(kind)]);
    });
    afterEach(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      cleanups = [];
      await bus.close();
      await service.drop();
    });

    function startRelay(options: Partial<OutboxRelayOptions> = {}): OutboxRelay {
      const relay = new OutboxRelay({
        db: service.db,
        transport: bus.connect(options.logger),
        pollIntervalMs: 100,
        sendTimeoutMs: 2_000,
        backoff: { initialMs: 100, maxMs: 1_000 },
        ...options,
      });
      relay.start();
      cleanups.push(() => relay.stop());
      return relay;
    }

    async function startConsumer(name: string, options: ConsumerOptions = {}) {
      const logger = options.logger ?? captureLogger(`${name}: `);
      const subscription = await subscribe({
        group: GROUP,
        db: service.db,
        transport: bus.connect(logger),
        handlers: recordingHandlers(name, options.behaviour),
        logger,
        maxAttempts: options.maxAttempts ?? 3,
        retryBackoff: { initialMs: 20, maxMs: 100 },
      });
      cleanups.push(() => subscription.stop());
      return subscription;
    }

    const applied = () => service.db<AppliedEffect>('applied_effects').orderBy('id');
    const appliedCount = async (count: number) => (await applied()).length >= count;

    it('delivers the events of one aggregate in the order they were published', async () => {
      await startConsumer('notifications');
      startRelay();
      const published = await publishUserEvents(service.db, newUserIds(3), 15);

      await waitFor(`all ${published.length} events are applied`, () => appliedCount(published.length));
      const rows = await applied();
      for (const key of new Set(published.map((p) => p.key))) {
        const sent = published.filter((p) => p.key === key).map((p) => p.eventId);
        expect(rows.filter((r) => r.aggregate_id === key).map((r) => r.event_id)).toEqual(sent);
      }
    });

    // Once in a few whole-suite runs the Kafka mock broker leaves a second member unassigned for the whole wait (the
    // first keeps all four partitions); a fresh pair of consumers then shares them at once. Tried again, not hidden:
    // a group that never rebalances fails every try.
    it('shares the partitions of one group between two consumers', { retry: 2 }, async () => {
      const first = await startConsumer('first');
      const second = await startConsumer('second');
      await waitFor('both consumers own partitions, together all of them, none twice', async () => {
        const [a, b] = [first.assignment(), second.assignment()];
        const ids = new Set([...a, ...b].map((p) => `${p.topic}/${p.partition}`));
        if (a.length > 0 && b.length > 0 && a.length + b.length === PARTITIONS && ids.size === PARTITIONS) return true;
        throw new Error(`first owns ${JSON.stringify(a)}, second owns ${JSON.stringify(b)}`);
      });
      startRelay();
      const published = await publishUserEvents(service.db, newUserIds(20), 2);

      await waitFor(`all ${published.length} events are applied`, () => appliedCount(published.length));
      const rows = await applied();
      expect(rows).toHaveLength(published.length);
      expect(new Set(rows.map((r) => r.consumer))).toEqual(new Set(['first', 'second']));
      for (const key of new Set(published.map((p) => p.key))) {
        expect(new Set(rows.filter((r) => r.aggregate_id === key).map((r) => r.consumer)).size).toBe(1);
      }
    });

    it('loses nothing and applies nothing twice when a consumer is killed mid-batch and restarted', async () => {
      const published = await publishUserEvents(service.db, newUserIds(4), 10);
      const relay = startRelay();
      await waitFor('the outbox is sent', async () => (await relay.pendingCount()) === 0);

      const doomed = startChildConsumer({ ...bus.childEnv, SERVICE_DATABASE_URL: service.url, GROUP, HANG_AT: '5' });
      cleanups.push(() => doomed.kill());
      await doomed.printed('hanging');
      // Members may run partitions in parallel: the other handlers in flight commit or hang too, but never a fifth effect.
      await waitFor('the four events before the hang are applied', () => appliedCount(4));
      expect(await applied()).toHaveLength(4); // applied, but their offsets are not committed yet
      await doomed.kill();

      const logger = captureLogger();
      await startConsumer('survivor', { logger });
      await waitFor(`all ${published.length} events are applied`, () => appliedCount(published.length));
      await waitFor(
        'the redelivered events are skipped',
        async () => logger.count('skipped an event already applied') >= 4,
      );
      const rows = await applied();
      expect(rows.map((r) => r.event_id).sort()).toEqual(published.map((p) => p.eventId).sort());
    });

    it('keeps events in the outbox while the bus is down and drains them once it is back', async () => {
      const consumer = await startConsumer('notifications');
      await waitFor('the consumer owns partitions', async () => consumer.assignment().length > 0);
      const logger = captureLogger();
      const relay = startRelay({ logger });
      await bus.takeDown();

      const published = await publishUserEvents(service.db, newUserIds(2), 3);
      await waitFor('the relay failed twice', async () => logger.count(/^cannot relay the outbox/) >= 2);
      expect(await relay.pendingCount()).toBe(published.length);
      const waiting = await service.db('outbox').whereNull('sent_at');
      expect(
        waiting.every((row: { attempts: number; last_error: string | null }) => row.attempts > 0 && row.last_error),
      ).toBe(true);

      await bus.bringUp();
      await waitFor(`all ${published.length} events are applied`, () => appliedCount(published.length));
      expect(await relay.pendingCount()).toBe(0);
      expect(logger.count(/reachable again/)).toBe(1);
      expect(new Set((await applied()).map((r) => r.event_id))).toEqual(new Set(published.map((p) => p.eventId)));
    });

    it('sends an event whose handler keeps failing to the dead-letter topic and moves on', async () => {
      const [poisoned, healthy] = newUserIds(2) as [string, string];
      let poisonAttempts = 0;
      await startConsumer('notifications', {
        maxAttempts: 3,
        behaviour: {
          before: async (event) => {
            if (event.aggregateId !== poisoned || !event.type.endsWith('EmailConfirmationRequested')) return;
            poisonAttempts += 1;
            throw new Error('no template for this e-mail');
          },
        },
      });
      const deadLetters: IncomingMessage[] = [];
      const reader = await bus
        .connect()
        .consume({ group: 'dlq-reader', topics: [`${TOPIC}.dlq`], handle: async (m) => void deadLetters.push(m) });
      cleanups.push(() => reader.stop());
      startRelay();
      const registered = await publishUserEvent(service.db, poisoned, 0);
      const poison = await publishUserEvent(service.db, poisoned, 1); // EmailConfirmationRequested
      const after = await publishUserEvent(service.db, poisoned, 2); // same key, behind the poison
      const other = await publishUserEvent(service.db, healthy, 0);

      await waitFor('the other three events are applied', () => appliedCount(3));
      await waitFor('the poison is dead-lettered', async () => deadLetters.length === 1);
      const [letter] = deadLetters as [IncomingMessage];
      expect(decodeEnvelope(letter.value).eventId).toBe(poison.eventId);
      expect(letter.key).toBe(poisoned);
      expect(letter.headers['dlq-error']).toBe('no template for this e-mail');
      expect(letter.headers['dlq-attempts']).toBe('3');
      expect(letter.headers['dlq-group']).toBe(GROUP);
      expect(poisonAttempts).toBe(3);
      const rows = await applied();
      expect(rows.filter((r) => r.aggregate_id === poisoned).map((r) => r.event_id)).toEqual([
        registered.eventId,
        after.eventId,
      ]);
      expect(rows.filter((r) => r.aggregate_id === healthy).map((r) => r.event_id)).toEqual([other.eventId]);
      const inbox = await service.db('inbox').where({ event_id: poison.eventId }).first();
      expect(inbox).toMatchObject({ outcome: 'dead_lettered', error: 'no template for this e-mail' });
    });

    it('applies a redelivered event only once', async () => {
      const logger = captureLogger();
      await startConsumer('notifications', { logger });
      startRelay();
      const published = await publishUserEvents(service.db, newUserIds(2), 3);
      await waitFor(`all ${published.length} events are applied`, () => appliedCount(published.length));

      // As if the relay had sent them and crashed before marking them sent.
      await service.db('outbox').update({ sent_at: null });
      await waitFor(
        'every redelivery is skipped',
        async () => logger.count('skipped an event already applied') >= published.length,
      );
      expect(await applied()).toHaveLength(published.length);
    });

    describe('with a W3C propagator and a context manager registered', () => {
      beforeAll(() => {
        context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
        propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      });
      afterAll(() => {
        context.disable();
        propagation.disable();
      });

      it('carries the trace context from the publisher to the handler', async () => {
        const traceId = randomBytes(16).toString('hex');
        const parent = trace.setSpanContext(ROOT_CONTEXT, {
          traceId,
          spanId: randomBytes(8).toString('hex'),
          traceFlags: TraceFlags.SAMPLED,
        });
        await context.with(parent, () => publishUserEvent(service.db, randomUUID(), 0));
        await startConsumer('notifications');
        startRelay();

        await waitFor('the event is applied', () => appliedCount(1));
        const [row] = await applied();
        expect(row?.trace_id).toBe(traceId);
        const outbox = await service.db('outbox').first();
        expect(outbox.headers.traceparent).toContain(traceId);
      });
    });
  });
}
