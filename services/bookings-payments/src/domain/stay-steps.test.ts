import { describe, expect, it } from 'vitest';
import { arrivalOf, retryDelayMs, stayStepDueTimes, stepsFor, stepVerdict } from './stay-steps';

const iso = (instant: number) => new Date(instant).toISOString();
const HOUR = 3_600_000;

describe('when a stay’s timed steps are due', () => {
  it('reads them on the listing’s clock from its check-in time', () => {
    const lisbon = { checkIn: '2026-07-10', checkOut: '2026-07-14', timeZone: 'Europe/Lisbon', checkInStart: '16:00' };
    const due = stayStepDueTimes(lisbon);
    expect(iso(arrivalOf(lisbon))).toBe('2026-07-10T15:00:00.000Z'); // 16:00 WEST
    expect(iso(due.reminderWeek)).toBe('2026-07-03T15:00:00.000Z');
    expect(iso(due.reminderDay)).toBe('2026-07-09T15:00:00.000Z');
    expect(iso(due.checkInNotice)).toBe('2026-07-10T07:00:00.000Z'); // 08:00 WEST
    expect(iso(due.reviewPrompt)).toBe('2026-07-15T09:00:00.000Z'); // 10:00 WEST the day after check-out

    const tokyo = { ...lisbon, timeZone: 'Asia/Tokyo' };
    const inTokyo = stayStepDueTimes(tokyo);
    expect(iso(inTokyo.reminderWeek)).toBe('2026-07-03T07:00:00.000Z'); // 16:00 JST
    expect(iso(inTokyo.checkInNotice)).toBe('2026-07-09T23:00:00.000Z'); // 08:00 JST on the 10th
  });

  it('takes the afternoon when check-in is flexible, and an early check-in for the notice', () => {
    const flexible = { checkIn: '2026-07-10', checkOut: '2026-07-11', timeZone: 'UTC', checkInStart: null };
    expect(iso(arrivalOf(flexible))).toBe('2026-07-10T15:00:00.000Z');
    expect(iso(arrivalOf({ ...flexible, checkInStart: 'not a time' }))).toBe('2026-07-10T15:00:00.000Z');
    const early = stayStepDueTimes({ ...flexible, checkInStart: '06:30' });
    expect(iso(early.checkInNotice)).toBe('2026-07-10T06:30:00.000Z');
  });

  it('keeps the wall clock for 7 days and real time for 24 hours across a change of the clocks', () => {
    // London's clocks go forward on Sunday 29 March 2026 at 01:00 UTC; arrival Monday 30 March at 15:00 BST.
    const london = { checkIn: '2026-03-30', checkOut: '2026-04-02', timeZone: 'Europe/London', checkInStart: '15:00' };
    const due = stayStepDueTimes(london);
    expect(iso(arrivalOf(london))).toBe('2026-03-30T14:00:00.000Z');
    expect(iso(due.reminderWeek)).toBe('2026-03-23T15:00:00.000Z'); // 15:00 GMT a week earlier: 7 days less 1 hour
    expect(due.reminderDay).toBe(arrivalOf(london) - 24 * HOUR); // 14:00 GMT on Sunday on the wall
    expect(iso(due.reminderDay)).toBe('2026-03-29T14:00:00.000Z');
    // New York goes back on 1 November 2026: a week before Friday 6 November 16:00 EST is 30 October 16:00 EDT.
    const newYork = {
      checkIn: '2026-11-06',
      checkOut: '2026-11-08',
      timeZone: 'America/New_York',
      checkInStart: '16:00',
    };
    expect(iso(stayStepDueTimes(newYork).reminderWeek)).toBe('2026-10-30T20:00:00.000Z');
    expect(iso(arrivalOf(newYork))).toBe('2026-11-06T21:00:00.000Z');
  });

  it('plans only the steps still ahead when the stay is confirmed', () => {
    const stay = { checkIn: '2026-07-10', checkOut: '2026-07-14', timeZone: 'UTC', checkInStart: '15:00' };
    expect(stepsFor(stay, Date.parse('2026-06-01T00:00:00Z')).map((s) => s.step)).toEqual([
      'reminderWeek',
      'reminderDay',
      'checkInNotice',
      'reviewPrompt',
    ]);
    expect(stepsFor(stay, Date.parse('2026-07-08T00:00:00Z')).map((s) => s.step)).toEqual([
      'reminderDay',
      'checkInNotice',
      'reviewPrompt',
    ]);
    expect(stepsFor(stay, Date.parse('2026-07-10T09:00:00Z')).map((s) => s.step)).toEqual(['reviewPrompt']);
  });

  it('publishes a step only while it applies', () => {
    expect(stepVerdict('reminderDay', 'confirmed')).toBe('publish');
    expect(stepVerdict('reminderDay', 'cancelledByGuest')).toBe('drop');
    expect(stepVerdict('checkInNotice', 'cancellationRequested')).toBe('drop');
    expect(stepVerdict('reviewPrompt', 'completed')).toBe('publish');
    expect(stepVerdict('reviewPrompt', 'confirmed')).toBe('wait');
    expect(stepVerdict('reviewPrompt', 'cancelledByHost')).toBe('drop');
  });

  it('waits longer after each failed try, at most an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, HOUR]);
  });
});
