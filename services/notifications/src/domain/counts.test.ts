import { describe, expect, it } from 'vitest';
import { memberCounts, unreadPart } from './counts';

describe('member counts', () => {
  it('add host, guest and private messages into the total, and keep social activity apart', () => {
    expect(memberCounts({ host: 2, guest: 1, private: 4 }, 3)).toEqual({
      hostCount: 2,
      guestCount: 1,
      privateCount: 4,
      total: 7,
      socialCount: 3,
    });
  });

  it('count a role with no unread messages as zero', () => {
    expect(memberCounts({ guest: 5 }, 0)).toEqual({
      hostCount: 0,
      guestCount: 5,
      privateCount: 0,
      total: 5,
      socialCount: 0,
    });
    expect(memberCounts({}, 0).total).toBe(0);
  });

  it('answer getUnreadCount without the social count', () => {
    expect(unreadPart(memberCounts({ host: 1, private: 1 }, 9))).toEqual({
      hostCount: 1,
      guestCount: 0,
      total: 2,
      privateCount: 1,
    });
  });
});
