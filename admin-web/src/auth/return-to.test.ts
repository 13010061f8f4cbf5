import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path inside the admin app, with its query', () => {
    expect(safeReturnTo('/users?page=2')).toBe('/users?page=2');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'users',
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/login',
      '/login?returnTo=/x',
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });
});
