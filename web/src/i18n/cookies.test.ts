import { afterEach, describe, expect, it } from 'vitest';
import { cookieAssignment, getBrowserCookie, ONE_YEAR_SECONDS, readCookie, setBrowserCookie } from './cookies';

describe('reading cookies', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(readCookie('locale', 'golightly_x=1; locale=fr-FR;currency=EUR')).toBe('fr-FR');
    expect(readCookie('currency', 'golightly_x=1; locale=fr-FR;currency=EUR')).toBe('EUR');
  });

  it('does not mistake a cookie whose name only ends the same', () => {
    expect(readCookie('currency', 'old_currency=GBP')).toBeNull();
  });

  it('answers null for a missing or undecodable cookie', () => {
    expect(readCookie('locale', '')).toBeNull();
    expect(readCookie('locale', 'locale=%E0%A4%A')).toBeNull();
  });
});

describe('writing cookies', () => {
  afterEach(() => {
    document.cookie = 'currency=; Max-Age=0; Path=/';
  });

  it('keeps a choice for one year (31,536,000 s) on the whole site', () => {
    expect(ONE_YEAR_SECONDS).toBe(31_536_000);
    expect(cookieAssignment('currency', 'EUR')).toBe('currency=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips a value through the browser’s cookie jar', () => {
    setBrowserCookie('currency', 'CZK');
    expect(getBrowserCookie('currency')).toBe('CZK');
  });
});
