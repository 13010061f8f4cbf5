import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail, cleanName, NEWSLETTER_MESSAGES } from './newsletter';

describe('newsletter e-mail', () => {
  it('accepts and normalises a valid address', () => {
    expect(checkNewsletterEmail(' Ada@Example.com ')).toEqual({ ok: true, email: 'ada@example.com' });
  });
  it('requires one', () => {
    expect(checkNewsletterEmail('')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.required });
    expect(checkNewsletterEmail(undefined)).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.required });
  });
  it('refuses a malformed or too long one', () => {
    expect(checkNewsletterEmail('ada@example')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.invalid });
    expect(checkNewsletterEmail(`${'a'.repeat(45)}@example.com`)).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.tooLong });
  });
  it('keeps names short and trimmed', () => {
    expect(cleanName('  Ada ')).toBe('Ada');
    expect(cleanName(42)).toBe('');
    expect(cleanName('x'.repeat(80))).toHaveLength(50);
  });
});
