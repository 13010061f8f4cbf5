// The free-text screening of spec 001 §5: what in a member's text shares, or asks for, a way to reach someone outside
// the club, with where it is. Pure: the patterns are data (patterns.ts), the caller decides what a finding means.
import { SCREENING_PATTERNS, type ScreeningPatterns } from './patterns';

export type FindingKind = 'email' | 'phone' | 'website' | 'platform' | 'contactRequest';

export interface Finding {
  kind: FindingKind;
  /** Where it is in the text: [start, end) in UTF-16 code units, as String.slice counts. */
  start: number;
  end: number;
  /** The text found. */
  text: string;
  /** For a platform, the platform's name ("Airbnb"). */
  platform?: string;
}

export interface Screening {
  flagged: boolean;
  /** Each kind found once, in a fixed order. */
  kinds: FindingKind[];
  findings: Finding[];
}

const KIND_ORDER: readonly FindingKind[] = ['email', 'phone', 'website', 'platform', 'contactRequest'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[]) => words.map(escape).join('|');

/** One letter and everything written in its place. */
function letterClass(letter: string, patterns: ScreeningPatterns): string {
  const lookalikes = patterns.letterLookalikes[letter] ?? '';
  return lookalikes ? `[${escape(letter + lookalikes)}]` : escape(letter);
}

interface Compiled {
  email: RegExp;
  wordyEmail: RegExp;
  url: RegExp;
  domain: RegExp;
  platforms: { name: string; word: RegExp; spaced: RegExp | null }[];
  spacedLetters: RegExp;
  digitRun: RegExp;
  digitWordRun: RegExp;
  contactRequest: RegExp;
  date: RegExp;
  time: RegExp;
  price: RegExp;
  countAfter: RegExp;
  currencyAfter: RegExp;
}

function compile(patterns: ScreeningPatterns): Compiled {
  const tlds = anyOf(patterns.topLevelDomains);
  const bracketed = (words: readonly string[]) => `\\s*[([{<]?\\s*(?:${anyOf(words)})\\s*[)\\]}>]?\\s*`;
  const at = `(?:\\s*@\\s*|${bracketed(patterns.atWords)}(?=\\S))`;
  const dot = `(?:\\s*\\.\\s*|\\s+(?:${anyOf(patterns.dotWords)})\\s+|\\s*[([{<]\\s*(?:${anyOf(patterns.dotWords)})\\s*[)\\]}>]\\s*)`;
  const platforms = patterns.platforms.map((platform) => {
    const letters = [...platform.letters].map((letter) => letterClass(letter, patterns));
    return {
      name: platform.name,
      // Inside one word, with dots, dashes or stars between its letters ("a1rbnb", "v.r.b.o", "air-bnb").
      word: new RegExp(letters.join('[.\\-_*]*'), 'i'),
      spaced: platform.spaced.length ? new RegExp(`\\b(?:${anyOf(platform.spaced)})\\b`, 'gi') : null,
    };
  });
  return {
    email: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu,
    wordyEmail: new RegExp(
      `\\b[\\p{L}\\p{N}._%+-]+${at}[\\p{L}\\p{N}-]+(?:${dot}[\\p{L}\\p{N}-]+)*${dot}(?:${tlds})\\b`,
      'giu',
    ),
    url: /\b(?:https?:\/\/|www\s*(?:\.|\s+dot\s+)\s*)[^\s<>"']+/gi,
    domain: new RegExp(`\\b[\\p{L}\\p{N}-]{2,}(?:${dot}[\\p{L}\\p{N}-]+)*${dot}(?:${tlds})\\b(?:/[^\\s<>"']*)?`, 'giu'),
    platforms,
    // Three or more single characters apart ("a i r b n b", "v . r . b . o", "h-o-m-e-a-w-a-y").
    spacedLetters: /(?<![\p{L}\p{N}])[\p{L}\p{N}@$!|](?:[\s.\-_*]+[\p{L}\p{N}@$!|](?![\p{L}\p{N}])){2,}/gu,
    // Digits with the separators phone numbers are written with.
    digitRun: /\+?\(?\d(?:[\d\s().\-/]*\d)?/g,
    digitWordRun: new RegExp(
      `\\b(?:${anyOf(patterns.digitWords)})(?:[\\s,.-]+(?:${anyOf(patterns.digitWords)})\\b){3,}`,
      'gi',
    ),
    contactRequest: new RegExp(`\\b(?:${anyOf(patterns.contactRequests)})\\b`, 'gi'),
    date: /\b(\d{1,4})([/.-])(\d{1,2})(?:\2(\d{2,4}))?\b/g,
    time: /\b\d{1,2}[:h]\d{2}\b/gi,
    price: new RegExp(
      `[${escape(patterns.currencySymbols)}]\\s?\\d[\\d,.\\s]*\\d|\\d[\\d,.]*\\s?[${escape(patterns.currencySymbols)}]`,
      'g',
    ),
    countAfter: new RegExp(`^\\s*(?:${anyOf(patterns.countWords)})(?![\\p{L}])`, 'iu'),
    currencyAfter: new RegExp(`^\\s*(?:${anyOf(patterns.currencyWords)})\\b`, 'i'),
  };
}

const compiled = compile(SCREENING_PATTERNS);

/** Whether a run like 12/24/2026, 2026-12-24 or 24.12.26 is a calendar date (then it is not a phone number). */
function isDate(match: RegExpExecArray): boolean {
  const [first, , second, third] = [Number(match[1]), match[2], Number(match[3]), Number(match[4])];
  // Without a year, only a day and month written with a slash ("06/03 - 06/07").
  if (match[4] === undefined)
    return (
      match[2] === '/' && first >= 1 && second >= 1 && first <= 31 && second <= 31 && (first <= 12 || second <= 12)
    );
  if (match[1]!.length === 4) return second >= 1 && second <= 12 && third >= 1 && third <= 31;
  const monthAndDay = (first <= 12 && second <= 31) || (first <= 31 && second <= 12);
  return first >= 1 && second >= 1 && monthAndDay && (match[4]!.length === 2 || (third >= 1900 && third <= 2100));
}

/** The text with dates, times and prices blanked out, so their digits are never read as a phone number. */
function withoutNumbersThatAreNotPhones(text: string, c: Compiled): string {
  let masked = text;
  const blank = (start: number, end: number) => {
    masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
  };
  for (const match of text.matchAll(c.date)) if (isDate(match)) blank(match.index, match.index + match[0].length);
  for (const match of text.matchAll(c.time)) blank(match.index, match.index + match[0].length);
  for (const match of text.matchAll(c.price)) blank(match.index, match.index + match[0].length);
  return masked;
}

function phones(text: string, c: Compiled): Finding[] {
  const masked = withoutNumbersThatAreNotPhones(text, c);
  const found: Finding[] = [];
  for (const match of masked.matchAll(c.digitRun)) {
    const run = match[0].replace(/[\s(.\-/]+$/, '');
    const digits = run.replace(/\D/g, '');
    if (digits.length < 4) continue;
    const start = match.index;
    const end = start + run.length;
    const after = masked.slice(end);
    // A count ("1200 sq ft", "10 - 12 guests") or a price in words ("1500 euros") is not a phone number.
    if (c.countAfter.test(after) || c.currencyAfter.test(after)) continue;
    // A year on its own ("in 2026") is not one either.
    if (/^(?:19|20)\d\d$/.test(run)) continue;
    found.push({ kind: 'phone', start, end, text: text.slice(start, end) });
  }
  for (const match of text.matchAll(c.digitWordRun))
    found.push({ kind: 'phone', start: match.index, end: match.index + match[0].length, text: match[0] });
  return found;
}

function platforms(text: string, c: Compiled): Finding[] {
  const found: Finding[] = [];
  const add = (name: string, start: number, end: number) =>
    found.push({ kind: 'platform', start, end, text: text.slice(start, end), platform: name });
  for (const word of text.matchAll(/[^\s,;:!?"'()]+/g)) {
    for (const platform of c.platforms) {
      if (platform.word.test(word[0])) add(platform.name, word.index, word.index + word[0].length);
    }
  }
  for (const run of text.matchAll(c.spacedLetters)) {
    const joined = run[0].replace(/[\s.\-_*]+/g, '');
    for (const platform of c.platforms) {
      if (platform.word.test(joined)) add(platform.name, run.index, run.index + run[0].length);
    }
  }
  for (const platform of c.platforms) {
    if (!platform.spaced) continue;
    for (const match of text.matchAll(platform.spaced)) add(platform.name, match.index, match.index + match[0].length);
  }
  return found;
}

function matchesOf(kind: FindingKind, pattern: RegExp, text: string): Finding[] {
  return [...text.matchAll(pattern)].map((match) => ({
    kind,
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }));
}

/** Removes findings of the same kind inside another one (a word matched twice, "air bnb" and its "bnb"). */
function distinct(findings: Finding[]): Finding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  return sorted.filter(
    (finding, index) =>
      !sorted.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.kind === finding.kind &&
          other.start <= finding.start &&
          other.end >= finding.end &&
          (other.start !== finding.start || other.end !== finding.end || otherIndex < index),
      ),
  );
}

/** What in `text` shares or asks for a way to reach someone outside the club (spec 001 §5), in text order. */
export function screenText(text: string): Screening {
  const c = compiled;
  const emails = [...matchesOf('email', c.email, text), ...matchesOf('email', c.wordyEmail, text)];
  const insideEmail = (finding: Finding) => emails.some((e) => e.start <= finding.start && e.end >= finding.end);
  const websites = [...matchesOf('website', c.url, text), ...matchesOf('website', c.domain, text)].filter(
    (website) => !insideEmail(website),
  );
  const findings = distinct([
    ...emails,
    ...phones(text, c),
    ...websites,
    ...platforms(text, c),
    ...matchesOf('contactRequest', c.contactRequest, text),
  ]);
  const kinds = KIND_ORDER.filter((kind) => findings.some((finding) => finding.kind === kind));
  return { flagged: findings.length > 0, kinds, findings };
}
