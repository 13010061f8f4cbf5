// One reservation's security deposit on /siteadmin/viewreservation/{id} (privilege Manage Reservations, decision
// 0056): what was held, the host's claim and its reason, spec 001 §4's claim and refund statuses, and, while a claim
// waits, the admin's approve (the host keeps the claim, the rest is refunded) or refuse (all is refunded), each in the
// admin log.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminApproveDepositClaimDocument,
  AdminRefuseDepositClaimDocument,
  AdminReservationDepositDocument,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatMoment } from '../../ui/dates';
import { refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { useAdminAction } from '../../ui/use-admin-action';
import { formatAmount } from './reservation-format';
import { Fields } from './reservation-fields';
import styles from './reservations.module.css';

export function DepositClaimSection({ reservationId }: { reservationId: number }) {
  const view = useQuery(AdminReservationDepositDocument, { variables: { id: reservationId } });
  const [approve] = useMutation(AdminApproveDepositClaimDocument);
  const [refuse] = useMutation(AdminRefuseDepositClaimDocument);
  const runAction = useAdminAction();
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null);
  const reservation = view.data?.reservation;
  const deposit = reservation?.securityDeposit;
  if (!reservation || !deposit) return null;
  const money = (amount: number) => formatAmount(amount, deposit.currency);
  const claimed = deposit.claimStatus === 'claimed';
  const waiting = claimed && !deposit.claimDecision && deposit.bondRefundStatus === 'pending';
  const settled = deposit.bondRefundStatus === 'completed';
  const claim = deposit.claimedFee ?? 0;
  const done = () => {
    setOpen(null);
    refetchQuietly(view)();
  };

  return (
    <section className={pageStyles.panel} aria-label={ADMIN_TEXTS.depositHeading}>
      <h2>{ADMIN_TEXTS.depositHeading}</h2>
      {!deposit.held ? (
        <p>{ADMIN_TEXTS.depositNotHeld}</p>
      ) : (
        <Fields
          rows={[
            [ADMIN_TEXTS.depositAmount, money(deposit.amount)],
            [
              ADMIN_TEXTS.depositClaimStatus,
              ADMIN_TEXTS.depositClaimStatuses[deposit.claimStatus] ?? deposit.claimStatus,
            ],
            [ADMIN_TEXTS.depositClaimed, claimed ? money(claim) : null],
            [ADMIN_TEXTS.depositReason, deposit.reason],
            [ADMIN_TEXTS.depositClaimedAt, deposit.claimedAt ? formatMoment(deposit.claimedAt) : null],
            [
              ADMIN_TEXTS.depositDecision,
              deposit.claimDecision ? (ADMIN_TEXTS.depositDecisions[deposit.claimDecision] ?? null) : null,
            ],
            [
              ADMIN_TEXTS.depositRefundStatus,
              ADMIN_TEXTS.depositRefundStatuses[deposit.bondRefundStatus] ?? deposit.bondRefundStatus,
            ],
            [ADMIN_TEXTS.depositRefunded, settled ? money(deposit.guestBondRefund) : null],
            [ADMIN_TEXTS.depositKept, settled ? money(deposit.hostBondPayout) : null],
            [ADMIN_TEXTS.depositPaymentNotice, deposit.paymentNotice],
          ]}
        />
      )}
      {waiting && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setOpen('approve')}>
            {ADMIN_TEXTS.approveDepositClaim}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setOpen('refuse')}>
            {ADMIN_TEXTS.refuseDepositClaim}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={open === 'approve'}
        title={ADMIN_TEXTS.approveDepositClaimTitle(reservation.number)}
        confirmLabel={ADMIN_TEXTS.approveDepositClaim}
        onConfirm={async () => {
          await runAction(async () => {
            const answer = (await approve({ variables: { id: reservationId } })).data?.approveSecurityDepositClaim;
            return (
              answer && { status: answer.status === 200 ? 'success' : 'refused', errorMessage: answer.errorMessage }
            );
          }, ADMIN_TEXTS.depositClaimApproved(reservation.number));
          done();
        }}
        onCancel={() => setOpen(null)}
      >
        <p>{ADMIN_TEXTS.approveDepositClaimBody(money(claim), money(deposit.amount - claim))}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'refuse'}
        title={ADMIN_TEXTS.refuseDepositClaimTitle(reservation.number)}
        confirmLabel={ADMIN_TEXTS.refuseDepositClaim}
        onConfirm={async () => {
          await runAction(async () => {
            const answer = (await refuse({ variables: { id: reservationId } })).data?.refuseSecurityDepositClaim;
            return (
              answer && { status: answer.status === 200 ? 'success' : 'refused', errorMessage: answer.errorMessage }
            );
          }, ADMIN_TEXTS.depositClaimRefused(reservation.number));
          done();
        }}
        onCancel={() => setOpen(null)}
      >
        <p>{ADMIN_TEXTS.refuseDepositClaimBody(money(deposit.amount))}</p>
      </ConfirmDialog>
    </section>
  );
}
