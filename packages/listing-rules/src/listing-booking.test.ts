import { describe, expect, it } from 'vitest';
import { checkBookingSettings, type BookingInput } from './listing-booking';
import { LISTING_TEXTS } from './texts';

const messageFor = (input: BookingInput, field: string) => {
  const checked = checkBookingSettings(input);
  return checked.ok ? undefined : checked.errors.find((e) => e.field === field)?.message;
};

describe('step 3, the booking settings', () => {
  it('defaults to one night minimum, no maximum, same-day notice, all future dates and flexible times', () => {
    expect(checkBookingSettings({})).toEqual({
      ok: true,
      value: {
        minNight: 1,
        maxNight: null,
        advanceNoticeDays: 0,
        bookingWindowMonths: null,
        checkInStart: null,
        checkInEnd: null,
        checkOutTime: null,
        blockedCheckInDays: [],
        instantBook: false,
        isLongerStay: false,
        isMonthPlus: false,
        isExclusive: false,
      },
    });
  });

  it('keeps the settings given, blocked weekdays in week order', () => {
    const checked = checkBookingSettings({
      minNight: 2,
      maxNight: 60,
      advanceNoticeDays: 3,
      bookingWindowMonths: 6,
      checkInStart: '15:00',
      checkInEnd: '21:30',
      checkOutTime: 'flexible',
      blockedCheckInDays: ['sun', 'MON', 'SUN'],
      instantBook: true,
      isLongerStay: true,
      isMonthPlus: true,
    });
    expect(checked.ok && checked.value).toMatchObject({
      checkOutTime: null,
      blockedCheckInDays: ['MON', 'SUN'],
      isLongerStay: true,
    });
  });

  it('keeps minimum nights at or below maximum nights, each within its bounds', () => {
    expect(messageFor({ minNight: 8, maxNight: 7 }, 'minNight')).toBe(
      'Minimum nights must not be more than maximum nights.',
    );
    expect(messageFor({ minNight: 0 }, 'minNight')).toBe(LISTING_TEXTS.minNightsRange);
    expect(messageFor({ minNight: 366 }, 'minNight')).toBe(LISTING_TEXTS.minNightsRange);
    expect(messageFor({ maxNight: 1096 }, 'maxNight')).toBe(LISTING_TEXTS.maxNightsRange);
    expect(messageFor({ minNight: 7, maxNight: 7 }, 'minNight')).toBeUndefined();
  });

  it('wants the check-in from time earlier than the to time', () => {
    expect(messageFor({ checkInStart: '18:00', checkInEnd: '15:00' }, 'checkInStart')).toBe(
      'Check-in from time must be earlier than the to time.',
    );
    expect(messageFor({ checkInStart: '15:00', checkInEnd: '15:00' }, 'checkInStart')).toBe(
      LISTING_TEXTS.checkInFromAfterTo,
    );
    expect(messageFor({ checkInStart: '15:15' }, 'checkInStart')).toBe(LISTING_TEXTS.timeInvalid);
    expect(messageFor({ checkOutTime: '24:00' }, 'checkOutTime')).toBe(LISTING_TEXTS.timeInvalid);
  });

  it('offers the advance notices and booking windows of the lists only', () => {
    expect(messageFor({ advanceNoticeDays: 5 }, 'advanceNoticeDays')).toBe(LISTING_TEXTS.advanceNoticeInvalid);
    expect(messageFor({ bookingWindowMonths: 4 }, 'bookingWindowMonths')).toBe(LISTING_TEXTS.bookingWindowInvalid);
    expect(messageFor({ bookingWindowMonths: 12 }, 'bookingWindowMonths')).toBeUndefined();
  });

  it('refuses unknown weekdays and a week with no check-in day', () => {
    expect(messageFor({ blockedCheckInDays: ['Monday'] }, 'blockedCheckInDays')).toBe(LISTING_TEXTS.weekdayInvalid);
    expect(
      messageFor({ blockedCheckInDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] }, 'blockedCheckInDays'),
    ).toBe(LISTING_TEXTS.allDaysBlocked);
  });

  it('offers long-term (28+) and month-plus (31+) stays only with a maximum that allows them', () => {
    expect(messageFor({ maxNight: 27, isLongerStay: true }, 'maxNight')).toBe(LISTING_TEXTS.longTermNeedsNights);
    expect(messageFor({ maxNight: 30, isMonthPlus: true }, 'maxNight')).toBe(LISTING_TEXTS.monthPlusNeedsNights);
    expect(messageFor({ maxNight: 31, isMonthPlus: true, isLongerStay: true }, 'maxNight')).toBeUndefined();
  });
});
