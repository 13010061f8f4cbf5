import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARLIEST_BIRTH_YEAR,
  MINIMUM_AGE,
  SUBMIT_CHECK_MESSAGES,
  daysInMonth,
  isValidBirthDate,
  meetsMinimumAgeByYear,
  submitTimeChecks,
  type RegistrationInput,
  type SubmitCheck,
} from './registration';

type Failing = Record<SubmitCheck, boolean>;

/** Spec 000 §5, written out here so that the oracle does not take the order from the code under test. */
const SPEC_ORDER: readonly SubmitCheck[] = [
  'passwordsMatch',
  'genderChosen',
  'dateOfBirthGiven',
  'minimumAge',
  'validCalendarDate',
  'intentChosen',
];

const clock = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2150-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const failingChecks: fc.Arbitrary<Failing> = fc.record({
  passwordsMatch: fc.boolean(),
  genderChosen: fc.boolean(),
  dateOfBirthGiven: fc.boolean(),
  minimumAge: fc.boolean(),
  validCalendarDate: fc.boolean(),
  intentChosen: fc.boolean(),
});

const severalFailing = failingChecks.filter((failing) => Object.values(failing).filter(Boolean).length >= 2);

/** A number as the form might send it: sometimes zero-padded, sometimes with spaces around it. */
function partText(value: number): fc.Arbitrary<string> {
  return fc
    .record({ zeros: fc.integer({ min: 0, max: Math.max(0, 4 - String(value).length) }), spaced: fc.boolean() })
    .map(({ zeros, spaced }) => {
      const digits = '0'.repeat(zeros) + String(value);
      return spaced ? ` ${digits} ` : digits;
    });
}

function dateText(month: fc.Arbitrary<string>, year: fc.Arbitrary<string>, day: fc.Arbitrary<string>) {
  return fc.tuple(month, year, day).map((parts) => parts.join('-'));
}

function validDay(year: number, month: number) {
  return fc.integer({ min: 1, max: daysInMonth(year, month) });
}

/** Year, month and day that make a real date, with the year chosen by `years`. */
function realDate(years: fc.Arbitrary<number>) {
  return years.chain((year) =>
    fc
      .integer({ min: 1, max: 12 })
      .chain((month) => validDay(year, month).chain((day) => dateText(partText(month), partText(year), partText(day)))),
  );
}

function missingDate(): fc.Arbitrary<string> {
  const given = fc.integer({ min: 0, max: 9999 }).chain(partText);
  const part = fc.oneof(given, fc.constantFrom('', ' '));
  return fc
    .tuple(part, part, part)
    .filter((parts) => parts.some((text) => text.trim() === ''))
    .map((parts) => parts.join('-'));
}

/** A date that is given in full but not a real date; the year is left to `years`. */
function unrealDate(years: fc.Arbitrary<number>, yearMayBeMalformed: boolean): fc.Arbitrary<string> {
  return years.chain((year) => {
    const month = fc.integer({ min: 1, max: 12 });
    const badMonth = fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 9999 }));
    const year_ = partText(year);
    const wrongMonth = badMonth.chain((m) =>
      dateText(partText(m), year_, fc.integer({ min: 1, max: 28 }).chain(partText)),
    );
    const wrongDay = month.chain((m) =>
      fc
        .oneof(fc.constant(0), fc.integer({ min: daysInMonth(year, m) + 1, max: 99 }))
        .chain((d) => dateText(partText(m), year_, partText(d))),
    );
    const malformedPart = fc.constantFrom('x', '1.5', '+3', 'Feb', '12345');
    const malformed = malformedPart.chain((bad) =>
      fc.oneof(
        dateText(fc.constant(bad), year_, fc.constant('1')),
        dateText(fc.constant('1'), year_, fc.constant(bad)),
        ...(yearMayBeMalformed ? [dateText(fc.constant('1'), fc.constant(bad), fc.constant('1'))] : []),
      ),
    );
    return fc.oneof(wrongMonth, wrongDay, malformed);
  });
}

function dateOfBirth(failing: Failing, thisYear: number): fc.Arbitrary<string> {
  const oldEnough = fc.integer({ min: EARLIEST_BIRTH_YEAR, max: thisYear - MINIMUM_AGE });
  const tooYoung = fc.integer({ min: thisYear - MINIMUM_AGE + 1, max: thisYear + 50 });
  if (failing.dateOfBirthGiven) return missingDate();
  if (failing.minimumAge) return fc.oneof(realDate(tooYoung), unrealDate(tooYoung, false));
  if (!failing.validCalendarDate) return realDate(oldEnough);
  const tooEarly = fc.integer({ min: 0, max: EARLIEST_BIRTH_YEAR - 1 });
  return fc.oneof(unrealDate(oldEnough, true), realDate(tooEarly));
}

/** A registration that fails exactly the checks marked in `failing` (a failure may hide the ones after it). */
function registration(failing: Failing, thisYear: number): fc.Arbitrary<RegistrationInput> {
  const notGender = fc.constantFrom(undefined, null, '', 'Male', 'other', ' female');
  const notIntent = fc.constantFrom(undefined, null, '', 'Host', 'stay', 'both ');
  return fc
    .record({
      password: fc.string(),
      mismatch: fc.string({ minLength: 1 }),
      gender: failing.genderChosen ? notGender : fc.constantFrom('male', 'female'),
      intend: failing.intentChosen ? notIntent : fc.constantFrom('host', 'travel', 'both'),
      dateOfBirth: dateOfBirth(failing, thisYear),
    })
    .map(({ password, mismatch, ...rest }) => ({
      ...rest,
      password,
      confirmPassword: failing.passwordsMatch ? password + mismatch : password,
    }));
}

function scenario(checks: fc.Arbitrary<Failing>) {
  return fc
    .tuple(checks, clock)
    .chain(([failing, today]) =>
      registration(failing, today.getUTCFullYear()).map((input) => ({ failing, today, input })),
    );
}

describe('submitTimeChecks, for random registrations', () => {
  it('always reports the earliest failing check in the spec’s order', () => {
    fc.assert(
      fc.property(scenario(severalFailing), ({ failing, today, input }) => {
        const earliest = SPEC_ORDER.find((check) => failing[check]);
        expect(submitTimeChecks(input, today)).toEqual({ check: earliest, message: SUBMIT_CHECK_MESSAGES[earliest!] });
      }),
      { numRuns: 500 },
    );
  });

  it('passes exactly when no check is made to fail, and otherwise names the earliest', () => {
    fc.assert(
      fc.property(scenario(failingChecks), ({ failing, today, input }) => {
        const earliest = SPEC_ORDER.find((check) => failing[check]) ?? null;
        expect(submitTimeChecks(input, today)?.check ?? null).toBe(earliest);
      }),
      { numRuns: 500 },
    );
  });

  it('answers any payload whatsoever with null or one of the spec’s checks, without throwing', () => {
    const anyText = fc.option(fc.string(), { nil: undefined });
    const anything = fc.record({
      password: anyText,
      confirmPassword: anyText,
      gender: anyText,
      intend: anyText,
      dateOfBirth: fc.oneof(anyText, fc.stringMatching(/^[0-9 x-]{0,12}$/)),
    });
    fc.assert(
      fc.property(anything, clock, (input, today) => {
        const failure = submitTimeChecks(input, today);
        if (failure) expect(failure.message).toBe(SUBMIT_CHECK_MESSAGES[failure.check]);
      }),
    );
  });
});

describe('the age rule', () => {
  const year = fc.integer({ min: 0, max: 3000 });

  it('is monotonic in the birth year: whoever passes, anyone born earlier passes too', () => {
    fc.assert(
      fc.property(year, year, clock, (a, b, today) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        if (meetsMinimumAgeByYear(later, today)) expect(meetsMinimumAgeByYear(earlier, today)).toBe(true);
      }),
    );
  });

  it('is monotonic in time: whoever passes today still passes later', () => {
    fc.assert(
      fc.property(year, clock, clock, (birthYear, a, b) => {
        const [sooner, later] = a <= b ? [a, b] : [b, a];
        if (meetsMinimumAgeByYear(birthYear, sooner)) expect(meetsMinimumAgeByYear(birthYear, later)).toBe(true);
      }),
    );
  });

  it('depends only on the years: passing exactly when born at least 21 calendar years ago', () => {
    fc.assert(
      fc.property(year, clock, (birthYear, today) => {
        expect(meetsMinimumAgeByYear(birthYear, today)).toBe(today.getUTCFullYear() - birthYear >= 21);
      }),
    );
  });

  it('never lets a full registration through for a birth year less than 21 years back', () => {
    fc.assert(
      fc.property(clock, fc.integer({ min: 0, max: 20 }), (today, yearsBack) => {
        const input = { gender: 'female', intend: 'host', dateOfBirth: `1-${today.getUTCFullYear() - yearsBack}-1` };
        expect(submitTimeChecks(input, today)?.check).toBe('minimumAge');
      }),
    );
  });
});

describe('the calendar rule', () => {
  it('agrees with the JavaScript calendar on which dates exist', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: EARLIEST_BIRTH_YEAR, max: 2026 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const date = new Date(Date.UTC(year, month - 1, day));
          const exists =
            month >= 1 &&
            date.getUTCFullYear() === year &&
            date.getUTCMonth() === month - 1 &&
            date.getUTCDate() === day;
          expect(isValidBirthDate(year, month, day, today)).toBe(exists);
        },
      ),
    );
  });
});
