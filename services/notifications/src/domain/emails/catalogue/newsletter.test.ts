// The newsletter confirmation: its link, its promise, and a name that cannot become markup.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import { confirmNewsletterSubscription } from './newsletter';

const ctx = emailContext('https://club.example', new Date('2027-02-02T10:00:00Z'));

describe('the newsletter confirmation e-mail', () => {
  it('links to the confirmation page with its token and says how long the link works', async () => {
    const email = await renderEmail(confirmNewsletterSubscription, { firstName: 'Ada', token: 'abc_DEF-123' }, ctx);
    expect(email.subject).toBe('Confirm your subscription to the Golightly newsletter');
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain('https://club.example/newsletter/confirm/abc_DEF-123');
    expect(email.text).toContain('for 48 hours');
  });

  it('greets without a name when none was given', async () => {
    const email = await renderEmail(confirmNewsletterSubscription, { firstName: '', token: 't' }, ctx);
    expect(email.text).toContain('Hello,');
  });

  it('escapes a name, should one with markup ever reach it', async () => {
    const email = await renderEmail(confirmNewsletterSubscription, { firstName: '<b>Ada</b>', token: 't' }, ctx);
    expect(email.html).not.toContain('<b>Ada</b>');
    expect(email.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
  });
});
