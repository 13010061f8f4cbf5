import { TERMS_TEXTS } from '@golightly/stay-rules';
import { stayTerms } from '@golightly/stay-rules/testing';
import { describe, expect, it } from 'vitest';
import { checkDiscounts, DISCOUNT_RULES_MAX } from './discount-rules';
import { checkCalendarRules } from './calendar-rules';
import { LISTING_TEXTS } from './texts';

describe('discounts as the host sets them', () => {
  it('reads empty percentages as no discount and keeps the rules in her order', () => {
    const lastMinute = [
      { percent: 20, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 1 },
      { percent: 10, daysBeforeArrivalFrom: 2, daysBeforeArrivalTo: 6 },
    ];
    expect(checkDiscounts({ weeklyDiscount: 5, lastMinuteDiscounts: lastMinute }, stayTerms())).toEqual({
      ok: true,
      value: {
        weeklyDiscount: 5,
        monthlyDiscount: 0,
        threeMonthDiscount: 0,
        lastMinuteDiscounts: lastMinute,
        lengthOfStayDiscounts: [],
      },
    });
  });

  it('needs a percent and both bounds of a last-minute rule, and the nights of a length-of-stay one', () => {
    const checked = checkDiscounts(
      { lastMinuteDiscounts: [{ daysBeforeArrivalTo: 3 }], lengthOfStayDiscounts: [{ percent: 5 }] },
      stayTerms(),
    );
    expect(checked).toEqual({
      ok: false,
      errors: [
        { field: 'lastMinuteDiscounts.0.percent', message: TERMS_TEXTS.discountRange },
        { field: 'lastMinuteDiscounts.0.daysBeforeArrivalFrom', message: TERMS_TEXTS.daysBeforeArrivalRange },
        { field: 'lengthOfStayDiscounts.0.minimumNights', message: TERMS_TEXTS.lengthOfStayNightsRange },
      ],
    });
  });

  it('takes up to twenty rules of each kind', () => {
    const rule = { minimumNights: 7, percent: 5 };
    expect(checkDiscounts({ lengthOfStayDiscounts: Array(DISCOUNT_RULES_MAX).fill(rule) }, stayTerms()).ok).toBe(true);
    expect(checkDiscounts({ lengthOfStayDiscounts: Array(DISCOUNT_RULES_MAX + 1).fill(rule) }, stayTerms())).toEqual({
      ok: false,
      errors: [{ field: 'lengthOfStayDiscounts', message: LISTING_TEXTS.tooManyDiscountRules(DISCOUNT_RULES_MAX) }],
    });
  });
});

describe("the calendar's weekly rules", () => {
  it('reads no cut-off from an empty field or none, and a cut-off on the hour or half hour', () => {
    expect(checkCalendarRules({ sameDayCutOff: ' none ' }, stayTerms())).toEqual({
      ok: true,
      value: { blockedCheckOutDays: [], sameDayCutOff: null },
    });
    expect(checkCalendarRules({ sameDayCutOff: '21:30', blockedCheckOutDays: ['sat', 'fri'] }, stayTerms())).toEqual({
      ok: true,
      value: { blockedCheckOutDays: ['FRI', 'SAT'], sameDayCutOff: '21:30' },
    });
    expect(checkCalendarRules({ sameDayCutOff: '9:00' }, stayTerms())).toMatchObject({
      errors: [{ field: 'sameDayCutOff', message: TERMS_TEXTS.timeInvalid }],
    });
  });
});
