// The accounts e-mails: the referral link of an invitation, and set-password links instead of passwords.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import { coHostInvite, pressUserInvite, propertyManagerInvite, referralInvite } from './accounts';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));

describe('the referral invitation', () => {
  it('links an address sent from a list with the list shape /c/{code}/{email}/accept', async () => {
    const email = await renderEmail(
      referralInvite,
      { ...referralInvite.sample, referralKey: 'K7Q2M9XA', email: ['maya@example.com'] },
      ctx,
    );
    expect(email.html).toContain('href="https://club.example/c/K7Q2M9XA/maya%40example.com/accept"');
  });

  it('uses the last address of a list', async () => {
    const email = await renderEmail(
      referralInvite,
      { ...referralInvite.sample, referralKey: 'K7Q2M9XA', email: ['ana@example.com', 'bea@example.com'] },
      ctx,
    );
    expect(email.html).toContain('href="https://club.example/c/K7Q2M9XA/bea%40example.com/accept"');
    expect(email.html).not.toContain('ana%40example.com');
  });

  it("names the inviter, quotes her own words and gives the code's last day", async () => {
    const email = await renderEmail(referralInvite, referralInvite.sample, ctx);
    expect(email.subject).toBe('Grace Moreau invites you to join Golightly');
    expect(email.text).toContain('I stayed with a member in Lisbon last spring');
    expect(email.text).toContain('Wed, Dec 23rd, 2026');
  });

  it('leaves out the quote when she wrote nothing', async () => {
    const email = await renderEmail(referralInvite, { ...referralInvite.sample, personalText: '  ' }, ctx);
    expect(email.html).not.toContain('font-style:italic');
  });
});

describe('the sign-in e-mails of accounts made for someone else', () => {
  it.each([
    ['a co-host', coHostInvite, 'Grace added you as a co-host on Golightly'],
    ['a press user', pressUserInvite, 'Your Golightly press account is ready'],
    ['a property manager', propertyManagerInvite, 'Your Golightly property manager account is ready'],
  ] as const)(
    'give %s a set-password link, her sign-in address and the sign-in page, never a password',
    async (_who, definition, subject) => {
      const sample = definition.sample;
      const email = await renderEmail(definition, sample, ctx);
      expect(email.subject).toBe(subject);
      const link = `https://club.example/password/verification?token=${sample.token}&email=${encodeURIComponent(sample.email)}`;
      expect(email.html.replace(/&amp;/g, '&')).toContain(`href="${link}"`);
      expect(email.text).toContain(sample.email);
      expect(email.text).toContain('https://club.example/login');
      expect(email.text).toContain('we never send passwords by email');
      expect(email.text).toContain('Tue, Dec 1st, 2026');
    },
  );
});
