// What each list settings catalogue is (type ids 1 to 23 except 17, spec 000 §6; decision 0036): its name, the
// listing field or search filter it feeds, and so which fields its items have. Choices are picked by a listing by id;
// counts offer the numbers a listing stores itself (their value); texts are shown to hosts and guests as they are.
import { checkText, Refusals, type Checked } from './fields';
import { ADVANCE_NOTICE_DAYS, MAX_NIGHTS_MAX, MIN_NIGHTS_MAX } from './listing-booking';
import { MAX_GUESTS } from './listing-basics';

/**
 * choice: an item a listing (or a search) picks by id: a name only. count: a number offered for a field the listing
 * stores as a number: a name and a value. text: a sentence shown as it is: a name and a description.
 */
export type ListSettingKind = 'choice' | 'count' | 'text';

/** The numbers a count catalogue may offer: the listing field's own bounds. */
export interface ValueRule {
  min: number;
  max: number;
  /** 1 for whole numbers, 0.5 for halves. */
  step: number;
  /** When only some numbers are allowed (advance notice). */
  allowed?: readonly number[];
}

export interface ListSettingType {
  typeId: number;
  /** The catalogue's name on the admin screen. */
  name: string;
  kind: ListSettingKind;
  /** The listing field or search filter its items feed, in a sentence. */
  feeds: string;
  value?: ValueRule;
}

const whole = (min: number, max: number): ValueRule => ({ min, max, step: 1 });

/** In type id order; 17 (the booking window, fixed at 3, 6, 9 or 12 months or all future dates) has no catalogue. */
export const LIST_SETTING_CATALOGUES: readonly ListSettingType[] = [
  {
    typeId: 1,
    name: 'Room types',
    kind: 'choice',
    feeds: "The listing's kind of place (roomType, step 1) and the search filter roomType.",
  },
  {
    typeId: 2,
    name: 'Guest counts',
    kind: 'count',
    feeds: 'The guest counts offered for personCapacity (step 1) and the search filter personCapacity.',
    value: whole(1, MAX_GUESTS),
  },
  {
    typeId: 3,
    name: 'Property types',
    kind: 'choice',
    feeds: "The listing's type of property (houseType, step 1) and the search filter houseType.",
  },
  {
    typeId: 4,
    name: 'Building sizes',
    kind: 'choice',
    feeds: "The listing's building size (buildingSize, step 1).",
  },
  {
    typeId: 5,
    name: 'Bedroom counts',
    kind: 'count',
    feeds: 'The bedroom counts offered for bedrooms (step 1) and the search filter bedrooms.',
    value: whole(0, 500),
  },
  {
    typeId: 6,
    name: 'Bed counts',
    kind: 'count',
    feeds: 'The bed counts offered for beds (step 1) and the search filter beds.',
    value: whole(1, 1000),
  },
  { typeId: 7, name: 'Bed types', kind: 'choice', feeds: "The listing's beds by type (bedTypes, step 1)." },
  {
    typeId: 8,
    name: 'Bathroom counts',
    kind: 'count',
    feeds: 'The bathroom counts offered for bathrooms (step 1, in halves) and the search filter bathrooms.',
    value: { min: 0, max: 500, step: 0.5 },
  },
  {
    typeId: 9,
    name: 'Bathroom types',
    kind: 'choice',
    feeds: "The listing's type of bathroom (bathroomType, step 1).",
  },
  {
    typeId: 10,
    name: 'Essential amenities',
    kind: 'choice',
    feeds: "The listing's amenities (amenityIds, step 1) and the search filter amenities.",
  },
  {
    typeId: 11,
    name: 'Safety amenities',
    kind: 'choice',
    feeds: "The listing's amenities (amenityIds, step 1), shown under safety on the listing page.",
  },
  {
    typeId: 12,
    name: 'Spaces',
    kind: 'choice',
    feeds: 'The spaces guests may use (amenityIds, step 1) and the search filter spaces.',
  },
  {
    typeId: 13,
    name: 'Guest requirements',
    kind: 'text',
    feeds: 'What every guest has done before she books, shown in step 3 and on the listing page.',
  },
  {
    typeId: 14,
    name: 'House rules',
    kind: 'choice',
    feeds: "The listing's house rules (houseRuleIds, step 3) and the search filter houseRules.",
  },
  {
    typeId: 15,
    name: 'How guests book',
    kind: 'text',
    feeds: 'How booking works for the host, shown in step 3 before she chooses instant book or requests.',
  },
  {
    typeId: 16,
    name: 'Advance notice',
    kind: 'count',
    feeds: 'The advance notice choices (advanceNoticeDays, step 3), in days.',
    value: { ...whole(0, 7), allowed: ADVANCE_NOTICE_DAYS },
  },
  {
    typeId: 18,
    name: 'Minimum nights',
    kind: 'count',
    feeds: 'The minimum stays offered for minNight (step 3).',
    value: whole(1, MIN_NIGHTS_MAX),
  },
  {
    typeId: 19,
    name: 'Maximum nights',
    kind: 'count',
    feeds: 'The maximum stays offered for maxNight (step 3).',
    value: whole(1, MAX_NIGHTS_MAX),
  },
  {
    typeId: 20,
    name: 'Trip types',
    kind: 'choice',
    feeds: 'The search filter tripType (what the trip is for).',
  },
  {
    typeId: 21,
    name: 'Business amenities',
    kind: 'choice',
    feeds: "The listing's amenities (amenityIds, step 1) and the search filter businessAmenities.",
  },
  {
    typeId: 22,
    name: 'Family-friendly amenities',
    kind: 'choice',
    feeds: "The listing's amenities (amenityIds, step 1) and the search filter familyFriendlyAmenities.",
  },
  {
    typeId: 23,
    name: 'Unique amenities',
    kind: 'choice',
    feeds: "The listing's amenities (amenityIds, step 1) and the search filter uniqueAmenities.",
  },
];

/** The type ids that have a catalogue: 1 to 23 except 17. */
export const LIST_SETTING_TYPE_IDS: readonly number[] = LIST_SETTING_CATALOGUES.map((c) => c.typeId);

export const catalogueOf = (typeId: number): ListSettingType | undefined =>
  LIST_SETTING_CATALOGUES.find((c) => c.typeId === typeId);

/** The admin page of a catalogue, whose privilege (Manage Listing Settings) opens it. */
export const listSettingsUrl = (typeId: number): string => `/siteadmin/listsettings/${typeId}`;

export const LIST_SETTING_TEXTS = {
  /** Spec 001 §5, verbatim. */
  nameRequired: 'Name is required',
  /** Spec 001 §5: "Number is required". */
  numberRequired: 'Number is required',
  descriptionRequired: 'Please describe it in a sentence.',
  nameHidden: 'The name must be one line, without invisible control or text-direction characters.',
  unknownType: (typeId: number) =>
    `There is no list settings catalogue ${typeId}: the catalogues are 1 to 23, except 17.`,
  valueRange: (rule: ValueRule) =>
    rule.allowed
      ? `The number must be one of ${rule.allowed.join(', ')}.`
      : `The number must be ${rule.step === 1 ? 'a whole number' : 'in steps of a half'} from ${rule.min} to ${rule.max}.`,
  valueNotForKind: 'Items of this catalogue have no number.',
  descriptionNotForKind: 'Items of this catalogue have no description.',
  nameTaken: (name: string) => `This catalogue already has an item named "${name}".`,
  valueTaken: (value: number) => `This catalogue already offers ${value}.`,
  notFound: 'This item no longer exists: it may have been deleted.',
  inUse: (count: number) =>
    `${count === 1 ? 'A listing uses' : `${count} listings use`} this item, so it cannot be deleted: disable it instead. Listings keep it; hosts and searches no longer see it.`,
  nothingSaved: 'Nothing was saved: correct the fields marked and save again.',
} as const;

/** What the admin's form sends for an item: name always, value or description as the catalogue's kind asks. */
export interface ListSettingInput {
  itemName?: string | null;
  itemDescription?: string | null;
  value?: number | null;
  /** On update, null or absent keeps it; a new item is enabled unless told otherwise. */
  isEnable?: boolean | null;
}

/** An item's own fields, checked. */
export interface ListSettingFields {
  itemName: string;
  itemDescription: string;
  value: number | null;
  isEnable: boolean | null;
}

function checkValue(refusals: Refusals, rule: ValueRule, value: number | null | undefined): number | null {
  if (value === null || value === undefined) {
    refusals.add('value', LIST_SETTING_TEXTS.numberRequired);
    return null;
  }
  const inSteps = Number.isFinite(value) && Number.isInteger(value / rule.step);
  const ok = rule.allowed ? rule.allowed.includes(value) : inSteps && value >= rule.min && value <= rule.max;
  if (!ok) refusals.add('value', LIST_SETTING_TEXTS.valueRange(rule));
  return value;
}

/** Line breaks, other control characters and text-direction overrides: never part of a name shown in a list. */
const HIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** Checks an item of `type` as a whole: every refusal at once, never the first only. */
export function checkListSetting(type: ListSettingType, input: ListSettingInput): Checked<ListSettingFields> {
  const r = new Refusals();
  const itemName = checkText(r, 'itemName', input.itemName, { max: 255, required: LIST_SETTING_TEXTS.nameRequired });
  if (HIDDEN.test(itemName)) r.add('itemName', LIST_SETTING_TEXTS.nameHidden);
  let itemDescription = '';
  if (type.kind === 'text') {
    itemDescription = checkText(r, 'itemDescription', input.itemDescription, {
      max: 1000,
      required: LIST_SETTING_TEXTS.descriptionRequired,
    });
  } else if ((input.itemDescription ?? '').trim() !== '') {
    r.add('itemDescription', LIST_SETTING_TEXTS.descriptionNotForKind);
  }
  let value: number | null = null;
  if (type.value) value = checkValue(r, type.value, input.value);
  else if (input.value !== null && input.value !== undefined) r.add('value', LIST_SETTING_TEXTS.valueNotForKind);
  return r.result(() => ({ itemName, itemDescription, value, isEnable: input.isEnable ?? null }));
}

/** An item as the admin screens and the log speak of it. */
export interface ListSettingItem {
  id: number;
  typeId: number;
  itemName: string;
  itemDescription: string;
  value: number | null;
  isEnable: boolean;
}

/** What an update changes, in words for the admin log ("name to "Wi-Fi", disabled"); empty when nothing. */
export function describeChanges(before: ListSettingItem, after: ListSettingItem): string[] {
  const changes: string[] = [];
  if (before.itemName !== after.itemName) changes.push(`name to "${after.itemName}"`);
  if (before.value !== after.value) changes.push(`number from ${before.value} to ${after.value}`);
  if (before.itemDescription !== after.itemDescription) changes.push('description');
  if (before.isEnable !== after.isEnable) changes.push(after.isEnable ? 'enabled' : 'disabled');
  return changes;
}
