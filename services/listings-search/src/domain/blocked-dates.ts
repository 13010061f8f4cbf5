// The host blocks and unblocks nights on her calendar (issue 14 item 3, decision 0039): ranges of listing-local dates,
// each from its first night to its last (both included), checked as a whole; overlapping ranges are one set of nights.
import { daysBetween, formatLocalDate, nightsOf, addDays, parseLocalDate, type LocalDate } from '@golightly/stay-rules';
import { Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T } from './texts';

/** A range as the calendar sends it: its first and last night, 'YYYY-MM-DD' at the home. */
export interface DateRangeInput {
  from?: string | null;
  to?: string | null;
}

/** Three years of nights at a time, the longest stay a listing takes and more than any calendar shows. */
export const BLOCK_NIGHTS_MAX = 1096;

/** Every night of the ranges, each once, in date order; or what is wrong with each range. */
export function checkDateRanges(ranges: readonly DateRangeInput[] | null | undefined): Checked<LocalDate[]> {
  const r = new Refusals();
  const given = ranges ?? [];
  if (given.length === 0) r.add('ranges', T.datesRequired);
  const parsed: [LocalDate, LocalDate][] = [];
  given.forEach((range, i) => {
    const from = parseLocalDate((range.from ?? '').trim());
    const to = parseLocalDate((range.to ?? '').trim());
    if (from === null) r.add(`ranges.${i}.from`, T.dateInvalid);
    if (to === null) r.add(`ranges.${i}.to`, T.dateInvalid);
    // One night is a range from a date to the same date; only a last night before the first is refused.
    else if (from !== null && to < from) r.add(`ranges.${i}.to`, T.fromNotBelowTo);
    if (from !== null && to !== null && from <= to) parsed.push([from, to]);
  });
  // Counted (overlaps twice) before the nights are spelled out, so a range of centuries costs nothing to refuse.
  const nights = parsed.reduce((sum, [from, to]) => sum + daysBetween(from, to) + 1, 0);
  if (nights > BLOCK_NIGHTS_MAX) r.add('ranges', T.tooManyNights(BLOCK_NIGHTS_MAX));
  return r.result(() => [...new Set(parsed.flatMap(([from, to]) => nightsOf(from, addDays(to, 1))))].sort());
}

/** Nights written for people: "Mar 03, 2025", "Mar 03, 2025 and Mar 04, 2025", "Mar 03, 2025, Mar 04, 2025 and …". */
export function nightsText(nights: readonly LocalDate[]): string {
  const dates = nights.map(formatLocalDate);
  return dates.length <= 1 ? (dates[0] ?? '') : `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}`;
}
