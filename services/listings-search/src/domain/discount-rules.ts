// A listing's discounts as the host sets them (spec 001 §3, §5, §9; decision 0039): the weekly (7+ nights), monthly
// (28+) and 90+ nights percentages, last-minute rules (percent off when check-in is from .. to days away) and
// length-of-stay rules (percent off stays of N nights or more, optionally within days-before-arrival bounds). Each
// percent a whole number from 0 to 99; the checks are stay-rules' validateTerms, with its messages.
import type { LastMinuteDiscount, LengthOfStayDiscount, StayTerms } from '@golightly/stay-rules';
import { termsErrors } from './calendar-terms';
import { Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T } from './texts';

type Num = number | null | undefined;

/** What the form sends; an empty percentage is 0 (no discount), as in step 3's prices. */
export interface DiscountsInput {
  weeklyDiscount?: Num;
  monthlyDiscount?: Num;
  threeMonthDiscount?: Num;
  lastMinuteDiscounts?: readonly { percent?: Num; daysBeforeArrivalFrom?: Num; daysBeforeArrivalTo?: Num }[] | null;
  lengthOfStayDiscounts?:
    readonly { minimumNights?: Num; percent?: Num; daysBeforeArrivalFrom?: Num; daysBeforeArrivalTo?: Num }[] | null;
}

export interface Discounts {
  weeklyDiscount: number;
  monthlyDiscount: number;
  threeMonthDiscount: number;
  lastMinuteDiscounts: LastMinuteDiscount[];
  lengthOfStayDiscounts: LengthOfStayDiscount[];
}

/** Rules of each kind a listing may have. */
export const DISCOUNT_RULES_MAX = 20;

const FIELDS = [
  'weeklyDiscount',
  'monthlyDiscount',
  'threeMonthDiscount',
  'lastMinuteDiscounts',
  'lengthOfStayDiscounts',
] as const;

/** Checks the discounts as a whole against the listing's terms: the discounts as stored, or every wrong field. */
export function checkDiscounts(input: DiscountsInput, terms: StayTerms): Checked<Discounts> {
  const r = new Refusals();
  // A missing value the rule needs reads as NaN, which the rule refuses with its own message.
  const needed = (value: Num) => value ?? Number.NaN;
  const discounts: Discounts = {
    weeklyDiscount: input.weeklyDiscount ?? 0,
    monthlyDiscount: input.monthlyDiscount ?? 0,
    threeMonthDiscount: input.threeMonthDiscount ?? 0,
    lastMinuteDiscounts: (input.lastMinuteDiscounts ?? []).map((rule) => ({
      percent: needed(rule.percent),
      daysBeforeArrivalFrom: needed(rule.daysBeforeArrivalFrom),
      daysBeforeArrivalTo: needed(rule.daysBeforeArrivalTo),
    })),
    lengthOfStayDiscounts: (input.lengthOfStayDiscounts ?? []).map((rule) => ({
      minimumNights: needed(rule.minimumNights),
      percent: needed(rule.percent),
      daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom ?? null,
      daysBeforeArrivalTo: rule.daysBeforeArrivalTo ?? null,
    })),
  };
  if (discounts.lastMinuteDiscounts.length > DISCOUNT_RULES_MAX) {
    r.add('lastMinuteDiscounts', T.tooManyDiscountRules(DISCOUNT_RULES_MAX));
  }
  if (discounts.lengthOfStayDiscounts.length > DISCOUNT_RULES_MAX) {
    r.add('lengthOfStayDiscounts', T.tooManyDiscountRules(DISCOUNT_RULES_MAX));
  }
  for (const error of termsErrors({ ...terms, ...discounts }, FIELDS)) r.add(error.field, error.message);
  return r.result(() => discounts);
}
