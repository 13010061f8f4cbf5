// ReservationStatusChanged (bookings-payments): which guest has which stay at which listing, so the listing's street
// address can be answered to her once her stay is confirmed, and no longer once it is cancelled (decision 0052).
import { on } from '@golightly/events';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { recordGuestStay } from '../db/guest-stays';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reservationStatusChanged = on(ReservationStatusChangedSchema, async (event, trx) => {
  const { reservationId, listId, guestUserId, toStatus } = event.message;
  if (!reservationId || !Number.isSafeInteger(listId) || listId <= 0 || !UUID.test(guestUserId) || !toStatus) {
    throw new Error(
      `ReservationStatusChanged ${JSON.stringify(reservationId)} needs a reservation, a listing, the guest's id ` +
        `and the status (got listing ${listId}, guest ${JSON.stringify(guestUserId)}, status ${JSON.stringify(toStatus)})`,
    );
  }
  await recordGuestStay(trx, {
    reservationId,
    listId,
    guestId: guestUserId,
    status: toStatus,
    asOf: event.occurredAt,
  });
});
