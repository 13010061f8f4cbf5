import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorMessage, type EventsLogger } from './logger';

describe('EventsLogger', () => {
  it('accepts a pino logger as it is', () => {
    const logger: EventsLogger = pino({ level: 'silent' });
    expect(() => logger.warn({ failures: 1 }, 'cannot relay the outbox')).not.toThrow();
  });

  it('reads the message of anything thrown', () => {
    expect(errorMessage(new Error('broker down'))).toBe('broker down');
    expect(errorMessage('plain text')).toBe('plain text');
  });
});
