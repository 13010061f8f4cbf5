// The cancellation of one reservation on /siteadmin/viewreservation/{id} (privilege Manage Reservations, decision
// 0055): the refund and payout applied or asked for, and, for a stay whose guest or host asked to cancel once it had
// begun, the admin's confirmation (cancelled with the refund shown) or refusal (confirmed again), each in the admin log.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminConfirmCancellationDocument,
  AdminRefuseCancellationDocument,
  AdminReservationCancellationDocument,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { useAdminAction } from '../../ui/use-admin-action';
import { formatAmount } from './reservation-format';
import { Fields } from './reservation-fields';
import styles from './reservations.module.css';

const REASON_MAX = 1000;

export function CancellationSection({ reservationId, onChanged }: { reservationId: number; onChanged: () => void }) {
  const view = useQuery(AdminReservationCancellationDocument, { variables: { id: reservationId } });
  const [confirm] = useMutation(AdminConfirmCancellationDocument);
  const [refuse] = useMutation(AdminRefuseCancellationDocument);
  const runAction = useAdminAction();
  const [open, setOpen] = useState<'confirm' | 'refuse' | null>(null);
  const reservation = view.data?.reservation;
  const cancellation = reservation?.cancellation;
  if (!reservation || !cancellation) return null;
  const requested = reservation.status === 'cancellationRequested';
  const done = () => {
    setOpen(null);
    refetchQuietly(view)();
    onChanged();
  };

  return (
    <section className={pageStyles.panel} aria-label={ADMIN_TEXTS.cancellationHeading}>
      <h2>{ADMIN_TEXTS.cancellationHeading}</h2>
      <p>
        {requested
          ? ADMIN_TEXTS.cancellationRequestedBy(cancellation.cancelledBy)
          : ADMIN_TEXTS.cancellationAppliedBy(cancellation.cancelledBy)}
      </p>
      <Fields
        rows={[
          [ADMIN_TEXTS.cancellationPolicy, cancellation.policy],
          [ADMIN_TEXTS.cancellationRefund, formatAmount(cancellation.refund, cancellation.currency)],
          [
            ADMIN_TEXTS.cancellationPayout,
            cancellation.hostPayout === 0
              ? ADMIN_TEXTS.cancellationZeroPayout
              : formatAmount(cancellation.hostPayout, cancellation.currency),
          ],
          [ADMIN_TEXTS.cancellationNights, cancellation.nightsSpent],
        ]}
      />
      {requested && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setOpen('confirm')}>
            {ADMIN_TEXTS.confirmCancellation}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setOpen('refuse')}>
            {ADMIN_TEXTS.refuseCancellation}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={open === 'confirm'}
        title={ADMIN_TEXTS.confirmCancellationTitle(reservation.number)}
        confirmLabel={ADMIN_TEXTS.confirmCancellation}
        onConfirm={async () => {
          await runAction(async () => {
            const answer = (await confirm({ variables: { id: reservationId } })).data?.confirmCancellation;
            return (
              answer && { status: answer.status === 200 ? 'success' : 'refused', errorMessage: answer.errorMessage }
            );
          }, ADMIN_TEXTS.cancellationConfirmed(reservation.number));
          done();
        }}
        onCancel={() => setOpen(null)}
      >
        <p>{ADMIN_TEXTS.confirmCancellationBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'refuse'}
        title={ADMIN_TEXTS.refuseCancellationTitle(reservation.number)}
        confirmLabel={ADMIN_TEXTS.refuseCancellation}
        reason={{ label: ADMIN_TEXTS.refuseCancellationReason, maxLength: REASON_MAX }}
        onConfirm={async (reason) => {
          await runAction(async () => {
            const answer = (await refuse({ variables: { id: reservationId, reason } })).data?.refuseCancellation;
            return (
              answer && { status: answer.status === 200 ? 'success' : 'refused', errorMessage: answer.errorMessage }
            );
          }, ADMIN_TEXTS.cancellationRefused(reservation.number));
          done();
        }}
        onCancel={() => setOpen(null)}
      >
        <p>{ADMIN_TEXTS.refuseCancellationBody}</p>
      </ConfirmDialog>
    </section>
  );
}
