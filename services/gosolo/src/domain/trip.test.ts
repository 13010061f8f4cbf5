import { describe, expect, it } from 'vitest';
import { hasStarted } from './trip';

describe('hasStarted', () => {
  it('is false before the first day and true from it on', () => {
    const trip = { startDate: '2025-06-10' };
    expect(hasStarted(trip, '2025-06-09')).toBe(false);
    expect(hasStarted(trip, '2025-06-10')).toBe(true);
    expect(hasStarted(trip, '2025-07-01')).toBe(true);
  });
});
