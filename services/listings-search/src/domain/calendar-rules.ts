// The calendar's weekly rules beside step 3's booking settings (decision 0039): the weekdays on which no stay may end
// (the check-in ones are the booking settings' blocked check-in days), and with same-day notice, the time at the home
// after which today can no longer be booked. stay-rules holds both (availability, calendarDays) and checks them.
import type { LocalTime, StayTerms, Weekday } from '@golightly/stay-rules';
import { termsErrors, weekdaysOf } from './calendar-terms';
import { Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T } from './texts';

export interface CalendarRulesInput {
  blockedCheckOutDays?: readonly string[] | null;
  /** 'HH:MM' on the hour or half hour, as the editor's times; empty or 'none': no cut-off. */
  sameDayCutOff?: string | null;
}

export interface CalendarRules {
  blockedCheckOutDays: Weekday[];
  sameDayCutOff: LocalTime | null;
}

const HALF_HOURS = /^([01]\d|2[0-3]):(00|30)$/;

export function checkCalendarRules(input: CalendarRulesInput, terms: StayTerms): Checked<CalendarRules> {
  const r = new Refusals();
  const cutOffText = (input.sameDayCutOff ?? '').trim();
  const none = cutOffText === '' || cutOffText.toLowerCase() === 'none';
  if (!none && !HALF_HOURS.test(cutOffText)) r.add('sameDayCutOff', T.timeInvalid);
  const rules: CalendarRules = {
    blockedCheckOutDays: weekdaysOf(input.blockedCheckOutDays),
    sameDayCutOff: none ? null : (cutOffText as LocalTime),
  };
  for (const error of termsErrors({ ...terms, ...rules }, ['blockedCheckOutDays', 'sameDayCutOff'])) {
    r.add(error.field, error.message);
  }
  return r.result(() => rules);
}
