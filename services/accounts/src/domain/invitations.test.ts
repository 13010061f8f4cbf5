import { describe, expect, it } from 'vitest';
import { isKeyShaped, judgeCode, newKey, registrationStatusForCode } from './invitations';

const invitation = { kind: 'invitation' as const, status: 'pending' as const, expired: false, emailMismatch: false };

describe('invitation codes', () => {
  it('makes 8-character alphanumeric keys', () => {
    for (let i = 0; i < 50; i += 1) expect(isKeyShaped(newKey())).toBe(true);
  });
  it('calls an unknown code invalid', () => {
    expect(judgeCode({ kind: 'unknown' })).toBe('invalid');
  });
  it("admits through a member's key until her invitations run out", () => {
    expect(judgeCode({ kind: 'member', acceptedInvites: 4, inviteLimit: 5 })).toBe('success');
    expect(judgeCode({ kind: 'member', acceptedInvites: 5, inviteLimit: 5 })).toBe('limitExpired');
  });
  it('admits through a pending invitation once, in time, with its e-mail', () => {
    expect(judgeCode(invitation)).toBe('success');
    expect(judgeCode({ ...invitation, status: 'accepted' })).toBe('expired');
    expect(judgeCode({ ...invitation, expired: true })).toBe('expired');
    expect(judgeCode({ ...invitation, status: 'cancelled' })).toBe('cancelled');
    expect(judgeCode({ ...invitation, emailMismatch: true })).toBe('invalidReferralEmail');
  });
  it('tells registration an expired or cancelled code is an invalid referral', () => {
    expect(registrationStatusForCode('expired')).toBe('invalidReferral');
    expect(registrationStatusForCode('cancelled')).toBe('invalidReferral');
    expect(registrationStatusForCode('limitExpired')).toBe('invalidReferral');
    expect(registrationStatusForCode('invalidReferralEmail')).toBe('invalidReferralEmail');
  });
});
