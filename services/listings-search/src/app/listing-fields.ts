// The listing's columns that each editor section sets, from the section as the domain checked it.
import type { Basics } from '../domain/listing-basics';
import type { BookingSettings } from '../domain/listing-booking';
import type { Pricing } from '../domain/listing-pricing';
import type { ListingChanges } from '../db/listings';

/** Step 1 without its picks (amenities, bed types), which live in their own tables. */
export function basicsChanges(basics: Basics): ListingChanges {
  const { amenityIds: _amenities, bedTypes: _beds, ...fields } = basics;
  return fields;
}

export const pricingChanges = (pricing: Pricing): ListingChanges => ({ ...pricing });

export const bookingChanges = (booking: BookingSettings): ListingChanges => ({ ...booking });
