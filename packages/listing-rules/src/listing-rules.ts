// Step 3's house rules (picked from the catalogue, plus the host's own words), cancellation policy (spec 001 §9) and
// the guest pledge the host agrees to before her listing is ready for guests.
import { checkText, distinct, Refusals, type Checked } from './fields';
import { HOUSE_RULE_TYPE_ID, isPickable, type ListSetting } from './list-settings';
import { LISTING_TEXTS as T } from './texts';

export const CUSTOM_HOUSE_RULES_MAX = 1000;

export interface HouseRulesInput {
  houseRuleIds?: readonly number[] | null;
  customHouseRules?: string | null;
}

export interface HouseRules {
  houseRuleIds: number[];
  customHouseRules: string;
}

export function checkHouseRules(
  input: HouseRulesInput,
  catalogue: ReadonlyMap<number, ListSetting>,
): Checked<HouseRules> {
  const r = new Refusals();
  const houseRuleIds = distinct(input.houseRuleIds ?? []);
  if (houseRuleIds.some((id) => !isPickable(catalogue.get(id), [HOUSE_RULE_TYPE_ID]))) {
    r.add('houseRules', T.settingUnknown);
  }
  const customHouseRules = checkText(r, 'customHouseRules', input.customHouseRules, { max: CUSTOM_HOUSE_RULES_MAX });
  return r.result(() => ({ houseRuleIds, customHouseRules }));
}

/** Spec 001 §9's policies, with the refund each gives (bookings-payments applies them; these name them). */
export const CANCELLATION_POLICIES = {
  flexible: { label: 'Flexible', rule: 'full refund 1 day before arrival' },
  moderate: { label: 'Moderate', rule: 'full refund 5 days before arrival' },
  strict: { label: 'Strict', rule: '50% refund up to 1 week before arrival' },
  superStrict30: {
    label: 'Super Strict 30 Days',
    rule: '50% refund up to 30 days before arrival',
  },
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

export const isCancellationPolicy = (value: string): value is CancellationPolicy =>
  Object.hasOwn(CANCELLATION_POLICIES, value);

export function checkCancellationPolicy(value: string | null | undefined): Checked<CancellationPolicy> {
  const r = new Refusals();
  const given = (value ?? '').trim();
  if (given === '') r.add('cancellationPolicy', T.cancellationPolicyRequired);
  else if (!isCancellationPolicy(given)) r.add('cancellationPolicy', T.cancellationPolicyInvalid);
  return r.result(() => given as CancellationPolicy);
}

export function checkGuestPledge(agreed: boolean | null | undefined): Checked<true> {
  const r = new Refusals();
  if (agreed !== true) r.add('guestPledge', T.guestPledgeRequired);
  return r.result(() => true as const);
}
