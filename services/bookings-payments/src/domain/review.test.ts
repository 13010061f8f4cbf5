import type { Identity } from '@golightly/service-kit';
import { REVIEW_TEXTS } from '@golightly/stay-rules';
import { describe, expect, it } from 'vitest';
import { countsForListing, reviewWriteState } from './review';

const GUEST = '00000000-0000-4000-8000-000000000001';
const HOST = '00000000-0000-4000-8000-000000000002';
const member = (userId: string, coHost = false): Identity =>
  ({ userId, sessionId: 's', ...(coHost ? { coHost } : {}) }) as Identity;
const stay = (reservationState = 'completed') => ({ guestId: GUEST, hostId: HOST, reservationState });

describe('reviewWriteState', () => {
  it('opens the guest side and the host side of a completed stay', () => {
    expect(reviewWriteState(stay(), member(GUEST), [])).toEqual({ kind: 'open', side: 'guest' });
    expect(reviewWriteState(stay(), member(HOST), ['guest'])).toEqual({ kind: 'open', side: 'host' });
  });

  it('reads a stranger, an admin and a missing stay alike', () => {
    const notFound = { kind: 'notFound', side: null, message: REVIEW_TEXTS.notFound };
    expect(reviewWriteState(stay(), member('00000000-0000-4000-8000-000000000003'), [])).toEqual(notFound);
    expect(reviewWriteState(undefined, member(GUEST), [])).toEqual(notFound);
    const admin = { userId: 'a', sessionId: 's', admin: { adminId: 'a', isSuperAdmin: true, privilegeIds: [] } };
    expect(reviewWriteState(stay(), admin as Identity, [])).toEqual(notFound);
  });

  it('waits for check-out, then allows one review a side', () => {
    expect(reviewWriteState(stay('confirmed'), member(GUEST), [])).toMatchObject({ kind: 'notYetCheckedOut' });
    expect(reviewWriteState(stay(), member(GUEST), ['guest'])).toMatchObject({ kind: 'alreadyReviewed' });
  });
});

describe('countsForListing', () => {
  it("counts visible guests' and admins' reviews, never a host's review of her guest", () => {
    expect(countsForListing({ authorRole: 'guest', hidden: false })).toBe(true);
    expect(countsForListing({ authorRole: 'admin', hidden: false })).toBe(true);
    expect(countsForListing({ authorRole: 'guest', hidden: true })).toBe(false);
    expect(countsForListing({ authorRole: 'host', hidden: false })).toBe(false);
  });
});
