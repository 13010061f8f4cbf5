// Site settings as an admin changes them (issue 13 item 3, decision 0030), on one real database: checked value by
// value, saved all or nothing with their admin log entry, unchanged values left untouched, read back at once.
import { AdminActionRecordedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteSettings } from '../src/app/read-site-settings';
import { SETTINGS_NOT_SAVED, updateSiteSettings } from '../src/app/update-site-settings';
import { SETTINGS_ADMIN, testbed, type Testbed } from './support/testbed';

const SEEDED = [
  { name: 'siteName', value: 'Golightly' },
  { name: 'siteTitle', value: 'Golightly: the travel club for women' },
  { name: 'Logo', value: '' },
  { name: 'logoHeight', value: '40' },
  { name: 'logoWidth', value: '160' },
  { name: 'facebookLink', value: '' },
  { name: 'twitterLink', value: '' },
  { name: 'instagramLink', value: '' },
];

describe('site settings', () => {
  let bed: Testbed;
  const update = (settings: { name: string; value: string }[], type = 'site_settings') =>
    updateSiteSettings(bed.deps, SETTINGS_ADMIN, type, settings);
  const stored = async () =>
    Object.fromEntries((await readSiteSettings(bed.db, 'site_settings'))!.map((s) => [s.name, s.value]));
  /** Each row's transaction id: it changes whenever Postgres rewrites the row, even to the same value. */
  const rowVersions = async () =>
    Object.fromEntries(
      (await bed.db('site_settings').select('name', bed.db.raw('xmin::text as version'))).map(
        (row: { name: string; version: string }) => [row.name, row.version],
      ),
    );
  const logged = () => bed.events(AdminActionRecordedSchema);

  beforeAll(async () => {
    bed = await testbed('site-settings');
  });
  afterAll(() => bed?.close());

  it('reads the seeded settings in the admin form’s order, and nothing for an unknown type', async () => {
    expect(await readSiteSettings(bed.db, 'site_settings')).toEqual(SEEDED);
    expect(await readSiteSettings(bed.db, 'secrets')).toBeNull();
  });

  it('leaves everything untouched and logs nothing when no value changes', async () => {
    const before = await rowVersions();
    const outcome = await update([
      { name: 'siteName', value: ' Golightly ' },
      { name: 'logoHeight', value: '040' },
      { name: 'twitterLink', value: '' },
    ]);
    expect(outcome).toEqual({ status: 'success', settings: SEEDED, changed: [] });
    expect(await rowVersions()).toEqual(before);
    expect(await logged()).toEqual([]);
  });

  it('saves the changed values, answers every setting as stored, and logs the change once', async () => {
    const before = await rowVersions();
    const outcome = await update([
      { name: 'siteName', value: '  Golightly Club ' },
      { name: 'Logo', value: 'https://cdn.golightly.club/logo.svg' },
      { name: 'logoWidth', value: '160' },
      { name: 'instagramLink', value: 'https://www.instagram.com/golightly' },
    ]);
    expect(outcome).toMatchObject({ status: 'success', changed: ['siteName', 'Logo', 'instagramLink'] });
    const now = {
      ...Object.fromEntries(SEEDED.map((s) => [s.name, s.value])),
      siteName: 'Golightly Club',
      Logo: 'https://cdn.golightly.club/logo.svg',
      instagramLink: 'https://www.instagram.com/golightly',
    };
    expect(outcome.status === 'success' && outcome.settings.map((s) => s.name)).toEqual(SEEDED.map((s) => s.name));
    expect(await stored()).toEqual(now);
    const after = await rowVersions();
    expect(after.logoWidth).toBe(before.logoWidth);
    expect(after.siteName).not.toBe(before.siteName);

    expect(await logged()).toEqual([
      expect.objectContaining({
        adminId: SETTINGS_ADMIN.adminId,
        privilegeId: 2,
        privilegeName: 'Manage Site Settings',
        action: 'site_settings.updated',
        area: 'settings',
        recordType: 'site_settings',
        recordId: 'site_settings',
        summary: 'Changed siteName, Logo, instagramLink',
        clientAddress: '198.51.100.20',
      }),
    ]);
  });

  describe('refuses, saving and logging nothing,', () => {
    const cases: Array<[what: string, name: string, value: string, message: string]> = [
      ['an empty site name', 'siteName', '  ', 'Enter the site name.'],
      [
        'a site name of 101 characters',
        'siteName',
        'x'.repeat(101),
        'The site name may be at most 100 characters long.',
      ],
      [
        'a site name with a line break',
        'siteName',
        'Golightly\nClub',
        'The site name may not contain line breaks or control characters.',
      ],
      [
        'a logo over http',
        'Logo',
        'http://cdn.golightly.club/logo.svg',
        'The logo must be an https:// address or a path on this site starting with /, or empty.',
      ],
      [
        'a script as the logo',
        'Logo',
        'javascript:alert(1)',
        'The logo must be an https:// address or a path on this site starting with /, or empty.',
      ],
      ['a logo height of 0', 'logoHeight', '0', 'The logo height must be a whole number of pixels from 1 to 1000.'],
      ['a logo width of 1001', 'logoWidth', '1001', 'The logo width must be a whole number of pixels from 1 to 1000.'],
      [
        'a fractional logo width',
        'logoWidth',
        '80.5',
        'The logo width must be a whole number of pixels from 1 to 1000.',
      ],
      [
        'a Facebook link elsewhere',
        'facebookLink',
        'https://facebook.com.evil.example/golightly',
        'The Facebook link must be an https:// address on facebook.com, or empty.',
      ],
      [
        'a Twitter link over http',
        'twitterLink',
        'http://x.com/golightly',
        'The Twitter link must be an https:// address on twitter.com or x.com, or empty.',
      ],
      [
        'an Instagram link to Facebook',
        'instagramLink',
        'https://facebook.com/golightly',
        'The Instagram link must be an https:// address on instagram.com, or empty.',
      ],
      ['an unknown setting', 'adminEmail', 'me@example.com', '"adminEmail" is not a setting of site_settings.'],
    ];
    it.each(cases)('%s', async (_what, name, value, message) => {
      const before = { values: await stored(), versions: await rowVersions(), events: (await logged()).length };
      expect(await update([{ name, value }])).toEqual({
        status: 'invalid',
        errorMessage: SETTINGS_NOT_SAVED,
        fieldErrors: [{ field: name, message }],
      });
      expect(await stored()).toEqual(before.values);
      expect(await rowVersions()).toEqual(before.versions);
      expect(await logged()).toHaveLength(before.events);
    });
  });

  it('saves none of a change when one value of it is bad, and names every bad one', async () => {
    const before = { values: await stored(), events: (await logged()).length };
    const outcome = await update([
      { name: 'siteName', value: 'Golightly Travel' },
      { name: 'logoHeight', value: 'tall' },
      { name: 'twitterLink', value: 'https://x.com/golightly' },
      { name: 'twitterLink', value: 'https://x.com/golightly_club' },
    ]);
    expect(outcome).toEqual({
      status: 'invalid',
      errorMessage: SETTINGS_NOT_SAVED,
      fieldErrors: [
        { field: 'logoHeight', message: 'The logo height must be a whole number of pixels from 1 to 1000.' },
        { field: 'twitterLink', message: 'twitterLink is given more than once.' },
      ],
    });
    expect(await stored()).toEqual(before.values);
    expect(await logged()).toHaveLength(before.events);
  });

  it('refuses an unknown settings type, saving nothing', async () => {
    const before = { values: await stored(), events: (await logged()).length };
    expect(await update([{ name: 'siteName', value: 'Elsewhere' }], 'secrets')).toEqual({
      status: 'invalid',
      errorMessage: 'Unknown settings type "secrets".',
      fieldErrors: [],
    });
    expect(await stored()).toEqual(before.values);
    expect(await logged()).toHaveLength(before.events);
  });

  it('applies two admins saving at once one after the other, each logged with what it changed', async () => {
    const before = (await logged()).length;
    const [first, second] = await Promise.all([
      update([{ name: 'facebookLink', value: 'https://www.facebook.com/golightly' }]),
      update([
        { name: 'facebookLink', value: 'https://www.facebook.com/golightly' },
        { name: 'logoHeight', value: '48' },
      ]),
    ]);
    expect([first?.status, second?.status]).toEqual(['success', 'success']);
    const values = await stored();
    expect(values).toMatchObject({ facebookLink: 'https://www.facebook.com/golightly', logoHeight: '48' });
    const summaries = (await logged()).slice(before).map((event) => event.summary);
    // Whichever ran second found what the first saved, and logged only what it changed itself (if anything).
    expect([['Changed facebookLink', 'Changed logoHeight'], ['Changed facebookLink, logoHeight']]).toContainEqual(
      summaries.sort(),
    );
  });
});
