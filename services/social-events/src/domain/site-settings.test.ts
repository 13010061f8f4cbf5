import { describe, expect, it } from 'vitest';
import { isSettingType } from './site-settings';

describe('site setting types', () => {
  it('accepts site_settings and nothing else', () => {
    expect(isSettingType('site_settings')).toBe(true);
    expect(isSettingType('secrets')).toBe(false);
    expect(isSettingType('')).toBe(false);
  });
});
