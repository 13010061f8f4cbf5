// A reservation's stored quote replaced by the quote of its agreed price (decision 0052): its receipt reads the lines
// from there, and ReservationStatusChanged its fees.
import type { Knex } from '@golightly/db';

export async function setReservationQuote(
  trx: Knex.Transaction,
  reservationId: number,
  quoteId: string,
): Promise<void> {
  await trx('reservations').where({ id: reservationId }).update({ quote_id: quoteId });
}
