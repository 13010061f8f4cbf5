import { describe, expect, it } from 'vitest';
import { siteLinks, threadRoleFromType } from './links';

describe('site links (spec 001 §2)', () => {
  const links = siteLinks('https://club.example/');

  it('points the confirmation link at /user/verification with the token and e-mail', () => {
    expect(links.emailConfirmation('tok_1', 'ada+trips@example.com')).toBe(
      'https://club.example/user/verification?confirm=tok_1&email=ada%2Btrips%40example.com',
    );
  });

  it('points the reset link at /password/verification', () => {
    expect(links.passwordReset('t', 'a@b.co')).toBe(
      'https://club.example/password/verification?token=t&email=a%40b.co',
    );
  });

  it('builds every link target of the table from the one site URL', () => {
    expect(links.home()).toBe('https://club.example/');
    expect(links.profile(42)).toBe('https://club.example/users/show/42');
    expect(links.listing(7)).toBe('https://club.example/rooms/7');
    expect(links.listing(7, 'Tiled flat, Alfama views')).toBe('https://club.example/rooms/tiled-flat--alfama-views-7');
    expect(links.listing(7, 'Café à Graça')).toBe('https://club.example/rooms/caf%C3%A9-%C3%A0-gra%C3%A7a-7');
    expect(links.listingEditor(7)).toBe('https://club.example/become-a-host/7/home');
    expect(links.messageThread(9, 'guest')).toBe('https://club.example/message/9/guest');
    expect(links.messageThread(9, 'host')).toBe('https://club.example/message/9/host');
    expect(links.writeReview(1001)).toBe('https://club.example/review/write/1001');
    expect(links.verificationStatus()).toBe('https://club.example/user/verification');
    expect(links.adminListingApproval()).toBe('https://club.example/siteadmin/listingapproval');
    expect(links.socialPost(5)).toBe('https://club.example/social/5');
    expect(links.goSoloTrip(3)).toBe('https://club.example/view-trip/3');
    expect(links.jobPost(8)).toBe('https://club.example/hustle/8');
    expect(links.page('/invite')).toBe('https://club.example/invite');
  });

  it('builds the referral link with or without a date of birth', () => {
    expect(
      links.referral({
        referralKey: 'K1',
        email: 'bo@example.com',
        dateOfBirth: '5-1990-17',
        zipCode: '10001',
        accept: 'accept',
      }),
    ).toBe('https://club.example/c/K1/bo%40example.com/5-1990-17/10001/accept');
    expect(links.referral({ referralKey: 'K1', email: 'bo@example.com', zipCode: '10001' })).toBe(
      'https://club.example/c/K1/bo%40example.com/10001/accept',
    );
  });

  it('leaves out the ZIP segment of a one-address referral link without a ZIP, so no segment is empty', () => {
    expect(links.referral({ referralKey: 'KEY', email: 'a@b.co' })).toBe('https://club.example/c/KEY/a%40b.co/accept');
    expect(links.referral({ referralKey: 'KEY', email: 'a@b.co', zipCode: ' ', dateOfBirth: '5-1990-17' })).toBe(
      'https://club.example/c/KEY/a%40b.co/5-1990-17/accept',
    );
  });

  it('links a list of invited addresses with the last one only', () => {
    expect(links.referral({ referralKey: 'K1', email: ['a@example.com', 'b@example.com'], zipCode: '10001' })).toBe(
      'https://club.example/c/K1/b%40example.com/accept',
    );
  });

  it('opens a thread as host for host thread types and as guest otherwise', () => {
    expect(threadRoleFromType('host')).toBe('host');
    expect(threadRoleFromType('owner')).toBe('host');
    expect(threadRoleFromType('guest')).toBe('guest');
    expect(threadRoleFromType(undefined)).toBe('guest');
  });
});
