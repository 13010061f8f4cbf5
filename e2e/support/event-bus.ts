// Puts an event on the e2e stack's event log (the runner's `events` database) as its producer's relay will, for
// events no service publishes yet; never by writing into a service's own database.
import type { DescMessage } from '@bufbuild/protobuf';
import { PostgresTransport } from '@golightly/events';
import { publishOnBus, type BusEvent } from '@golightly/events/testing';

export const EVENTS_DB = `postgres://postgres:postgres@127.0.0.1:${process.env.POSTGRES_PORT ?? '5533'}/events`;

export async function publishOnStackBus<Desc extends DescMessage>(event: BusEvent<Desc>): Promise<void> {
  const bus = new PostgresTransport({ url: EVENTS_DB, poolMax: 1 });
  try {
    await publishOnBus(bus, event);
  } finally {
    await bus.close();
  }
}
