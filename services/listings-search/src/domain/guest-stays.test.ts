import { describe, expect, it } from 'vitest';
import { staySharesAddress } from './guest-stays';

describe('which stays share the street address with their guest', () => {
  it.each([
    ['confirmed', true],
    ['cancellationRequested', true],
    ['completed', true],
    ['pending', false],
    ['approved', false],
    ['intantBooking', false],
    ['inquiry', false],
    ['preApproved', false],
    ['specialPriceHostAccepted', false],
    ['cancelledByGuest', false],
    ['cancelledByHost', false],
    ['cancelled', false],
    ['declined', false],
    ['expired', false],
    ['', false],
  ])('%s: %s', (status, shares) => {
    expect(staySharesAddress(status)).toBe(shares);
  });
});
