import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAvailability } from './availability';
import { calendarDays } from './calendar';
import { addDays, fromEpochDay, localDate, toEpochDay } from './local-date';
import { at, season, stay, stayTerms } from './testing';
import { localTime } from './time-zone';

const NOW = at('2024-03-01T12:00:00Z');

describe("the listing's calendar", () => {
  it('shows each night open or why not, and where stays may start and end', () => {
    const terms = stayTerms({
      advanceNoticeDays: 2,
      bookingWindowMonths: 3,
      blockedDates: [localDate('2024-03-06')],
      blockedCheckInDays: ['SUN'],
      seasons: [season('Spring', '2024-03-07', '2024-03-08', 12_000, { noCheckOutDays: ['FRI'] })],
    });
    const days = calendarDays(
      terms,
      [stay('2024-03-04', '2024-03-06')],
      localDate('2024-02-29'),
      localDate('2024-03-10'),
      NOW,
    );
    expect(days.map((d) => [d.date, d.night, d.checkIn, d.checkOut])).toEqual([
      ['2024-02-29', 'past', false, true],
      ['2024-03-01', 'notice', false, true],
      ['2024-03-02', 'notice', false, true],
      ['2024-03-03', 'available', false, true], // a Sunday: no check-in
      ['2024-03-04', 'reserved', false, true],
      ['2024-03-05', 'reserved', false, true],
      ['2024-03-06', 'blocked', false, true], // the reservation's check-out day is free; the host blocked it
      ['2024-03-07', 'available', true, true],
      ['2024-03-08', 'available', true, false], // Spring's no-check-out Friday
      ['2024-03-09', 'available', true, true],
      ['2024-03-10', 'available', false, true],
    ]);
    expect(calendarDays(terms, [], localDate('2024-05-31'), localDate('2024-06-01'), NOW).map((d) => d.night)).toEqual([
      'available',
      'beyond-window',
    ]);
  });

  it('closes today after the same-day cut-off on the listing clock', () => {
    const terms = stayTerms({ sameDayCutOff: localTime('18:00') });
    const today = (now: number) =>
      calendarDays(terms, [], localDate('2024-03-31'), localDate('2024-03-31'), now)[0]?.night;
    expect(today(at('2024-03-31T16:30:00Z'))).toBe('available'); // 17:30 BST
    expect(today(at('2024-03-31T17:30:00Z'))).toBe('notice'); // 18:30 BST
  });

  it('agrees with checkAvailability on every one-night stay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 15 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 6 })), { maxLength: 10 }),
        fc.constantFrom(0, 1, 2, 3, 7),
        fc.constantFrom(3, 6, null),
        (blocked, stays, notice, window) => {
          const first = toEpochDay(localDate('2024-03-01'));
          const terms = stayTerms({
            blockedDates: blocked.map((d) => fromEpochDay(first + d)),
            advanceNoticeDays: notice as 0 | 1 | 2 | 3 | 7,
            bookingWindowMonths: window as 3 | 6 | null,
          });
          const reserved = stays.map(([d, n]) => ({
            checkIn: fromEpochDay(first + d),
            checkOut: fromEpochDay(first + d + n),
          }));
          const from = localDate('2024-02-25');
          const days = calendarDays(terms, reserved, from, addDays(from, 130), NOW);
          for (const day of days) {
            const single = checkAvailability(terms, {
              checkIn: day.date,
              checkOut: addDays(day.date, 1),
              now: NOW,
              reserved,
            });
            expect(single.available).toBe(day.night === 'available');
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
