import { describe, expect, it } from 'vitest';
import { CHANNEL_PROVIDERS, providerOfCode } from './providers';

describe('channel providers', () => {
  it('lists the eight channel managers once each', () => {
    expect(CHANNEL_PROVIDERS).toHaveLength(8);
    expect(new Set(CHANNEL_PROVIDERS.map((p) => p.code)).size).toBe(8);
  });
  it('maps stored codes to enum values and refuses unknown ones', () => {
    expect(providerOfCode('rentals_united')).toBe('RENTALS_UNITED');
    expect(() => providerOfCode('airbnb')).toThrow(/Unknown channel provider/);
  });
});
