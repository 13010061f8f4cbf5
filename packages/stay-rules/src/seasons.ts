// Which seasonal price a night falls in, and which nights are weekend nights.
import { weekdayOf, type LocalDate } from './local-date';
import type { Season } from './terms';

/**
 * The season a night belongs to (its `from` to `to`, both included), or null. Seasons never overlap once checked
 * (validateTerms); should overlapping ones reach here anyway, the first listed wins, so the answer is still one.
 */
export function seasonOf(night: LocalDate, seasons: readonly Season[]): Season | null {
  for (const season of seasons) if (season.from <= night && night <= season.to) return season;
  return null;
}

/**
 * Weekend nights are Friday and Saturday nights: the nights before the two days off, the ones a weekend break
 * pays for. A Sunday night is followed by a working day and costs a weekday price.
 */
export function isWeekendNight(night: LocalDate): boolean {
  const weekday = weekdayOf(night);
  return weekday === 'FRI' || weekday === 'SAT';
}
