import { describe, expect, it } from 'vitest';
import { composeSupergraph, readCommittedSupergraph } from '../src/supergraph';

describe('the supergraph', () => {
  it('composes from the eight subgraph schemas', () => {
    const sdl = composeSupergraph();
    for (const graph of [
      'ACCOUNTS',
      'LISTINGS_SEARCH',
      'BOOKINGS_PAYMENTS',
      'SOCIAL_EVENTS',
      'GOSOLO',
      'HUSTLE',
      'NOTIFICATIONS',
      'INTEGRATIONS',
    ]) {
      expect(sdl).toContain(`${graph} @join__graph`);
    }
  });

  it('is committed as composed (run `npm run compose` after changing a schema)', () => {
    expect(readCommittedSupergraph()).toBe(composeSupergraph());
  });
});
