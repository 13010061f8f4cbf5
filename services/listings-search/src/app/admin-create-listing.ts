// Use case: an admin creates a listing for a host directly (adminCreateListing, /siteadmin/listings): every step at
// once, checked by the same rules as the host editor, all or nothing. It is approved and live at once, the host is
// told (ListingCreatedByAdmin), and the admin log records it. The admin picks the host on the people screens; the
// guest pledge is recorded as given on the host's behalf by the admin who vouches for the listing.
import type { AdminActionActor } from '@golightly/events';
import type { FieldError } from '../domain/fields';
import { HOUSE_RULE_TYPE_ID } from '../domain/list-settings';
import { basicsSettingIds, checkBasics, type BasicsInput } from '../domain/listing-basics';
import { checkBookingSettings, type BookingInput } from '../domain/listing-booking';
import { checkPricing, type PricingInput } from '../domain/listing-pricing';
import { checkCancellationPolicy, checkHouseRules, type HouseRulesInput } from '../domain/listing-rules';
import { checkScene, type SceneInput } from '../domain/listing-scene';
import { LISTING_TEXTS } from '../domain/texts';
import { findListSettings } from '../db/list-settings';
import { findListing, replacePicks } from '../db/listings';
import { listingCreatedByAdmin } from '../events/publish';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { logName, recordListingAction } from './admin-edit';
import { storeNewListing } from './create-listing';
import { publishTermsIfChanged } from './edit-listing';
import { bookingChanges, pricingChanges } from './listing-fields';
import { isUserId } from './transfer-listing';

export interface AdminListingInput {
  hostId: string;
  basics: BasicsInput;
  scene: SceneInput;
  pricing: PricingInput;
  booking: BookingInput;
  houseRules: HouseRulesInput;
  cancellationPolicy: string;
}

export async function adminCreateListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  input: AdminListingInput,
): Promise<EditOutcome> {
  const hostId = input.hostId.trim().toLowerCase();
  const catalogue = await findListSettings(deps.db, [
    ...basicsSettingIds(input.basics),
    ...(input.houseRules.houseRuleIds ?? []),
  ]);
  const basics = checkBasics(input.basics, catalogue);
  const scene = checkScene(input.scene);
  const pricing = checkPricing(input.pricing, { personCapacity: basics.ok ? basics.value.personCapacity : 1000 });
  const booking = checkBookingSettings(input.booking);
  const rules = checkHouseRules(input.houseRules, catalogue);
  const policy = checkCancellationPolicy(input.cancellationPolicy);
  const errors: FieldError[] = isUserId(hostId) ? [] : [{ field: 'hostId', message: LISTING_TEXTS.hostIdInvalid }];
  for (const checked of [basics, scene, pricing, booking, rules, policy])
    if (!checked.ok) errors.push(...checked.errors);
  if (!basics.ok || !scene.ok || !pricing.ok || !booking.ok || !rules.ok || !policy.ok || errors.length > 0) {
    return invalid(errors, LISTING_TEXTS.nothingSaved);
  }
  return deps.db.transaction(async (trx): Promise<EditOutcome> => {
    const now = new Date();
    const id = await storeNewListing(trx, hostId, basics.value, {
      ...scene.value,
      ...pricingChanges(pricing.value),
      ...bookingChanges(booking.value),
      customHouseRules: rules.value.customHouseRules,
      cancellationPolicy: policy.value,
      guestPledgeAcceptedAt: now,
      approvalStatus: 'approved',
      isPublished: true,
      submittedAt: now,
      reviewedAt: now,
      reviewedBy: actor.adminId,
      createdByAdmin: actor.adminId,
    });
    await replacePicks(trx, id, [HOUSE_RULE_TYPE_ID], rules.value.houseRuleIds);
    const listing = (await findListing(trx, id))!;
    await listingCreatedByAdmin(trx, listing, actor.adminId);
    await recordListingAction(trx, actor, listing, {
      action: 'listing.created',
      summary: `Created ${logName(listing)} for host ${hostId}, live at once`,
    });
    await publishTermsIfChanged(trx, null, listing);
    return { status: 'success', listing };
  });
}
