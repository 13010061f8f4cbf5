import { describe, expect, it } from 'vitest';
import { confirmEmail, resetPassword } from './catalogue/accounts';
import { emailContext, renderEmail } from './render';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));

describe('renderEmail', () => {
  it('renders the confirmation e-mail with its link, greeting and subject', async () => {
    const email = await renderEmail(confirmEmail, { firstName: 'Ada', email: 'ada@example.com', token: 'abc' }, ctx);
    const link = 'https://club.example/user/verification?confirm=abc&email=ada%40example.com';
    expect(email.subject).toBe('Please confirm your email address');
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain(link);
  });

  it('renders the reset e-mail with its link, and the admin wording when isAdmin', async () => {
    const member = await renderEmail(
      resetPassword,
      { firstName: 'Ines', email: 'a@b.co', token: 't', isAdmin: false },
      ctx,
    );
    expect(member.subject).toBe('Reset your Golightly password');
    expect(member.text).toContain('https://club.example/password/verification?token=t&email=a%40b.co');
    const admin = await renderEmail(
      resetPassword,
      { firstName: 'Ines', email: 'a@b.co', token: 't', isAdmin: true },
      ctx,
    );
    expect(admin.subject).toBe('Reset your Golightly admin password');
    expect(admin.text).toContain('your Golightly admin account');
  });

  it('escapes what members typed', async () => {
    const email = await renderEmail(confirmEmail, { firstName: '<script>x</script>', email: 'x@y.z', token: 't' }, ctx);
    expect(email.html).not.toContain('<script>x</script>');
  });
});
