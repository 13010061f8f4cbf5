import { describe, expect, it } from 'vitest';
import { siteLinks } from './links';

describe('site links', () => {
  const links = siteLinks('https://club.example/');
  it('points the confirmation link at /user/verification with the token and e-mail', () => {
    expect(links.emailConfirmation('tok_1', 'ada+trips@example.com')).toBe(
      'https://club.example/user/verification?confirm=tok_1&email=ada%2Btrips%40example.com',
    );
  });
  it('points the reset link at /password/verification', () => {
    expect(links.passwordReset('t', 'a@b.co')).toBe('https://club.example/password/verification?token=t&email=a%40b.co');
  });
  it('has one site root', () => {
    expect(links.home()).toBe('https://club.example/');
  });
});
