// Stays that have ended, for browser tests: the e2e stack's bookings-payments serves POST
// /testing/reservations/:id/complete (GOLIGHTLY_TESTING_ROUTES=1 in playwright.config.ts, decision 0058), which
// completes a confirmed stay by its real transition as if check-out had passed. Reached on the service's own port.
import { servicePortAfter } from '@golightly/config';

const BOOKINGS_PAYMENTS = `http://127.0.0.1:${servicePortAfter(Number(process.env.GATEWAY_PORT ?? '4100'), 'bookings-payments')}`;

/** Completes a confirmed stay (its reservation id as the API gives it); fails the test with the service's reason. */
export async function completeStay(reservationId: string | number): Promise<void> {
  const response = await fetch(`${BOOKINGS_PAYMENTS}/testing/reservations/${reservationId}/complete`, {
    method: 'POST',
  });
  if (!response.ok)
    throw new Error(`could not complete stay ${reservationId}: ${response.status} ${await response.text()}`);
}
