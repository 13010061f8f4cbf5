import { describe, expect, it } from 'vitest';
import type { ListingRecord } from './listing';
import { viewCounter, visitorAddress } from './listing-views';

const HOST = '4f6c7e2a-1b0d-4c55-9a51-0a1e3c1f9b10';
const live = { hostId: HOST, approvalStatus: 'approved', isPublished: true, deletedAt: null } as ListingRecord;

describe('who a listing view counts for', () => {
  it('counts a member by her id and a visitor by her address', () => {
    expect(viewCounter(live, { kind: 'member', userId: 'm-1' }, '203.0.113.5')).toEqual({
      kind: 'member',
      userId: 'm-1',
    });
    expect(viewCounter(live, { kind: 'visitor' }, '203.0.113.5')).toEqual({ kind: 'visitor', address: '203.0.113.5' });
  });

  it('does not count the host on her own listing, an admin, or a listing that is not live', () => {
    expect(viewCounter(live, { kind: 'member', userId: HOST }, '203.0.113.5')).toBeNull();
    expect(viewCounter(live, { kind: 'admin', mayManageListings: true }, '203.0.113.5')).toBeNull();
    expect(viewCounter({ ...live, isPublished: false }, { kind: 'visitor' }, '203.0.113.5')).toBeNull();
    expect(viewCounter({ ...live, deletedAt: new Date() }, { kind: 'member', userId: 'm-1' }, '')).toBeNull();
  });

  it('does not count a visitor without an address', () => {
    expect(viewCounter(live, { kind: 'visitor' }, '')).toBeNull();
    expect(viewCounter(live, { kind: 'visitor' }, 'unknown')).toBeNull();
  });
});

describe("a visitor's address", () => {
  it('is an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(visitorAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the /64 network of an IPv6 address, however the address is written', () => {
    expect(visitorAddress('2001:db8:0:42::1')).toBe('2001:db8:0:42::/64');
    expect(visitorAddress('2001:0DB8:0000:0042:a1b2:c3d4:e5f6:0001')).toBe('2001:db8:0:42::/64');
    expect(visitorAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
