// A reservation's receipt (/siteadmin/receipt/{reservationId}, privilege Manage Reservations): the stay and every line
// of the stored quote its amounts came from, computed on the server, with the total and the security deposit.
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { AdminReservationReceiptDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import type { AdminScreenProps } from '../admin-screen';
import { formatAmount, memberName, stayDates } from './reservation-format';
import { Fields, ReservationState } from './reservation-fields';
import styles from './reservations.module.css';

export default function ReceiptPage({ screen }: AdminScreenProps) {
  const id = Number(useParams().reservationId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const receipt = useQuery(AdminReservationReceiptDocument, { variables: { reservationId: id }, skip: !valid });
  const found = receipt.data?.adminReservationReceipt;
  const reservation = found?.reservation;
  const quote = found?.quote;
  const title = reservation ? ADMIN_TEXTS.receiptHeading(reservation.number) : screen.title;

  return (
    <div>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <ReservationState
        loading={receipt.loading && !found}
        error={found ? undefined : receipt.error}
        missing={!valid || (!receipt.loading && !receipt.error && !found)}
        onRetry={refetchQuietly(receipt)}
        texts={{
          loading: ADMIN_TEXTS.loading,
          unavailable: ADMIN_TEXTS.reservationUnavailable,
          missing: ADMIN_TEXTS.reservationMissing,
          tryAgain: ADMIN_TEXTS.tryAgain,
        }}
      />
      {reservation && (
        <>
          <p>
            <Link to={`/viewreservation/${reservation.id}`}>{ADMIN_TEXTS.reservationHeading(reservation.number)}</Link>
          </p>
          <section className={pageStyles.panel} aria-label={title}>
            <Fields
              rows={[
                [ADMIN_TEXTS.reservationCode, reservation.confirmationCode],
                [ADMIN_TEXTS.reservationListing, reservation.listingTitle],
                [ADMIN_TEXTS.reservationGuest, memberName(reservation.guest)],
                [ADMIN_TEXTS.reservationHost, memberName(reservation.host)],
                [ADMIN_TEXTS.reservationDates, stayDates(reservation)],
                [ADMIN_TEXTS.reservationStatus, reservation.statusLabel || reservation.status],
              ]}
            />
          </section>
          {quote ? (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{ADMIN_TEXTS.receiptLine}</th>
                    <th scope="col" className={styles.amount}>
                      {ADMIN_TEXTS.receiptAmount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {quote.lines.map((line, index) => (
                    <tr key={`${line.kind}-${index}`}>
                      <th scope="row">{line.label}</th>
                      <td className={styles.amount}>
                        {line.deducted ? '−' : ''}
                        {formatAmount(line.amount, quote.currency ?? reservation.currency)}
                      </td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">{ADMIN_TEXTS.receiptTotal}</th>
                    <td className={styles.amount}>
                      <strong>{formatAmount(quote.total, quote.currency ?? reservation.currency)}</strong>
                    </td>
                  </tr>
                  {quote.securityDeposit > 0 && (
                    <tr>
                      <th scope="row">{ADMIN_TEXTS.receiptDeposit}</th>
                      <td className={styles.amount}>
                        {formatAmount(quote.securityDeposit, quote.currency ?? reservation.currency)}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{ADMIN_TEXTS.receiptNoQuote}</p>
          )}
        </>
      )}
    </div>
  );
}
