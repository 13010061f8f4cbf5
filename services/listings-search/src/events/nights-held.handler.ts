// NightsHeld (bookings-payments): a hold or reservation takes nights on a listing. Search leaves the listing out for
// them and its calendar shows them reserved, so its host cannot block them (decisions 0039, 0042). A second NightsHeld
// of the same reservation replaces its nights; the same one twice changes nothing.
import { on } from '@golightly/events';
import { NightsHeldSchema } from '@golightly/proto';
import { daysBetween, parseLocalDate } from '@golightly/stay-rules';
import { holdReservedStay } from '../db/listing-calendar';
import { holdNights } from '../db/search-read-models';

/** Three years: a stay longer than any a listing allows is a broken event, not a reason to write a million rows. */
export const MAX_HELD_NIGHTS = 1_096;

export const nightsHeld = on(NightsHeldSchema, async (event, trx) => {
  const { reservationId, listId } = event.message;
  const checkIn = parseLocalDate(event.message.checkIn);
  const checkOut = parseLocalDate(event.message.checkOut);
  if (
    !reservationId ||
    !checkIn ||
    !checkOut ||
    checkIn >= checkOut ||
    daysBetween(checkIn, checkOut) > MAX_HELD_NIGHTS
  ) {
    throw new Error(
      `NightsHeld ${JSON.stringify(reservationId)} on listing ${listId} needs check-in before check-out, ` +
        `both YYYY-MM-DD and at most ${MAX_HELD_NIGHTS} nights apart (got ${event.message.checkIn} to ${event.message.checkOut})`,
    );
  }
  const listingExists = await holdNights(trx, { reservationId, listId, checkIn, checkOut });
  if (listingExists) await holdReservedStay(trx, listId, reservationId, { checkIn, checkOut });
});
