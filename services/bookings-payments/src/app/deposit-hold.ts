// Collecting a stay's security deposit (decision 0056): its own payment order, paid with the card the guest pays the
// stay with, in the same payOrder call. A deposit her card does not hold leaves the stay booked with nothing held.
import { findQuote } from '../db/quotes';
import { findReservationDetails } from '../db/reservations';
import { insertDeposit, setDepositOrder } from '../db/security-deposits';
import type { PaymentOrder } from '../domain/payment-order';
import { ProviderUnavailableError } from '../domain/payment-provider';
import { authorise, cancel, createOrder } from './payment-orders';
import { paymentDepsOf, nowOf, type ReservationDeps } from './reservation-deps';
import { RESERVATION_REQUESTER, reservationIdOfOrder } from './reservation-payments';

/** The deposit order's reference for a reservation: one deposit a stay, never taken for the stay's own order. */
export const depositReferenceOf = (reservationId: number) => `deposit-${reservationId}`;

/** How long the deposit order stays payable: it is paid in the same call that creates it. */
const DEPOSIT_ORDER_WINDOW_MS = 60 * 60_000;

/**
 * After the guest's card holds a stay's order, holds the stay's deposit on the same card. Anything else (another
 * service's order, a stay without a deposit, an order not held) does nothing. Never throws for the card's or the
 * provider's sake: the stay's own payment has already been answered.
 */
export async function holdDepositWithStay(
  deps: ReservationDeps,
  stayOrder: PaymentOrder,
  paymentMethod: string,
): Promise<void> {
  if (stayOrder.status !== 'authorised' && stayOrder.status !== 'captured') return;
  const reservationId = reservationIdOfOrder(stayOrder);
  if (reservationId === null) return;
  const reservation = await findReservationDetails(deps.db, reservationId);
  if (!reservation?.quoteId) return;
  const quote = await findQuote(deps.db, reservation.quoteId);
  if (!quote || quote.securityDepositMinor <= 0) return;
  await insertDeposit(deps.db, {
    reservationId,
    amountMinor: quote.securityDepositMinor,
    currency: quote.currency,
  });
  const payments = paymentDepsOf(deps);
  const created = await createOrder(payments, {
    payerId: reservation.guestId,
    amountMinor: quote.securityDepositMinor,
    currency: quote.currency,
    purpose: 'stay',
    requestedBy: RESERVATION_REQUESTER,
    reference: depositReferenceOf(reservationId),
    deadline: new Date(nowOf(deps) + DEPOSIT_ORDER_WINDOW_MS),
  });
  if (created.kind === 'invalid') return;
  try {
    const held = await authorise(payments, { orderId: created.order.id, payerId: null, paymentMethod });
    if (held.kind === 'authorised' || held.kind === 'captured') {
      await setDepositOrder(deps.db, reservationId, created.order.id);
    } else if (held.kind !== 'notFound') {
      // 3-D Secure or a decline: no second question to her for the deposit; nothing is held
      await cancel(payments, created.order.id);
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
  }
}
