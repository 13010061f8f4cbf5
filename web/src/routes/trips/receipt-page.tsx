// /users/trips/receipt/{reservationId} (spec 000 §2): the stay's receipt with the server's lines in the home's currency
// and in hers (the stored quote the booking was made from, decision 0047), the total it was booked at, and the
// offline provider's notice when no money moved (decision 0049). Printable: the print button and the page's own
// chrome are left off paper.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatMoney } from '../../currency/format-money';
import {
  ReceiptPaymentOrderDocument,
  ReservationReceiptDocument,
  type ReservationReceiptQuery,
} from '../../gen/graphql';
import { bookingPanelMessages as panel, bookingScreenMessages as m } from '../../i18n/areas/booking';
import type { ScreenProps } from '../screen';
import { ReservationCard, ReservationScreen } from './reservation-screen';
import { lineLabel, signedMoney } from '../booking/quote-lines';
import styles from '../booking/booking.module.css';

type Reservation = NonNullable<ReservationReceiptQuery['reservation']>;

const HOME_CURRENCY: MessageDescriptor = panel.homeCurrency;
const YOUR_CURRENCY: MessageDescriptor = panel.yourCurrency;
const DEPOSIT: MessageDescriptor = panel.deposit;

export default function ReceiptPage({ screen }: ScreenProps) {
  return (
    <ReservationScreen screen={screen} document={ReservationReceiptDocument}>
      {(reservation) => <ReceiptOf reservation={reservation} />}
    </ReservationScreen>
  );
}

function ReceiptOf({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const order = useQuery(ReceiptPaymentOrderDocument, {
    variables: { id: reservation.paymentOrderId ?? '' },
    skip: !reservation.paymentOrderId,
    fetchPolicy: 'network-only',
  }).data?.paymentOrder;
  const quote = reservation.quote;
  const currency = reservation.currency;
  const display = quote?.displayCurrency ?? currency;
  const converted = display !== currency;
  const agreed = reservation.counterOffer ?? reservation.specialPrice;

  return (
    <ReservationCard
      title={reservation.listing.title}
      place={[reservation.listing.city, reservation.listing.countryName].filter(Boolean).join(', ')}
      reservation={reservation}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t(m.priceDetails)}</th>
            <th scope="col">{t(HOME_CURRENCY, { currency })}</th>
            {converted && <th scope="col">{t(YOUR_CURRENCY, { currency: display })}</th>}
          </tr>
        </thead>
        <tbody>
          {quote?.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{lineLabel(intl, line)}</th>
              <td>{signedMoney(intl, line.amount, currency, line.deducted)}</td>
              {converted && <td>{signedMoney(intl, line.displayAmount, display, line.deducted)}</td>}
            </tr>
          ))}
          {agreed !== null && agreed !== undefined && (
            <tr>
              <th scope="row">{t(m.agreedPrice)}</th>
              <td>{formatMoney(agreed, currency, intl.locale)}</td>
              {converted && <td />}
            </tr>
          )}
          <tr className={styles.total}>
            <th scope="row">{t(m.total)}</th>
            <td>{formatMoney(reservation.total, currency, intl.locale)}</td>
            {converted && (
              <td>
                {agreed === null || agreed === undefined ? formatMoney(quote!.displayTotal, display, intl.locale) : ''}
              </td>
            )}
          </tr>
        </tbody>
      </table>
      {quote && quote.securityDeposit > 0 && (
        <p className={styles.hint}>
          {t(DEPOSIT, { amount: formatMoney(quote.securityDeposit, currency, intl.locale) })}
        </p>
      )}
      {order?.receiptNotice && (
        <p className={styles.notice} role="note">
          {order.receiptNotice}
        </p>
      )}
      <p className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button" onClick={() => window.print()}>
          {t(m.print)}
        </button>
      </p>
    </ReservationCard>
  );
}
