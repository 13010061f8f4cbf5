import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';

describe('renderEmail', () => {
  it('renders the confirmation e-mail with its link, greeting and subject', async () => {
    const link = 'https://club.example/user/verification?confirm=abc&email=ada%40example.com';
    const email = await renderEmail({ kind: 'confirmEmail', props: { firstName: 'Ada', link, siteUrl: 'https://club.example' } });
    expect(email.subject).toBe('Please confirm your email address');
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain(link);
  });

  it('renders the reset e-mail with its link', async () => {
    const link = 'https://club.example/password/verification?token=t&email=a%40b.co';
    const email = await renderEmail({ kind: 'resetPassword', props: { firstName: 'Ines', link, siteUrl: 'https://club.example' } });
    expect(email.subject).toBe('Reset your Golightly password');
    expect(email.text).toContain(link);
  });

  it('escapes what members typed', async () => {
    const email = await renderEmail({ kind: 'confirmEmail', props: { firstName: '<script>x</script>', link: 'https://x', siteUrl: 'https://x' } });
    expect(email.html).not.toContain('<script>x</script>');
  });
});
