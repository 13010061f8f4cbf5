// kafkajs logs routed to the service's logger. Its connection retries are debug: the relay and the consumer report outages.
import { logLevel, type logCreator } from 'kafkajs';
import type { EventsLogger } from '../logger';

/** Namespaces whose errors kafkajs retries itself; what outlasts the retries surfaces as a failed send or a crash. */
const RETRIED_BY_KAFKAJS = new Set(['Connection', 'BrokerPool']);
/** Bounded producer retries are chosen on purpose (the relay retries the rows): kafkajs's warning about them is known. */
const EXPECTED = /^Limiting retries for the idempotent producer/;

export function kafkaLogCreator(logger: EventsLogger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _origin, stack: _stack, ...fields } = log;
      const entry = { kafka: namespace, ...fields };
      const quiet = RETRIED_BY_KAFKAJS.has(namespace) || EXPECTED.test(message);
      if (level <= logLevel.WARN && !quiet) logger.warn(entry, message);
      else logger.debug?.(entry, message);
    };
}
