// Site settings (spec 000 §3, §7; decision 0030): name/value pairs grouped by type. Only known types are read, and
// an admin's change is checked here, value by value, before anything is written.
export const SETTING_TYPES = ['site_settings'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const isSettingType = (type: string): type is SettingType => (SETTING_TYPES as readonly string[]).includes(type);

export interface SiteSetting {
  name: string;
  value: string;
}

export interface SettingFieldError {
  /** The setting's name, as the form names its field. */
  field: string;
  message: string;
}

/** What a well-formed value becomes as stored (trimmed, numbers in their plain form), or why it is refused. */
type Check = (value: string) => { value: string } | { message: string };

/** No value is longer than this, whatever the setting: the check stops before a URL parser sees a megabyte. */
const MAX_VALUE_LENGTH = 2000;
const MAX_URL_LENGTH = 500;

/** Length in Unicode code points, so "Zoë" is 3 and an emoji is 1. */
const lengthOf = (value: string) => [...value].length;

/** Control characters, line and paragraph separators: nothing a name shown in a header or tab title may contain. */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029]/u;

const text =
  (label: string, max: number): Check =>
  (raw) => {
    const value = raw.trim();
    if (value === '') return { message: `Enter the ${label}.` };
    if (UNPRINTABLE.test(value)) return { message: `The ${label} may not contain line breaks or control characters.` };
    if (lengthOf(value) > max) return { message: `The ${label} may be at most ${max} characters long.` };
    return { value };
  };

const size =
  (label: string): Check =>
  (raw) => {
    const value = raw.trim();
    const n = /^[0-9]{1,4}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= 1000)) return { message: `The ${label} must be a whole number of pixels from 1 to 1000.` };
    return { value: String(n) };
  };

/** An https address with a real-looking host and no credentials, or null. */
function httpsUrl(value: string): URL | null {
  if (lengthOf(value) > MAX_URL_LENGTH || /[\s\\]/.test(value) || UNPRINTABLE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(l))) return null;
  return url;
}

/** A path on this site (/images/logo.svg): one leading slash, no spaces, no way to climb out of it. */
const isSitePath = (value: string) =>
  lengthOf(value) <= MAX_URL_LENGTH &&
  /^\/[^/\s\\]/.test(value) &&
  !UNPRINTABLE.test(value) &&
  !(value.split(/[?#]/, 1)[0] ?? '').split('/').some((segment) => segment === '..' || segment === '.');

const logo: Check = (raw) => {
  const value = raw.trim();
  if (value === '' || isSitePath(value) || httpsUrl(value)) return { value };
  return { message: 'The logo must be an https:// address or a path on this site starting with /, or empty.' };
};

/** A link to the club's page on one social network: empty (not shown), or https on that network's own host. */
const socialLink =
  (network: string, hosts: readonly string[]): Check =>
  (raw) => {
    const value = raw.trim();
    if (value === '') return { value };
    const url = httpsUrl(value);
    const host = url?.hostname.toLowerCase() ?? '';
    if (url && hosts.some((site) => host === site || host.endsWith(`.${site}`))) return { value };
    return { message: `The ${network} link must be an https:// address on ${hosts.join(' or ')}, or empty.` };
  };

/** Every setting an admin may change, in the form's order, with its check. */
const SITE_SETTING_CHECKS: Readonly<Record<string, Check>> = {
  siteName: text('site name', 100),
  siteTitle: text('site title', 150),
  Logo: logo,
  logoHeight: size('logo height'),
  logoWidth: size('logo width'),
  facebookLink: socialLink('Facebook', ['facebook.com']),
  twitterLink: socialLink('Twitter', ['twitter.com', 'x.com']),
  instagramLink: socialLink('Instagram', ['instagram.com']),
};

const CHECKS: Readonly<Record<SettingType, Readonly<Record<string, Check>>>> = { site_settings: SITE_SETTING_CHECKS };

/** The names a type holds, in the form's order. */
export const settingNames = (type: SettingType): string[] => Object.keys(CHECKS[type]);

export type SettingsValidation =
  { ok: true; settings: SiteSetting[] } | { ok: false; fieldErrors: SettingFieldError[] };

/**
 * Checks an admin's values for `type`: every problem is reported, one per setting, in the order given. Unknown
 * names and names given twice are refused; well-formed values come back as they are stored.
 */
export function validateSettings(type: SettingType, given: readonly SiteSetting[]): SettingsValidation {
  const checks = CHECKS[type];
  const seen = new Set<string>();
  const settings: SiteSetting[] = [];
  const fieldErrors: SettingFieldError[] = [];
  for (const { name, value } of given) {
    const check = Object.hasOwn(checks, name) ? checks[name] : undefined;
    if (!check) {
      fieldErrors.push({ field: name, message: `"${name}" is not a setting of ${type}.` });
      continue;
    }
    if (seen.has(name)) {
      fieldErrors.push({ field: name, message: `${name} is given more than once.` });
      continue;
    }
    seen.add(name);
    const result =
      lengthOf(value) > MAX_VALUE_LENGTH
        ? { message: `The value is longer than ${MAX_VALUE_LENGTH} characters.` }
        : check(value);
    if ('message' in result) fieldErrors.push({ field: name, message: result.message });
    else settings.push({ name, value: result.value });
  }
  return fieldErrors.length > 0 ? { ok: false, fieldErrors } : { ok: true, settings };
}

/** The settings whose value differs from what is stored (a setting not stored yet counts as changed). */
export function changedSettings(stored: readonly SiteSetting[], wanted: readonly SiteSetting[]): SiteSetting[] {
  const current = new Map(stored.map((s) => [s.name, s.value]));
  return wanted.filter((s) => current.get(s.name) !== s.value);
}

/** The admin log's line for a change: "Changed siteName, Logo". */
export const changeSummary = (changed: readonly SiteSetting[]): string =>
  `Changed ${changed.map((s) => s.name).join(', ')}`;
