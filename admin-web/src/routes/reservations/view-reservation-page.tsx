// One reservation (/siteadmin/viewreservation/{id}, privilege Manage Reservations): its number (id + 1000), members,
// stay, amounts and every step it took; the admin may decline a request or an inquiry with a reason (the guest and
// host are told, held nights are freed, the admin log records it), and open its receipt.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminDeclineReservationDocument, AdminReservationViewDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatMoment } from '../../ui/dates';
import { refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { CancellationSection } from './cancellation-section';
import { DepositClaimSection } from './deposit-claim-section';
import { formatAmount, memberName, stayDates } from './reservation-format';
import { Fields, ReservationState } from './reservation-fields';
import styles from './reservations.module.css';

/** The longest reason the server keeps. */
const REASON_MAX = 1000;

export default function ViewReservationPage({ screen }: AdminScreenProps) {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const view = useQuery(AdminReservationViewDocument, { variables: { id }, skip: !valid });
  const [decline] = useMutation(AdminDeclineReservationDocument);
  const runAction = useAdminAction();
  const [declining, setDeclining] = useState(false);
  const found = view.data?.adminReservation;
  const reservation = found?.reservation;

  return (
    <div>
      <PageTitle title={reservation ? ADMIN_TEXTS.reservationHeading(reservation.number) : screen.title} />
      <h1>{reservation ? ADMIN_TEXTS.reservationHeading(reservation.number) : screen.title}</h1>
      <p>
        <Link to="/reservations">{ADMIN_TEXTS.backToReservations}</Link>
      </p>
      <ReservationState
        loading={view.loading && !found}
        error={found ? undefined : view.error}
        missing={!valid || (!view.loading && !view.error && !found)}
        onRetry={refetchQuietly(view)}
        texts={{
          loading: ADMIN_TEXTS.loading,
          unavailable: ADMIN_TEXTS.reservationUnavailable,
          missing: ADMIN_TEXTS.reservationMissing,
          tryAgain: ADMIN_TEXTS.tryAgain,
        }}
      />
      {found && reservation && (
        <>
          <section className={pageStyles.panel} aria-label={ADMIN_TEXTS.reservationHeading(reservation.number)}>
            <Fields
              rows={[
                [ADMIN_TEXTS.reservationStatus, reservation.statusLabel || reservation.status],
                [ADMIN_TEXTS.reservationCode, reservation.confirmationCode],
                [
                  ADMIN_TEXTS.reservationBookingType,
                  ADMIN_TEXTS.reservationBookingTypes[reservation.bookingType] ?? reservation.bookingType,
                ],
                [ADMIN_TEXTS.reservationListing, reservation.listingTitle],
                [ADMIN_TEXTS.reservationGuest, memberName(reservation.guest)],
                [ADMIN_TEXTS.reservationHost, memberName(reservation.host)],
                [ADMIN_TEXTS.reservationDates, stayDates(reservation)],
                [ADMIN_TEXTS.reservationNights, reservation.nights],
                [ADMIN_TEXTS.reservationGuests, ADMIN_TEXTS.reservationGuestCounts(reservation.guests)],
                [ADMIN_TEXTS.reservationTotal, formatAmount(reservation.total, reservation.currency)],
                [
                  ADMIN_TEXTS.reservationSpecialPrice,
                  reservation.specialPrice === null || reservation.specialPrice === undefined
                    ? null
                    : formatAmount(reservation.specialPrice, reservation.currency),
                ],
                [
                  ADMIN_TEXTS.reservationCounterOffer,
                  reservation.counterOffer === null || reservation.counterOffer === undefined
                    ? null
                    : formatAmount(reservation.counterOffer, reservation.currency),
                ],
                [ADMIN_TEXTS.reservationExpires, reservation.expiresAt ? formatMoment(reservation.expiresAt) : null],
                [ADMIN_TEXTS.reservationTimeZone, reservation.timeZone],
                [ADMIN_TEXTS.reservationMessage, reservation.message],
                [ADMIN_TEXTS.reservationDeclineReason, reservation.declineReason],
              ]}
            />
            <div className={styles.actions}>
              <Link className="button button--quiet" to={`/receipt/${reservation.id}`}>
                {ADMIN_TEXTS.openReceipt}
              </Link>
              {found.canDecline && (
                <button type="button" className="button button--quiet" onClick={() => setDeclining(true)}>
                  {ADMIN_TEXTS.declineReservation}
                </button>
              )}
            </div>
          </section>

          <CancellationSection reservationId={reservation.id} onChanged={refetchQuietly(view)} />

          <DepositClaimSection reservationId={reservation.id} />

          <h2>{ADMIN_TEXTS.reservationHistory}</h2>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXTS.reservationStep}</th>
                  <th scope="col">{ADMIN_TEXTS.reservationStepBy}</th>
                  <th scope="col">{ADMIN_TEXTS.reservationStepWhen}</th>
                  <th scope="col">{ADMIN_TEXTS.reservationStepReason}</th>
                </tr>
              </thead>
              <tbody>
                {found.transitions.map((step, index) => (
                  <tr key={index}>
                    <th scope="row">
                      {step.fromStatusLabel ? `${step.fromStatusLabel} → ` : ''}
                      {step.toStatusLabel || step.toStatus}
                    </th>
                    <td>{ADMIN_TEXTS.reservationActors[step.actorRole] ?? step.actorRole}</td>
                    <td>{formatMoment(step.occurredAt)}</td>
                    <td>{step.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ConfirmDialog
            open={declining}
            title={ADMIN_TEXTS.declineReservationTitle(reservation.number)}
            confirmLabel={ADMIN_TEXTS.declineReservationConfirm}
            reason={{ label: ADMIN_TEXTS.declineReservationReason, maxLength: REASON_MAX }}
            onConfirm={async (reason) => {
              await runAction(async () => {
                const answer = (await decline({ variables: { id: reservation.id, reason } })).data?.declineReservation;
                return (
                  answer && { status: answer.status === 200 ? 'success' : 'refused', errorMessage: answer.errorMessage }
                );
              }, ADMIN_TEXTS.reservationDeclined(reservation.number));
              setDeclining(false);
              refetchQuietly(view)();
            }}
            onCancel={() => setDeclining(false)}
          >
            <p>{ADMIN_TEXTS.declineReservationBody}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
