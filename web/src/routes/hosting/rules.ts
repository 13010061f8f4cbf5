// The listing rules as the editor uses them: @golightly/listing-rules, the module listings-search enforces, so a host
// reads the same message before a round trip as after it. The server stays the authority: every section is sent and
// checked again there, and its answer is what counts.
import {
  CANCELLATION_POLICIES,
  checkDuplicateCount,
  type CancellationPolicy,
  type FieldError,
  type ListSetting,
} from '@golightly/listing-rules';

export {
  ADVANCE_NOTICE_DAYS,
  AMENITY_TYPE_IDS,
  BOOKING_WINDOW_MONTHS,
  CAPTION_MAX,
  checkBasics,
  checkBookingSettings,
  checkCancellationPolicy,
  checkGuestPledge,
  checkHouseRules,
  checkPricing,
  checkScene,
  CUSTOM_HOUSE_RULES_MAX,
  DESCRIPTION_MAX,
  HALF_HOURS,
  LIST_SETTING_TYPES,
  NEIGHBOURHOOD_MAX,
  RESIDENCE_TYPES,
  TITLE_MAX,
  UNLISTED_REASON_MAX,
  WEEKDAYS,
} from '@golightly/listing-rules';

/** Spec 001 §9's cancellation policies, by the value the server takes, in the order it names them. */
export const CANCELLATION_POLICY_VALUES = Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[];

/** The catalogue items the editor offers, as the rules look them up (only enabled items are offered). */
export function catalogueOf(items: readonly { id: number; typeId: number; itemName: string }[]) {
  return new Map<number, ListSetting>(items.map((item) => [item.id, { ...item, isEnable: true }]));
}

/** A section's refusals, or none when it passed. */
export const refusalsOf = (checked: { ok: true } | { ok: false; errors: FieldError[] }): FieldError[] =>
  checked.ok ? [] : checked.errors;

/** The duplicate count's message when the shared rule refuses it (spec 001 §5: numbers only, 1 to 50, required). */
export function checkDuplicateCountText(count: string): string | null {
  const checked = checkDuplicateCount(count);
  return checked.ok ? null : (checked.errors[0]?.message ?? null);
}
