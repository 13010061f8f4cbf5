import { describe, expect, it } from 'vitest';
import { changedSettings, changeSummary, isSettingType, settingNames, validateSettings } from './site-settings';

const check = (name: string, value: string) => validateSettings('site_settings', [{ name, value }]);
const accepted = (name: string, value: string) => {
  const result = check(name, value);
  if (!result.ok) throw new Error(`${name}=${JSON.stringify(value)} refused: ${result.fieldErrors[0]?.message}`);
  return result.settings[0]?.value;
};
const refusal = (name: string, value: string) => {
  const result = check(name, value);
  return result.ok ? undefined : result.fieldErrors[0]?.message;
};

describe('site setting types', () => {
  it('accepts site_settings and nothing else', () => {
    expect(isSettingType('site_settings')).toBe(true);
    expect(isSettingType('secrets')).toBe(false);
    expect(isSettingType('')).toBe(false);
  });

  it('names the settings of site_settings in the form’s order', () => {
    expect(settingNames('site_settings')).toEqual([
      'siteName',
      'siteTitle',
      'Logo',
      'logoHeight',
      'logoWidth',
      'facebookLink',
      'twitterLink',
      'instagramLink',
    ]);
  });
});

describe('the site name', () => {
  it('is kept trimmed, up to 100 characters counted as people count them', () => {
    expect(accepted('siteName', '  Golightly Club ')).toBe('Golightly Club');
    expect(accepted('siteName', 'Ü'.repeat(100))).toBe('Ü'.repeat(100));
    expect(accepted('siteName', '🧳'.repeat(100))).toBe('🧳'.repeat(100));
  });

  it('is refused empty, too long or with line breaks and control characters', () => {
    expect(refusal('siteName', '   ')).toBe('Enter the site name.');
    expect(refusal('siteName', 'a'.repeat(101))).toBe('The site name may be at most 100 characters long.');
    for (const bad of ['Go\nlightly', 'Go\u0000lightly', 'Go\u2028lightly', 'Go\tlightly']) {
      expect(refusal('siteName', bad)).toBe('The site name may not contain line breaks or control characters.');
    }
  });
});

describe('the logo', () => {
  it('is an https address, a path on this site, or empty', () => {
    expect(accepted('Logo', 'https://cdn.golightly.club/logo.svg')).toBe('https://cdn.golightly.club/logo.svg');
    expect(accepted('Logo', '/images/logo.png?v=2')).toBe('/images/logo.png?v=2');
    expect(accepted('Logo', ' ')).toBe('');
  });

  it('is refused as http, another scheme, a protocol-relative or climbing path, or with credentials', () => {
    for (const bad of [
      'http://cdn.golightly.club/logo.svg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/logo.svg',
      '/images/../../etc/passwd',
      '/',
      'logo.svg',
      'https://user:secret@cdn.golightly.club/logo.svg',
      'https://localhost/logo.svg',
      'https://cdn.golightly.club/my logo.svg',
      `https://cdn.golightly.club/${'a'.repeat(500)}`,
    ]) {
      expect(refusal('Logo', bad), bad).toBe(
        'The logo must be an https:// address or a path on this site starting with /, or empty.',
      );
    }
  });
});

describe('the logo size', () => {
  it('is a whole number of pixels from 1 to 1000, stored plainly', () => {
    expect(accepted('logoHeight', '1')).toBe('1');
    expect(accepted('logoWidth', '1000')).toBe('1000');
    expect(accepted('logoWidth', ' 040 ')).toBe('40');
  });

  it('is refused outside 1 to 1000, fractional, signed or not a number', () => {
    for (const bad of ['0', '1001', '12.5', '-4', '+4', '1e3', '', 'forty', '0x10']) {
      expect(refusal('logoHeight', bad), bad).toBe('The logo height must be a whole number of pixels from 1 to 1000.');
    }
  });
});

describe('the social links', () => {
  it('are empty or https addresses on their own network', () => {
    expect(accepted('facebookLink', 'https://www.facebook.com/golightly')).toBe('https://www.facebook.com/golightly');
    expect(accepted('twitterLink', 'https://x.com/golightly')).toBe('https://x.com/golightly');
    expect(accepted('twitterLink', 'https://twitter.com/golightly')).toBe('https://twitter.com/golightly');
    expect(accepted('instagramLink', 'https://instagram.com/golightly')).toBe('https://instagram.com/golightly');
    expect(accepted('instagramLink', '')).toBe('');
  });

  it('are refused on another host, a look-alike host or over http', () => {
    expect(refusal('facebookLink', 'https://facebook.com.evil.example/golightly')).toBe(
      'The Facebook link must be an https:// address on facebook.com, or empty.',
    );
    expect(refusal('facebookLink', 'https://notfacebook.com/golightly')).toBeDefined();
    expect(refusal('twitterLink', 'http://x.com/golightly')).toBe(
      'The Twitter link must be an https:// address on twitter.com or x.com, or empty.',
    );
    expect(refusal('instagramLink', 'https://www.facebook.com/golightly')).toBe(
      'The Instagram link must be an https:// address on instagram.com, or empty.',
    );
  });
});

describe('a whole change', () => {
  it('reports every problem, refusing unknown names and names given twice', () => {
    expect(
      validateSettings('site_settings', [
        { name: 'siteName', value: '' },
        { name: 'adminPassword', value: 'x' },
        { name: 'logoWidth', value: '20' },
        { name: 'logoWidth', value: '30' },
        { name: '__proto__', value: 'x' },
        { name: 'toString', value: 'x' },
      ]),
    ).toEqual({
      ok: false,
      fieldErrors: [
        { field: 'siteName', message: 'Enter the site name.' },
        { field: 'adminPassword', message: '"adminPassword" is not a setting of site_settings.' },
        { field: 'logoWidth', message: 'logoWidth is given more than once.' },
        { field: '__proto__', message: '"__proto__" is not a setting of site_settings.' },
        { field: 'toString', message: '"toString" is not a setting of site_settings.' },
      ],
    });
  });

  it('refuses a value longer than any setting allows before checking it', () => {
    expect(refusal('facebookLink', `https://facebook.com/${'a'.repeat(3000)}`)).toBe(
      'The value is longer than 2000 characters.',
    );
  });

  it('keeps only the values that differ from what is stored', () => {
    const stored = [
      { name: 'siteName', value: 'Golightly' },
      { name: 'logoHeight', value: '40' },
    ];
    expect(
      changedSettings(stored, [
        { name: 'siteName', value: 'Golightly' },
        { name: 'logoHeight', value: '48' },
        { name: 'twitterLink', value: '' },
      ]),
    ).toEqual([
      { name: 'logoHeight', value: '48' },
      { name: 'twitterLink', value: '' },
    ]);
  });

  it('is summed up for the admin log by the names it changed', () => {
    expect(
      changeSummary([
        { name: 'siteName', value: 'x' },
        { name: 'Logo', value: '' },
      ]),
    ).toBe('Changed siteName, Logo');
  });
});
