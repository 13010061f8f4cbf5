// NightsReleased (bookings-payments): a hold or reservation ended without a stay; its nights are free again for
// search and on the listing's calendar (decisions 0039, 0042). Releasing what holds nothing changes nothing.
import { on } from '@golightly/events';
import { NightsReleasedSchema } from '@golightly/proto';
import { releaseReservedStay } from '../db/listing-calendar';
import { releaseNights } from '../db/search-read-models';

export const nightsReleased = on(NightsReleasedSchema, async (event, trx) => {
  const { reservationId, listId } = event.message;
  await releaseNights(trx, reservationId);
  await releaseReservedStay(trx, listId, reservationId);
});
