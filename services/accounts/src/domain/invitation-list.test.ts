import { describe, expect, it } from 'vitest';
import {
  checkAllowance,
  invitationDisplayStatus,
  invitationLink,
  invitesLeft,
  parseEmailList,
} from './invitation-list';

describe('an invitation e-mail list', () => {
  it('splits on commas, semicolons and spaces, lower-cases and drops duplicates', () => {
    expect(parseEmailList(' Ana@Example.com, bea@example.com;ana@example.com\ncleo@example.org ')).toEqual({
      ok: true,
      emails: ['ana@example.com', 'bea@example.com', 'cleo@example.org'],
    });
  });

  it('refuses the whole list when one address is malformed, naming it', () => {
    expect(parseEmailList('ana@example.com, bea@, cleo@example.org')).toEqual({
      ok: false,
      message: '"bea@" is not a valid e-mail address. Nothing was sent.',
    });
  });

  it('refuses an empty list', () => {
    expect(parseEmailList(' , ; ')).toMatchObject({ ok: false, message: 'Please enter at least one e-mail address.' });
  });

  it('refuses more than 50 addresses at once', () => {
    const list = Array.from({ length: 51 }, (_, i) => `friend${i}@example.com`).join(',');
    expect(parseEmailList(list)).toMatchObject({ ok: false });
  });
});

describe('the invite allowance', () => {
  it('is 5 plus the admin limit, less the places accepted and pending invitations hold', () => {
    expect(invitesLeft({ maxInvite: 5, adminInviteLimit: 0, placesTaken: 2 })).toBe(3);
    expect(invitesLeft({ maxInvite: 5, adminInviteLimit: 3, placesTaken: 6 })).toBe(2);
    expect(invitesLeft({ maxInvite: 5, adminInviteLimit: 0, placesTaken: 7 })).toBe(0);
  });

  it('lets a list through only when it fits, and says how many are left', () => {
    const fourUsed = { maxInvite: 5, adminInviteLimit: 0, placesTaken: 4 };
    expect(checkAllowance(fourUsed, 1)).toEqual({ ok: true });
    expect(checkAllowance(fourUsed, 2)).toEqual({
      ok: false,
      message: 'You have 1 invite left and this list has 2 new addresses. Nothing was sent.',
    });
  });

  it('uses the spec text when none are left', () => {
    expect(checkAllowance({ maxInvite: 5, adminInviteLimit: 0, placesTaken: 5 }, 1)).toEqual({
      ok: false,
      message: 'You do not have any invites left. Please contact us if you would like to invite more friends.',
    });
  });
});

describe('an invitation as the member sees it', () => {
  it('shows a pending invitation past its date as expired', () => {
    expect(invitationDisplayStatus('pending', true)).toBe('expired');
    expect(invitationDisplayStatus('pending', false)).toBe('pending');
    expect(invitationDisplayStatus('accepted', true)).toBe('accepted');
  });

  it('links to the referral landing with the code and the address', () => {
    expect(invitationLink('https://club.example/', 'AbC12345', 'ana+trips@example.com')).toBe(
      'https://club.example/c/AbC12345/ana%2Btrips%40example.com',
    );
  });
});
