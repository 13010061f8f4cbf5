// The list settings catalogues (spec 000 §6 "list settings 1 to 23"): what each type id holds, and which of them a
// listing picks one of (room type) or several of (amenities). Spec 000 §9's special sets agree: [10,11,12,21,22,23]
// are the amenity groups, [7] the bed types.

export const LIST_SETTING_TYPES = {
  roomType: 1,
  personCapacity: 2,
  houseType: 3,
  buildingSize: 4,
  bedrooms: 5,
  beds: 6,
  bedType: 7,
  bathrooms: 8,
  bathroomType: 9,
  essentialsAmenities: 10,
  safetyAmenities: 11,
  spaces: 12,
  guestRequirements: 13,
  houseRules: 14,
  reviewGuestBook: 15,
  bookingNoticeTime: 16,
  maxDaysNotice: 17,
  minNight: 18,
  maxNight: 19,
  tripType: 20,
  businessAmenities: 21,
  familyFriendlyAmenities: 22,
  uniqueAmenities: 23,
} as const;

/** The amenity groups a listing picks several items of in step 1 (spec 000 §9's [10,11,12,21,22,23]). */
export const AMENITY_TYPE_IDS: readonly number[] = [10, 11, 12, 21, 22, 23];
/** The house rules a listing picks in step 3. */
export const HOUSE_RULE_TYPE_ID = LIST_SETTING_TYPES.houseRules;

/** One catalogue item as a listing refers to it. */
export interface ListSetting {
  id: number;
  typeId: number;
  itemName: string;
  isEnable: boolean;
}

/** A picked item that does not belong where it was picked: unknown, switched off, or of another type. */
export function isPickable(setting: ListSetting | undefined, typeIds: readonly number[]): boolean {
  return setting !== undefined && setting.isEnable && typeIds.includes(setting.typeId);
}
