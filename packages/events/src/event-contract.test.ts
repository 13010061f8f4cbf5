import { EnvelopeSchema, UserDeletedSchema, UserRegisteredSchema } from '@golightly/proto';
import { describe, expect, it } from 'vitest';
import { eventContract } from './event-contract';

describe('eventContract', () => {
  it('reads the topic, the key field and the version an event declares', () => {
    const contract = eventContract(UserRegisteredSchema);
    expect(contract).toMatchObject({
      type: 'golightly.accounts.v1.UserRegistered',
      topic: 'accounts.user.v1',
      schemaVersion: 1,
    });
    expect(contract.aggregateIdField.localName).toBe('userId');
    expect(eventContract(UserDeletedSchema).topic).toBe('accounts.user.v1');
  });

  it('refuses a message that is not declared as an event', () => {
    expect(() => eventContract(EnvelopeSchema)).toThrow('golightly.events.v1.Envelope is not a domain event');
  });
});
