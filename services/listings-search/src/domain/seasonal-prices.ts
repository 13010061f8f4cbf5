// A seasonal price as the host writes it (spec 001 §3, §5; decision 0039): a name, its first and last night, its
// nightly, weekend and extra-guest prices typed as decimal text in the listing's currency, its own minimum and maximum
// stay, and the weekdays nobody arrives or leaves in it. Amounts are read as step 3's prices are; every other rule
// (the spec's 'Name is required' and 'From value must be below the to value.', no two seasons on one night, the
// stay limits, the weekdays) is stay-rules' validateTerms, so the editor and bookings-payments say the same.
import type { Season, StayTerms } from '@golightly/stay-rules';
import { weekdaysOf, termsErrors } from './calendar-terms';
import { checkText, Refusals, type Checked } from './fields';
import { checkMoneyText } from './listing-pricing';
import { LISTING_TEXTS as T, SEASON_MONEY_LABELS } from './texts';

/** What the form sends. */
export interface SeasonInput {
  name?: string | null;
  /** First night, 'YYYY-MM-DD' at the home. */
  from?: string | null;
  /** Last night (included). */
  to?: string | null;
  nightlyPrice?: string | null;
  /** Friday and Saturday nights; empty: the nightly price. */
  weekendPrice?: string | null;
  /** Per extra guest per night; empty: the listing's extra-guest fee. */
  extraGuestPrice?: string | null;
  /** Empty: the listing's minimum nights. */
  minimumStay?: number | null;
  /** Empty: the listing's maximum nights. */
  maximumStay?: number | null;
  noCheckInDays?: readonly string[] | null;
  noCheckOutDays?: readonly string[] | null;
}

/** More than a listing could use in years of seasons; it keeps the terms event small. */
export const SEASONS_MAX = 100;

/** stay-rules' names of a season's fields, as the form names them. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  nightlyMinor: 'nightlyPrice',
  weekendMinor: 'weekendPrice',
  extraGuestMinor: 'extraGuestPrice',
};

/**
 * Checks one season against the listing's terms with its other seasons (`terms.seasons`, the one being changed left
 * out): the season as stored, or every field that is wrong. The listing needs its currency first.
 */
export function checkSeason(input: SeasonInput, terms: StayTerms): Checked<Season> {
  const r = new Refusals();
  const currency = terms.currency === '' ? null : terms.currency;
  const name = checkText(r, 'name', input.name, { max: 255 });
  const money = (field: keyof typeof SEASON_MONEY_LABELS, rule: { required?: string; positive?: boolean }) =>
    checkMoneyText(r, field, SEASON_MONEY_LABELS[field], input[field], currency, rule);
  const nightlyMinor = money('nightlyPrice', { required: T.nightlyPriceRequired, positive: true });
  const weekendMinor = money('weekendPrice', { positive: true });
  const extraGuestMinor = money('extraGuestPrice', {});
  const season: Season = {
    name,
    from: (input.from ?? '').trim() as Season['from'],
    to: (input.to ?? '').trim() as Season['to'],
    // An amount refused above stands in as a sound one, so its field is not refused twice.
    nightlyMinor: nightlyMinor ?? 1,
    weekendMinor,
    extraGuestMinor,
    minimumStay: input.minimumStay ?? null,
    maximumStay: input.maximumStay ?? null,
    noCheckInDays: weekdaysOf(input.noCheckInDays),
    noCheckOutDays: weekdaysOf(input.noCheckOutDays),
  };
  // Last in the list, so an overlap is reported on this season, naming the one it meets.
  const at = `seasons.${terms.seasons.length}`;
  for (const error of termsErrors({ ...terms, seasons: [...terms.seasons, season] }, [at])) {
    const key = error.field.slice(at.length + 1);
    r.add(FORM_FIELDS[key] ?? key, error.message);
  }
  return r.result(() => season);
}

/** Two seasons that price and limit the same nights alike. */
export function sameSeason(a: Season, b: Season): boolean {
  const key = (s: Season) =>
    JSON.stringify([
      s.name,
      s.from,
      s.to,
      s.nightlyMinor,
      s.weekendMinor,
      s.extraGuestMinor,
      s.minimumStay,
      s.maximumStay,
      s.noCheckInDays,
      s.noCheckOutDays,
    ]);
  return key(a) === key(b);
}
