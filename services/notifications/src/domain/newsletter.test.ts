import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewsletterEmail,
  checkNewsletterName,
  checkNewsletterRequest,
  confirmationExpiry,
  isWellFormedToken,
  NEWSLETTER_MESSAGES,
} from './newsletter';

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
    expect(checkNewsletterEmail(`${'a'.repeat(45)}@example.com`)).toEqual({
      ok: false,
      message: NEWSLETTER_MESSAGES.tooLong,
    });
  });
  it('refuses an address with a NUL or a line break in it', () => {
    expect(checkNewsletterEmail('ada@example.com\u0000')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.invalid });
    expect(checkNewsletterEmail('ada@exa\nmple.com')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.invalid });
  });
});

describe('newsletter names', () => {
  it('are optional, trimmed, and empty when not text', () => {
    expect(checkNewsletterName('  Ada ', 'First name')).toEqual({ ok: true, name: 'Ada' });
    expect(checkNewsletterName(undefined, 'First name')).toEqual({ ok: true, name: '' });
    expect(checkNewsletterName(42, 'First name')).toEqual({ ok: true, name: '' });
  });
  it('keep right-to-left scripts and apostrophes', () => {
    expect(checkNewsletterName('ليلى', 'First name')).toEqual({ ok: true, name: 'ليلى' });
    expect(checkNewsletterName("O'Brien & Co", 'Last name')).toEqual({ ok: true, name: "O'Brien & Co" });
  });
  it('refuse markup', () => {
    expect(checkNewsletterName('<img src=x onerror=alert(1)>', 'First name')).toEqual({
      ok: false,
      message: 'First name must not contain < or >.',
    });
  });
  it('refuse more than 50 characters instead of cutting them', () => {
    expect(checkNewsletterName('a'.repeat(50), 'Last name').ok).toBe(true);
    expect(checkNewsletterName('a'.repeat(51), 'Last name')).toEqual({
      ok: false,
      message: 'Last name must be at most 50 characters.',
    });
  });
  it('refuse any control or text-direction character wherever it is', () => {
    const hidden = fc.constantFrom(
      '\u0000',
      '\u0007',
      '\n',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), hidden, fc.string({ maxLength: 10 }), (before, character, after) => {
        expect(checkNewsletterName(`A${before}${character}${after}Z`, 'First name')).toEqual({
          ok: false,
          message: 'First name must not contain invisible control or text-direction characters.',
        });
      }),
    );
  });
  it('are checked after the e-mail, first name before last name', () => {
    expect(checkNewsletterRequest({ email: 'x', firstName: '<', lastName: '<' })).toEqual({
      ok: false,
      message: NEWSLETTER_MESSAGES.invalid,
    });
    expect(checkNewsletterRequest({ email: 'a@b.co', firstName: '<', lastName: '\u0000' })).toEqual({
      ok: false,
      message: 'First name must not contain < or >.',
    });
    expect(checkNewsletterRequest({ email: 'A@b.co', firstName: ' Ada', lastName: 'Okafor ' })).toEqual({
      ok: true,
      email: 'a@b.co',
      firstName: 'Ada',
      lastName: 'Okafor',
    });
  });
});

describe('confirmation links', () => {
  it('expire 48 hours after they are asked for', () => {
    expect(confirmationExpiry(new Date('2027-01-01T10:00:00Z'))).toEqual(new Date('2027-01-03T10:00:00Z'));
  });
  it('carry a 43-character base64url token and nothing else', () => {
    expect(isWellFormedToken('a'.repeat(43))).toBe(true);
    expect(isWellFormedToken('a'.repeat(42))).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedToken(['a'.repeat(43)])).toBe(false);
  });
});
