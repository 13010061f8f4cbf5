import { describe, expect, it } from 'vitest';
import { checkMessage, parseThreadId, sideOf } from './threads';

const thread = { guestId: 'guest-1', hostId: 'host-1' };

describe('thread rules', () => {
  it("gives the guest and the host (or the host's co-host) their side and everyone else none", () => {
    expect(sideOf({ userId: 'guest-1', sessionId: 's' }, thread)).toBe('guest');
    expect(sideOf({ userId: 'host-1', sessionId: 's' }, thread)).toBe('host');
    expect(sideOf({ userId: 'host-1', sessionId: 's', coHost: true }, thread)).toBe('host');
    expect(sideOf({ userId: 'guest-1', sessionId: 's', coHost: true }, thread)).toBeNull();
    expect(sideOf({ userId: 'stranger', sessionId: 's' }, thread)).toBeNull();
    expect(sideOf(null, thread)).toBeNull();
    const admin = { userId: 'host-1', sessionId: 's', admin: { adminId: 'a', isSuperAdmin: true, privilegeIds: [] } };
    expect(sideOf(admin, thread)).toBeNull();
  });

  it('keeps a message trimmed, and refuses an empty or too long one', () => {
    expect(checkMessage('  Hello  ')).toEqual({ ok: true, body: 'Hello' });
    expect(checkMessage('   ')).toEqual({ ok: false, message: 'Message is required' });
    expect(checkMessage('x'.repeat(2001)).ok).toBe(false);
    expect(checkMessage('x'.repeat(2000)).ok).toBe(true);
  });

  it('reads a thread id only as a positive whole number', () => {
    expect(parseThreadId('12')).toBe(12);
    expect(parseThreadId(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'abc', '12abc', '99999999999999999999', ''])
      expect(parseThreadId(bad)).toBeNull();
  });
});
