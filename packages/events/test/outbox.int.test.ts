// The outbox side alone, on the Postgres log: what publish() writes, and several relays of one service keeping per-key order.
import { UserRegisteredSchema } from '@golightly/proto';
import type { TestDatabase } from '@golightly/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../src/envelope';
import { OutboxRelay, publish, type IncomingMessage } from '../src/index';
import { startPostgresBus, type BusHarness } from './support/bus-harness';
import { createServiceDatabase } from './support/service-database';
import { newUserIds, publishUserEvents } from './support/user-events';
import { waitFor } from './support/wait';

describe('the outbox', () => {
  let bus: BusHarness;
  let service: TestDatabase;

  beforeEach(async () => {
    [bus, service] = await Promise.all([startPostgresBus(), createServiceDatabase('outbox')]);
  });
  afterEach(async () => {
    await bus.close();
    await service.drop();
  });

  it('records an event with its topic, key and envelope only when the transaction commits', async () => {
    const [kept, rolledBack] = newUserIds(2) as [string, string];
    const data = (userId: string) => ({ userId, profileId: 1, email: 'ada@example.test', firstName: 'Ada' });
    await service.db.transaction((trx) =>
      publish(trx, { producer: 'accounts', schema: UserRegisteredSchema, data: data(kept) }),
    );
    await expect(
      service.db.transaction(async (trx) => {
        await publish(trx, { producer: 'accounts', schema: UserRegisteredSchema, data: data(rolledBack) });
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');

    const rows = await service.db('outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      topic: 'accounts.user.v1',
      message_key: kept,
      event_type: 'golightly.accounts.v1.UserRegistered',
    });
    const envelope = decodeEnvelope(rows[0].envelope);
    expect(envelope).toMatchObject({
      eventId: rows[0].event_id,
      aggregateId: kept,
      producer: 'accounts',
      schemaVersion: 1,
    });
  });

  it('refuses an event without its aggregate id', async () => {
    await expect(
      service.db.transaction((trx) =>
        publish(trx, { producer: 'accounts', schema: UserRegisteredSchema, data: { email: 'a@b.c' } }),
      ),
    ).rejects.toThrow('golightly.accounts.v1.UserRegistered needs its user_id (the aggregate id) to be set');
  });

  it('keeps the order of each key when two relays of one service run at once', async () => {
    const published = await publishUserEvents(service.db, newUserIds(5), 40);
    const relays = [0, 1].map(
      () => new OutboxRelay({ db: service.db, transport: bus.connect(), batchSize: 7, pollIntervalMs: 20 }),
    );
    relays.forEach((relay) => relay.start());
    await waitFor('the outbox is sent', async () => (await relays[0]!.pendingCount()) === 0);
    await Promise.all(relays.map((relay) => relay.stop()));

    const received: IncomingMessage[] = [];
    const reader = await bus
      .connect()
      .consume({ group: 'reader', topics: ['accounts.user.v1'], handle: async (m) => void received.push(m) });
    await waitFor('every event is read back', async () => received.length === published.length);
    await reader.stop();
    for (const key of new Set(published.map((p) => p.key))) {
      const sent = published.filter((p) => p.key === key).map((p) => p.eventId);
      const read = received.filter((m) => m.key === key).map((m) => decodeEnvelope(m.value).eventId);
      expect(read).toEqual(sent);
    }
  });
});
